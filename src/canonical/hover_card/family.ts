/**
 * Hover card: resting the pointer on a person's name opens a card with their details and actions;
 * the card stays while the pointer travels onto it (each library's close delay) and closes once it
 * leaves. antd's Popover (trigger hover) shows as a tooltip, MUI's interactive Tooltip describes its
 * name with the card (`describeChild`), Mantine's HoverCard is a dialog named by the name. Tasks
 * act in a named person's card (`open_and_select`), or in the card of the one person whose details
 * match (`select_one`), which only hovering the names reveals. MUI's enter delay is set to 0, for
 * the reason tooltip/family.ts gives. Cards open above the names (antd's default, set on the others):
 * one left open by the pointer then never covers a commit control below.
 */
import { z } from 'zod';
import { defineFamily } from '../../generator/family';
import { model } from './model';

export const params = z.strictObject({
  people: z.array(z.strictObject({ name: z.string().min(1), title: z.string().min(1), team: z.string().min(1) })).min(2),
  actions: z.array(z.string().min(1)).min(1),
});
export type Params = z.infer<typeof params>;

const PEOPLE = [
  { name: 'Priya Natarajan', title: 'Product designer', team: 'Design' },
  { name: 'Tomás Ortega', title: 'Payroll lead', team: 'Finance' },
  { name: 'Keiko Sato', title: 'Site reliability engineer', team: 'Platform' },
  { name: 'Lena Fischer', title: 'Account executive', team: 'Sales' },
  { name: 'Omar Haddad', title: 'Data analyst', team: 'Research' },
  { name: 'Maya Chen', title: 'Recruiter', team: 'People' },
] as const;
const ACTIONS = ['Follow', 'Message'] as const;

export default defineFamily<Params>({
  type: 'hover_card',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['open_and_select', 'select_one'],
  baseAxes: { depth_layering: 2, feedback_dynamics: 3, target_acquisition: 2 },
  core(ctx) {
    const { rng } = ctx;
    const people = rng.sample(PEOPLE, ctx.bucket === 'easy' ? 3 : ctx.bucket === 'mid' ? 4 : 6).map((p) => ({ ...p }));
    const target = rng.pick(people);
    const action = rng.pick(ACTIONS);
    const other = rng.pick(people.filter((p) => p !== target));
    const goal = ctx.template === 'select_one'
      ? `press "${action}" in the profile card of the person on the ${target.team} team (hover a name to see its card)`
      : `press "${action}" in the profile card of "${target.name}" (hover the name to see it)`;
    return {
      params: { people, actions: [...ACTIONS] },
      checks: [{ kind: 'equals', field: 'person', target: target.name }, { kind: 'equals', field: 'action', target: action }],
      goal: { text: goal, reference: `press "${action}" in the profile card of the person shown in the reference picture` },
      solution: [
        { do: 'hover', target: ctx.scope({ role: 'button', name: target.name }) },
        // The card renders in a portal, outside the instance; only the hovered one is mounted.
        { do: 'click', target: { role: 'button', name: action } },
      ],
      wrong: [
        { why: `pressed "${action}" for ${other.name}`, fields: { person: other.name, action } },
        { why: `pressed the other action for ${target.name}`, fields: { person: target.name, action: ACTIONS.find((a) => a !== action)! } },
      ],
      axes: { density_choice_interference: people.length > 4 ? 1 : 0, semantic_observability: ctx.template === 'select_one' ? 1 : 0 },
      why: ctx.template === 'select_one' ? `${people.length} names whose details show only on hover` : `a card that opens on hover and must stay open on the way to its button`,
    };
  },
});
