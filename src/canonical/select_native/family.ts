/**
 * Native select: the browser's own <select> in each library's styling (MUI's NativeSelect, Mantine's
 * NativeSelect); tasks pick one option of a labelled list. Agents that act by element ids choose
 * the option with select_option, as BrowserGym's agents do; the option list is the browser's, not
 * the page's, so a pointer agent opens it and picks with the keyboard (typing the option's name,
 * then Enter), the way a person does in a list drawn outside the page. The choice counts at the
 * select's change. antd has no native select (it wraps none), so the type runs on MUI and Mantine.
 * State: `value`, the chosen option.
 */
import { defineFamily } from '../../generator/family';
import { singleChoiceCore, singleChoiceParams, type SingleChoiceParams } from '../../generator/cores/singleChoice';
import { model } from './model';

export const params = singleChoiceParams;
export type Params = SingleChoiceParams;

export default defineFamily<Params>({
  type: 'select_native',
  libraries: ['mui', 'mantine'],
  params,
  model,
  templates: ['open_and_select'],
  baseAxes: { density_choice_interference: 2 },
  core: (ctx) => singleChoiceCore(ctx, {
    params: (c) => ({ label: c.label, options: c.options, initial: c.initial }),
    solution: ({ target, control }) => ({
      solution: [{ do: 'select_option', target: control, option: target }],
      pointerSolution: [{ do: 'click', target: control }, { do: 'keyboard_type', text: target }, { do: 'keyboard_press', key: 'Enter' }],
    }),
    why: ({ options }) => `${options.length} options in the browser's own list`,
  }),
});
