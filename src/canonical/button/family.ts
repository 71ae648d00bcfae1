import { z } from 'zod';
import { defineFamily, frameShape, stateWith } from '../../generator/family';
import { ACTION_SETS, CARD_TITLES } from '../../generator/pools';
import { model } from './model';

const variant = z.enum(['primary', 'secondary', 'danger', 'text']);
export const params = z.strictObject({
  ...frameShape,
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
  drafts(rng) {
    const sets = rng.sample(ACTION_SETS, 3);
    return sets.map((set, i) => {
      const count = i + 1;
      const labels = set.buttons.slice(0, count);
      const target = rng.pick(labels);
      const variants = ['primary', 'secondary', 'text'] as const;
      const p: Params = {
        title: rng.pick(CARD_TITLES),
        description: set.description,
        buttons: labels.map((label, j) => ({ label, variant: variants[j] })),
        feedback: set.feedback,
      };
      const wrong = labels.find((l) => l !== target);
      return {
        template: 'activate',
        instruction: `Press the "${target}" button.`,
        params: p,
        scene: i === 2 ? { theme: 'dark' as const, placement: 'top_right' as const } : {},
        difficulty: {
          bucket: 'easy' as const, tier: (count === 1 ? 'L0' : 'L1') as 'L0' | 'L1',
          axes: { density_choice_interference: count, disambiguation_load: count > 1 ? 2 : 1 },
          justification: count === 1 ? 'A single labelled button.' : `${count} buttons side by side; the right one is named in the goal.`,
        },
        predicate: { kind: 'equals' as const, field: 'activated', target },
        negatives: wrong ? [{ why: `pressed "${wrong}" instead`, state: stateWith(model, p, { activated: wrong }) }] : [],
        solution: [{ do: 'click' as const, target: { role: 'button', name: target } }],
      };
    });
  },
});
