import { z } from 'zod';
import { quotedList } from '../../generator/cores/codesAndTokens';
import { defineFamily } from '../../generator/family';
import type { Target } from '../../core/taskSpec';
import { model } from './model';

export const params = z.strictObject({
  label: z.string().min(1),
  placeholder: z.string(),
  people: z.array(z.strictObject({ handle: z.string().min(1), name: z.string().min(1) })).min(2),
});
export type Params = z.infer<typeof params>;

const NAMES = [
  'Ana Lima', 'Ana Lindqvist', 'Bruno Costa', 'Bruno Keller', 'Chen Wei', 'Chen Yu', 'Dana Okafor', 'Elif Demir', 'Farah Haddad',
  'Gustavo Reyes', 'Hana Sato', 'Hana Suzuki', 'Ivan Petrov', 'Jonas Berg', 'Kofi Mensah', 'Lena Fischer', 'Marta Nowak', 'Marta Soler',
  'Nadia Rahman', 'Omar Farouk', 'Priya Nair', 'Priya Shah', 'Rafael Duarte', 'Sofia Moretti', 'Tomas Horvat', 'Yusuf Aydin',
];
const handleOf = (name: string) => name.toLowerCase().replace(/\s+/g, '.');
const firstName = (name: string) => name.split(' ')[0];

const BOXES = [
  { label: 'Comment', placeholder: 'Write a comment, type @ to mention someone' },
  { label: 'Reply', placeholder: 'Reply to the thread, @ mentions a teammate' },
  { label: 'Handover note', placeholder: 'Leave a note for the next shift, use @ to tag people' },
  { label: 'Review request', placeholder: 'Ask for a review, @ to pick reviewers' },
] as const;

export default defineFamily<Params>({
  type: 'mentions_input',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['search_and_select', 'select_many'],
  baseAxes: { depth_layering: 2, feedback_dynamics: 2 },
  core(ctx) {
    const { rng, bucket } = ctx;
    const box = rng.pick(BOXES);
    const size = bucket === 'easy' ? 5 : bucket === 'mid' ? 8 : 12;
    // Harder teams contain people sharing a first name, so the query alone does not settle it.
    const twins = NAMES.filter((n) => NAMES.some((o) => o !== n && firstName(o) === firstName(n)));
    const singles = NAMES.filter((n) => !twins.includes(n));
    const names = bucket === 'easy' ? rng.sample(singles, size) : rng.shuffle([...rng.sample(twins, size / 2), ...rng.sample(singles, size / 2)]);
    const people = [...names].sort().map((name) => ({ handle: handleOf(name), name }));
    const count = ctx.template === 'select_many' ? (bucket === 'hard' ? 3 : 2) : 1;
    const chosen = rng.sample(names, count);
    const target = chosen.map(handleOf);
    const option = (name: string): Target => (ctx.library === 'mantine' ? { role: 'option', name } : { role: 'menuitem', name });
    const query = (name: string) => (bucket === 'hard' ? name.split(' ')[1].slice(0, 4) : firstName(name).slice(0, 3)).toLowerCase();
    const lookAlike = names.find((n) => !chosen.includes(n) && firstName(n) === firstName(chosen[0])) ?? names.find((n) => !chosen.includes(n))!;
    return {
      params: { label: box.label, placeholder: box.placeholder, people },
      checks: [{ kind: 'set_equals', field: 'mentions', target }],
      goal: {
        text: `mention ${quotedList(chosen)} in the ${box.label.toLowerCase()}`,
        reference: `mention the ${count > 1 ? 'people' : 'person'} shown in the reference picture in the ${box.label.toLowerCase()}`,
        mixed: `mention the person shown in the reference picture in the ${box.label.toLowerCase()} (first name ${firstName(chosen[0])})`,
      },
      solution: [
        { do: 'click', target: ctx.scope({ role: 'textbox', name: box.label }) },
        ...chosen.flatMap((name) => [{ do: 'keyboard_type' as const, text: `@${query(name)}` }, { do: 'click' as const, target: option(name) }]),
      ],
      wrong: [
        { why: `mentioned ${lookAlike} instead of ${chosen[0]}`, fields: { mentions: [handleOf(lookAlike), ...target.slice(1)] } },
        ...(count > 1 ? [{ why: `${chosen[count - 1]} not mentioned`, fields: { mentions: target.slice(0, -1) } }] : []),
      ],
      axes: { density_choice_interference: bucket === 'easy' ? 0 : 1, disambiguation_load: bucket === 'easy' ? 0 : 1 },
      why: `${count} mention${count > 1 ? 's' : ''} picked from a ${size}-person suggestion list opened by "@"`,
    };
  },
});
