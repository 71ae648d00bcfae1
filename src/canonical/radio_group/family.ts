import { z } from 'zod';
import { defineFamily, frameShape, stateWith } from '../../generator/family';
import { CARD_TITLES, CHOICE_SETS } from '../../generator/pools';
import { model } from './model';

export const params = z.strictObject({
  ...frameShape,
  label: z.string().min(1),
  options: z.array(z.string().min(1)).min(2),
  initial: z.string().nullable(),
});
export type Params = z.infer<typeof params>;

export default defineFamily<Params>({
  type: 'radio_group',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  drafts(rng) {
    const sets = rng.sample(CHOICE_SETS.filter((s) => s.options.length <= 6), 3);
    const radio = (name: string) => ({ role: 'radio', name });
    return sets.map((set, i) => {
      const options = [...set.options];
      const initial = i === 1 ? options[0] : null;
      const target = rng.pick(options.filter((o) => o !== initial));
      const wrong = rng.pick(options.filter((o) => o !== target && o !== initial));
      const p: Params = { title: rng.pick(CARD_TITLES), label: set.label, options, initial, ...(i === 2 ? { commit_control: 'Save' } : {}) };
      const commit = i === 2 ? 'Save' : undefined;
      return {
        template: 'select_one',
        instruction: i === 2
          ? `Set ${set.label.toLowerCase()} to "${target}" and click Save.`
          : `Choose "${target}" for ${set.label.toLowerCase()}.`,
        params: p,
        scene: i === 1 ? { theme: 'dark' as const } : {},
        difficulty: i === 2
          ? { bucket: 'mid' as const, tier: 'L1' as const, axes: { density_choice_interference: 2, depth_layering: 2 }, justification: 'Pick one of several radios, then commit with Save.' }
          : { bucket: 'easy' as const, tier: 'L0' as const, axes: { density_choice_interference: 2 }, justification: 'All options are visible radios with distinct labels.' },
        predicate: { kind: 'equals' as const, field: 'value', target, ...(commit ? { commit } : {}) },
        negatives: [
          { why: `picked "${wrong}" instead`, state: stateWith(model, p, { value: wrong }, { commit: commit ?? null }) },
          ...(commit ? [{ why: 'right option but not saved', state: stateWith(model, p, { value: target }) }] : []),
        ],
        solution: [{ do: 'click' as const, target: radio(target) }, ...(commit ? [{ do: 'click' as const, target: { role: 'button', name: commit } }] : [])],
      };
    });
  },
});
