/**
 * Multi-select dropdown: a labelled select whose popup list takes several options, shown as chips
 * in the field (antd's Select in multiple mode, MUI's Select multiple with chips, Mantine's
 * MultiSelect). Tasks choose an exact set or clear it; a pick toggles its option and the list stays
 * open for the next. Every pick counts as it is made, as in the libraries' own change events; a
 * commit control beyond it is reached after Escape closes the list. antd's list shows its options
 * as plain elements (its ARIA listbox holds only the options around the active one), so agents
 * type an option's name into the field's search and press Enter, which toggles the one option
 * left (a pointer could click the option's text, but the chip of a chosen option shows the same
 * text in the field). State: `values`, the chosen options in list order.
 */
import type { ReferenceStep } from '../../core/taskSpec';
import { OPTION_GROUPS } from '../../generator/cores/choiceSets';
import { labelSetCore, labelSetParams, type LabelSetParams } from '../../generator/cores/labelSet';
import { defineFamily } from '../../generator/family';
import { model } from './model';

export const params = labelSetParams;
export type Params = LabelSetParams;

export default defineFamily<Params>({
  type: 'select_custom_multi',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['select_many', 'clear_reset'],
  baseAxes: { depth_layering: 2, density_choice_interference: 2 },
  core(ctx) {
    const group = ctx.rng.pick(OPTION_GROUPS);
    const options = group.options.slice(0, ctx.bucket === 'easy' ? 5 : ctx.bucket === 'mid' ? 6 : 8);
    const core = labelSetCore(ctx, {
      label: group.label, options, field: 'values',
      words: { on: 'select', off: 'remove', state: 'selected', noun: 'option' },
      item: (name) => ({ role: 'option', name }),
      inPopup: true,
      params: (initial) => ({ label: group.label, options, initial }),
    });
    const open: ReferenceStep = { do: 'click', target: ctx.scope({ role: 'combobox', name: group.label }) };
    const picks = core.solution.flatMap((s): ReferenceStep[] => {
      if (ctx.library !== 'antd' || s.do !== 'click') return [s];
      const { name } = s.target;
      // Typing the whole name must leave this option alone in antd's filtered list.
      if (options.some((o) => o !== name && o.toLowerCase().includes(name.toLowerCase()))) throw new Error(`select_custom_multi: "${name}" is part of another option's name`);
      return [{ do: 'keyboard_type', text: name }, { do: 'keyboard_press', key: 'Enter' }];
    });
    return {
      ...core,
      solution: [open, ...picks],
      tidy: [{ do: 'keyboard_press', key: 'Escape' }],
      why: `${core.why} in a popup list that stays open`,
    };
  },
});
