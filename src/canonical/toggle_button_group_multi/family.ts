import { TOGGLE_BARS } from '../../generator/cores/choiceSets';
import { labelSetFamily, labelSetParams, type LabelSetParams } from '../../generator/cores/labelSet';
import { model } from './model';

export const params = labelSetParams;
export type Params = LabelSetParams;

export default labelSetFamily({
  type: 'toggle_button_group_multi',
  model,
  baseAxes: { density_choice_interference: 2, target_acquisition: 2, semantic_observability: 2 },
  field: 'pressed',
  words: { on: 'turn on', off: 'turn off', state: 'turned on', noun: 'button' },
  group(ctx) {
    const bar = ctx.rng.pick(TOGGLE_BARS);
    return { label: bar.label, options: bar.options.slice(0, ctx.bucket === 'easy' ? 4 : ctx.bucket === 'mid' ? 5 : 7) };
  },
  // Mantine's toggle bar is a group of chips: checkboxes with a zero-size input, reached through
  // the label that holds their text. The others are buttons with a pressed state.
  item: (ctx, name) => ({ role: ctx.library === 'mantine' ? 'LabelText' : 'button', name }),
});
