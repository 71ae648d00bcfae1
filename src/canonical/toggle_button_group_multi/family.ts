import { z } from 'zod';
import { defineFamily } from '../../generator/family';
import { TOGGLE_BARS } from '../../generator/cores/choiceSets';
import { labelSetCore } from '../../generator/cores/labelSet';
import { model } from './model';

export const params = z.strictObject({
  label: z.string().min(1),
  options: z.array(z.string().min(1)).min(2),
  initial: z.array(z.string().min(1)),
});
export type Params = z.infer<typeof params>;

export default defineFamily<Params>({
  type: 'toggle_button_group_multi',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['select_many', 'clear_reset'],
  baseAxes: { density_choice_interference: 2, target_acquisition: 2, semantic_observability: 2 },
  core(ctx) {
    const bar = ctx.rng.pick(TOGGLE_BARS);
    const options = bar.options.slice(0, ctx.bucket === 'easy' ? 4 : ctx.bucket === 'mid' ? 5 : 7);
    // Mantine's toggle bar is a group of chips: checkboxes with a zero-size input, reached through
    // their label text. The others are buttons with a pressed state.
    const role = ctx.library === 'mantine' ? 'StaticText' : 'button';
    return labelSetCore<Params>(ctx, {
      label: bar.label,
      options,
      field: 'pressed',
      item: (name) => ({ role, name }),
      words: { on: 'turn on', off: 'turn off', state: 'turned on', noun: 'button' },
      params: (initial) => ({ label: bar.label, options, initial }),
    });
  },
});
