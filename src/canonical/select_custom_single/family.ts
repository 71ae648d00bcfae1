import { z } from 'zod';
import { defineFamily } from '../../generator/family';
import { singleChoiceCore } from '../../generator/cores/singleChoice';
import { model } from './model';

export const params = z.strictObject({
  label: z.string().min(1),
  options: z.array(z.string().min(1)).min(2),
  initial: z.string().nullable(),
  placeholder: z.string().optional(),
});
export type Params = z.infer<typeof params>;

export default defineFamily<Params>({
  type: 'select_custom_single',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['open_and_select'],
  baseAxes: { depth_layering: 2, density_choice_interference: 2 },
  core: (ctx) => singleChoiceCore(ctx, {
    params: (c) => ({ label: c.label, options: c.options, initial: c.initial, placeholder: 'Select…' }),
    solution({ options, initial, target, control }) {
      const open = { do: 'click' as const, target: control };
      if (ctx.library !== 'antd') return { solution: [open, { do: 'click', target: { role: 'option', name: target } }] };
      // antd's visible options are plain elements with no role or name (its ARIA listbox holds only
      // the options around the active one), so an accessibility-tree agent gets no id for them, as in
      // BrowserGym: the reference moves the active option with the arrow keys (antd opens on the
      // selected option, else the first) and a pointer clicks the option's text.
      const moves = options.indexOf(target) - (initial === null ? 0 : options.indexOf(initial));
      const arrows = Array.from({ length: Math.abs(moves) }, () => ({ do: 'keyboard_press' as const, key: moves > 0 ? 'ArrowDown' : 'ArrowUp' }));
      return {
        solution: [open, ...arrows, { do: 'keyboard_press', key: 'Enter' }],
        pointerSolution: [open, { do: 'click', target: { role: 'StaticText', name: target } }],
      };
    },
    why: ({ options }) => `${options.length} options in a popup list`,
  }),
});
