import { z } from 'zod';
import { defineFamily, frameShape, stateWith } from '../../generator/family';
import { CARD_TITLES, SETTING_LABELS } from '../../generator/pools';
import { model } from './model';

export const params = z.strictObject({ ...frameShape, label: z.string().min(1), initial: z.boolean() });
export type Params = z.infer<typeof params>;

export default defineFamily<Params>({
  type: 'switch',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  drafts(rng) {
    const [a, b, c] = rng.sample(SETTING_LABELS, 3);
    const sw = (label: string) => ({ role: 'switch', name: label });
    const p1: Params = { title: rng.pick(CARD_TITLES), label: a, initial: false };
    const p2: Params = { title: rng.pick(CARD_TITLES), label: b, initial: true };
    const p3: Params = { title: rng.pick(CARD_TITLES), label: c, initial: false, commit_control: 'Apply' };
    return [
      {
        template: 'toggle_state',
        instruction: `Switch "${a}" on.`,
        params: p1,
        difficulty: { bucket: 'easy', tier: 'L0', justification: 'One labelled switch, flipped with a single click.' },
        predicate: { kind: 'equals', field: 'checked', target: true },
        negatives: [],
        solution: [{ do: 'click', target: sw(a) }],
      },
      {
        template: 'toggle_state',
        instruction: `Turn off the "${b}" switch.`,
        params: p2,
        scene: { theme: 'dark', placement: rng.pick(['top_left', 'bottom_right'] as const) },
        difficulty: { bucket: 'easy', tier: 'L1', axes: { target_acquisition: 2, semantic_observability: 2 }, justification: 'Switch starts on; dark theme and an off-centre card make the on/off state less obvious.' },
        predicate: { kind: 'equals', field: 'checked', target: false },
        negatives: [],
        solution: [{ do: 'click', target: sw(b) }],
      },
      {
        template: 'toggle_state',
        instruction: `Enable "${c}", then apply it.`,
        params: p3,
        difficulty: { bucket: 'mid', tier: 'L1', axes: { depth_layering: 2 }, justification: 'Flipping the switch is not enough: the Apply button must commit it.' },
        predicate: { kind: 'equals', field: 'checked', target: true, commit: 'Apply' },
        negatives: [
          { why: 'switched on but not applied', state: stateWith(model, p3, { checked: true }) },
          { why: 'applied while still off', state: stateWith(model, p3, { checked: false }, { commit: 'Apply' }) },
        ],
        solution: [{ do: 'click', target: sw(c) }, { do: 'click', target: { role: 'button', name: 'Apply' } }],
      },
    ];
  },
});
