import { z } from 'zod';
import { defineFamily } from '../../generator/family';
import { TAB_SETS } from '../../generator/pools';
import { model } from './model';

export const params = z.strictObject({
  tabs: z.array(z.strictObject({ label: z.string().min(1), body: z.string() })).min(2),
  initial: z.string().min(1),
});
export type Params = z.infer<typeof params>;

export default defineFamily<Params>({
  type: 'tabs',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['navigate_to'],
  baseAxes: { density_choice_interference: 2 },
  core(ctx) {
    const { rng } = ctx;
    const labels = [...rng.pick(TAB_SETS)];
    const initial = labels[0];
    const target = rng.pick(labels.slice(1));
    const wrong = rng.pick(labels.filter((l) => l !== target && l !== initial));
    return {
      params: { tabs: labels.map((label) => ({ label, body: `The ${label.toLowerCase()} section of this page.` })), initial },
      checks: [{ kind: 'equals', field: 'active', target }],
      goal: {
        text: `open the "${target}" tab`,
        reference: 'open the tab named in the reference picture',
        mixed: `open the tab named in the reference picture (it starts with "${target[0]}")`,
      },
      solution: [{ do: 'click', target: ctx.scope({ role: 'tab', name: target }) }],
      wrong: [{ why: `opened "${wrong}"`, fields: { active: wrong } }],
      why: `${labels.length} labelled tabs`,
    };
  },
});
