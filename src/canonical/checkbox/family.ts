import { z } from 'zod';
import { defineFamily, frameShape, stateWith } from '../../generator/family';
import { CARD_TITLES, SETTING_LABELS } from '../../generator/pools';
import { model } from './model';

export const params = z.strictObject({ ...frameShape, label: z.string().min(1), initial: z.boolean() });
export type Params = z.infer<typeof params>;

export default defineFamily<Params>({
  type: 'checkbox',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  drafts(rng) {
    const [a, b, c] = rng.sample(SETTING_LABELS, 3);
    const box = (label: string) => ({ role: 'checkbox', name: label });
    const save = { role: 'button', name: 'Save' };
    const p1: Params = { title: rng.pick(CARD_TITLES), label: a, initial: false };
    const p2: Params = { title: rng.pick(CARD_TITLES), label: b, initial: true };
    const p3: Params = { title: rng.pick(CARD_TITLES), label: c, initial: false, commit_control: 'Save' };
    return [
      {
        template: 'toggle_state',
        instruction: `Tick the "${a}" checkbox.`,
        params: p1,
        difficulty: { bucket: 'easy', tier: 'L0', justification: 'One labelled checkbox, one click, state shown by the box itself.' },
        predicate: { kind: 'equals', field: 'checked', target: true },
        negatives: [],
        solution: [{ do: 'click', target: box(a) }],
      },
      {
        template: 'toggle_state',
        instruction: `Make sure "${b}" is not checked.`,
        params: p2,
        scene: { theme: 'dark' },
        difficulty: { bucket: 'easy', tier: 'L0', axes: { semantic_observability: 2 }, justification: 'Single checkbox that starts checked; the goal is phrased as a negation on a dark theme.' },
        predicate: { kind: 'equals', field: 'checked', target: false },
        negatives: [],
        solution: [{ do: 'click', target: box(b) }],
      },
      {
        template: 'toggle_state',
        instruction: `Turn on "${c}" and save the change.`,
        params: p3,
        scene: { placement: rng.pick(['top_left', 'top_right', 'bottom_left', 'bottom_right'] as const) },
        difficulty: { bucket: 'mid', tier: 'L1', axes: { depth_layering: 2, target_acquisition: 2 }, justification: 'The tick only counts once the Save button commits it; the card sits off-centre.' },
        predicate: { kind: 'equals', field: 'checked', target: true, commit: 'Save' },
        negatives: [
          { why: 'ticked but never saved', state: stateWith(model, p3, { checked: true }) },
          { why: 'saved while still unticked', state: stateWith(model, p3, { checked: false }, { commit: 'Save' }) },
        ],
        solution: [{ do: 'click', target: box(c) }, { do: 'click', target: save }],
      },
    ];
  },
});
