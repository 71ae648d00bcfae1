import { z } from 'zod';
import { defineFamily, frameShape, stateWith } from '../../generator/family';
import { CARD_TITLES, TAB_SETS } from '../../generator/pools';
import { model } from './model';

export const params = z.strictObject({
  ...frameShape,
  tabs: z.array(z.strictObject({ label: z.string().min(1), body: z.string() })).min(2),
  initial: z.string().min(1),
});
export type Params = z.infer<typeof params>;

export default defineFamily<Params>({
  type: 'tabs',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  drafts(rng) {
    const sets = rng.sample(TAB_SETS, 3);
    return sets.map((labels, i) => {
      const tabs = labels.map((label) => ({ label, body: `The ${label.toLowerCase()} section of this page.` }));
      const target = rng.pick(labels.slice(1));
      const wrong = rng.pick(labels.filter((l) => l !== target && l !== labels[0]));
      const p: Params = { title: rng.pick(CARD_TITLES), tabs, initial: labels[0] };
      return {
        template: 'navigate_to',
        instruction: i === 0 ? `Open the "${target}" tab.` : `Switch to the ${target} tab.`,
        params: p,
        scene: i === 1 ? { theme: 'dark' as const } : i === 2 ? { placement: rng.pick(['top_right', 'bottom_left'] as const) } : {},
        difficulty: {
          bucket: 'easy' as const, tier: (i === 0 ? 'L0' : 'L1') as 'L0' | 'L1',
          axes: { density_choice_interference: 2 },
          justification: 'Tabs are labelled and all visible; one click selects the target.',
        },
        predicate: { kind: 'equals' as const, field: 'active', target },
        negatives: [{ why: `opened "${wrong}" instead`, state: stateWith(model, p, { active: wrong }) }],
        solution: [{ do: 'click' as const, target: { role: 'tab', name: target } }],
      };
    });
  },
});
