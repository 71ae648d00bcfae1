import { OPTION_GROUPS } from '../../generator/cores/choiceSets';
import { labelSetFamily, labelSetParams, type LabelSetParams } from '../../generator/cores/labelSet';
import { model } from './model';

export const params = labelSetParams;
export type Params = LabelSetParams;

export default labelSetFamily({
  type: 'checkbox_group',
  model,
  baseAxes: { density_choice_interference: 2, target_acquisition: 2 },
  field: 'selected',
  words: { on: 'tick', off: 'untick', state: 'ticked', noun: 'option' },
  group(ctx) {
    const group = ctx.rng.pick(OPTION_GROUPS);
    return { label: group.label, options: group.options.slice(0, ctx.bucket === 'easy' ? 4 : ctx.bucket === 'mid' ? 6 : 8) };
  },
  item: (_, name) => ({ role: 'checkbox', name }),
});
