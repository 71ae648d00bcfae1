import { z } from 'zod';
import { defineFamily } from '../../generator/family';
import { CHOICE_SETS } from '../../generator/pools';
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
  core(ctx) {
    const { rng } = ctx;
    const set = rng.pick(CHOICE_SETS);
    const options = [...set.options];
    const initial = rng.next() < 0.4 ? options[0] : null;
    const target = rng.pick(options.filter((o) => o !== initial));
    const wrong = rng.pick(options.filter((o) => o !== target && o !== initial));
    const noun = set.label.toLowerCase();
    const open = { do: 'click' as const, target: ctx.scope({ role: 'combobox', name: set.label }) };
    // antd's visible options are plain elements with no role or name (its ARIA listbox holds only
    // the options around the active one), so an accessibility-tree agent gets no id for them, as in
    // BrowserGym: the reference moves the active option with the arrow keys (antd opens on the
    // selected option, else the first) and a pointer clicks the option's text.
    const moves = options.indexOf(target) - (initial === null ? 0 : options.indexOf(initial));
    const arrows = Array.from({ length: Math.abs(moves) }, () => ({ do: 'keyboard_press' as const, key: moves > 0 ? 'ArrowDown' : 'ArrowUp' }));
    const antd = ctx.library === 'antd';
    return {
      params: { label: set.label, options, initial, placeholder: 'Select…' },
      checks: [{ kind: 'equals', field: 'value', target }],
      goal: {
        text: `select "${target}" as the ${noun}`,
        reference: `select the ${noun} shown in the reference picture`,
        mixed: `select the ${noun} shown in the reference picture (it starts with "${target[0]}")`,
      },
      solution: antd
        ? [open, ...arrows, { do: 'keyboard_press', key: 'Enter' }]
        : [open, { do: 'click', target: { role: 'option', name: target } }],
      ...(antd ? { pointerSolution: [open, { do: 'click', target: { role: 'StaticText', name: target } }] } : {}),
      wrong: [{ why: `chose "${wrong}"`, fields: { value: wrong } }],
      axes: { density_choice_interference: options.length > 5 ? 1 : 0 },
      why: `${options.length} options in a popup list`,
    };
  },
});
