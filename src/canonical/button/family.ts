import { z } from 'zod';
import { defineFamily } from '../../generator/family';
import { ACTION_SETS, RESET_SETS } from '../../generator/pools';
import { model } from './model';

const variant = z.enum(['primary', 'secondary', 'danger', 'text']);
export const params = z.strictObject({
  description: z.string().optional(),
  buttons: z.array(z.strictObject({ label: z.string().min(1), variant })).min(1),
  /** Text shown before the activated button's label once one is pressed. */
  feedback: z.string().min(1),
});
export type Params = z.infer<typeof params>;

export default defineFamily<Params>({
  type: 'button',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['activate', 'clear_reset'],
  baseAxes: {},
  core(ctx) {
    const { rng } = ctx;
    const sets: readonly { description: string; buttons: readonly string[]; feedback: string }[] = ctx.template === 'clear_reset' ? RESET_SETS : ACTION_SETS;
    const set = rng.pick(sets);
    const count = ctx.bucket === 'easy' ? rng.int(1, 2) : 3;
    const labels = set.buttons.slice(0, count);
    const target = ctx.template === 'clear_reset' ? labels[0] : rng.pick(labels);
    const variants = ['primary', 'secondary', 'text'] as const;
    const others = labels.filter((l) => l !== target);
    return {
      params: { description: set.description, buttons: labels.map((label, j) => ({ label, variant: variants[j] })), feedback: set.feedback },
      checks: [{ kind: 'equals', field: 'activated', target }],
      goal: {
        text: `press the "${target}" button`,
        reference: 'press the button named in the reference picture',
        mixed: `press the button named in the reference picture (it starts with "${target[0]}")`,
      },
      solution: [{ do: 'click', target: ctx.scope({ role: 'button', name: target }) }],
      wrong: others.length ? [{ why: `pressed "${others[0]}"`, fields: { activated: others[0] } }] : [],
      axes: { density_choice_interference: count > 1 ? 1 : 0 },
      why: count === 1 ? 'a single labelled button' : `${count} buttons side by side`,
    };
  },
});
