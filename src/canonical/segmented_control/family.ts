import { z } from 'zod';
import { defineFamily } from '../../generator/family';
import { SEGMENT_SETS } from '../../generator/cores/choiceSets';
import { model } from './model';

export const params = z.strictObject({
  label: z.string().min(1),
  options: z.array(z.string().min(1)).min(2),
  initial: z.string().min(1),
  /** Segments stacked top to bottom (when a row of them would not fit the card). */
  vertical: z.boolean(),
});
export type Params = z.infer<typeof params>;

export default defineFamily<Params>({
  type: 'segmented_control',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['select_one'],
  baseAxes: { density_choice_interference: 2, target_acquisition: 2 },
  core(ctx) {
    const { rng } = ctx;
    const set = rng.pick(SEGMENT_SETS);
    const options: string[] = set.options.slice(0, ctx.bucket === 'easy' ? 3 : ctx.bucket === 'mid' ? 4 : rng.int(5, set.options.length));
    // Rough width of a row of segments at the default size; a card's content is about 340 px wide.
    const vertical = options.reduce((w, o) => w + o.length * 7.5 + 28, 0) > 320;
    const initial = rng.pick(options);
    const target = rng.pick(options.filter((o) => o !== initial));
    // A neighbour of the target is the likeliest slip.
    const at = options.indexOf(target);
    const wrong = options[at + 1] ?? options[at - 1];
    const noun = set.label.toLowerCase();
    return {
      params: { label: set.label, options, initial, vertical },
      checks: [{ kind: 'equals', field: 'value', target }],
      goal: {
        text: `switch ${noun} to "${target}"`,
        reference: `switch ${noun} to the segment shown in the reference picture`,
        mixed: `switch ${noun} to the segment shown in the reference picture (it starts with "${target[0]}")`,
      },
      // antd and Mantine keep the radio itself out of reach (a zero-size input in a label that
      // holds the segment's text): the label is what a person clicks. MUI's segments are buttons.
      solution: [{ do: 'click', target: ctx.scope(ctx.library === 'mui' ? { role: 'button', name: target } : { role: 'LabelText', name: target }) }],
      wrong: [{ why: `switched to "${wrong}"`, fields: { value: wrong } }],
      axes: { density_choice_interference: options.length > 5 ? 1 : 0 },
      why: `${options.length} adjoining segments${vertical ? ' in a column' : ''}, one selected at a time`,
    };
  },
});
