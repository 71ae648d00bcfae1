/**
 * Multi-select listbox: a long list of checkable rows in a bordered box that scrolls (shipping
 * countries, subtitle languages, accepted currencies, stocking warehouses); tasks leave exactly a
 * set of rows ticked, or none. antd's Checkbox.Group and Mantine's Checkbox.Group list the rows
 * as checkboxes; MUI's is its documented checkbox list, ListItemButtons each holding a Checkbox
 * labelled by the row's text. Every tick counts as it is made. Easy lists fit the box; longer
 * ones hide rows below its fold. State: `values`, the ticked rows in list order.
 */
import { SEARCH_LISTS } from '../../generator/cores/choiceSets';
import { labelSetFamily, labelSetParams, type LabelSetParams } from '../../generator/cores/labelSet';
import { model } from './model';

export const params = labelSetParams;
export type Params = LabelSetParams;

const SIZE = { easy: 6, mid: 12, hard: 20 } as const;

export default labelSetFamily({
  type: 'listbox_multi',
  model,
  baseAxes: { density_choice_interference: 2, target_acquisition: 2 },
  field: 'values',
  words: { on: 'tick', off: 'untick', state: 'ticked', noun: 'row' },
  group(ctx) {
    const list = ctx.rng.pick(SEARCH_LISTS);
    const kept = new Set(ctx.rng.sample(list.options, SIZE[ctx.bucket]));
    return { label: list.many, options: list.options.filter((o) => kept.has(o)) };
  },
  item: (_, name) => ({ role: 'checkbox', name }),
});
