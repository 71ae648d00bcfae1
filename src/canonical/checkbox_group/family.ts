import { z } from 'zod';
import { defineFamily } from '../../generator/family';
import { OPTION_GROUPS } from '../../generator/cores/choiceSets';
import { labelSetCore } from '../../generator/cores/labelSet';
import { model } from './model';

export const params = z.strictObject({
  label: z.string().min(1),
  options: z.array(z.string().min(1)).min(2),
  initial: z.array(z.string().min(1)),
});
export type Params = z.infer<typeof params>;

export default defineFamily<Params>({
  type: 'checkbox_group',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['select_many', 'clear_reset'],
  baseAxes: { density_choice_interference: 2, target_acquisition: 2 },
  core(ctx) {
    const group = ctx.rng.pick(OPTION_GROUPS);
    const options = group.options.slice(0, ctx.bucket === 'easy' ? 4 : ctx.bucket === 'mid' ? 6 : 8);
    return labelSetCore<Params>(ctx, {
      label: group.label,
      options,
      field: 'selected',
      item: (name) => ({ role: 'checkbox', name }),
      words: { on: 'tick', off: 'untick', state: 'ticked', noun: 'option' },
      params: (initial) => ({ label: group.label, options, initial }),
    });
  },
});
