/**
 * Select with search: a long alphabetical list (countries, languages, currencies, warehouses) in
 * a select whose field filters it as one types (antd's Select with showSearch, MUI's Autocomplete,
 * Mantine's searchable Select). Easy lists are a dozen names with no look-alikes; hard lists are
 * whole, and the target has look-alikes that the same search keeps ("Niger" and "Nigeria",
 * "Guinea" inside three other names). The reference replaces the field's text with the name and
 * picks it among what remains. antd's list shows its options as plain elements (its ARIA listbox
 * holds only the options around the active one), so there Enter picks the active option: antd
 * makes active the first option that begins with the search, which in an alphabetical list is the
 * whole name itself (Tab picks it too). The choice counts when it is picked; typed text alone
 * never does. State: `value`, the chosen option.
 */
import { lookAlikes, pickLongList, singleChoiceCore, singleChoiceParams, type SingleChoiceParams } from '../../generator/cores/singleChoice';
import { defineFamily } from '../../generator/family';
import { model } from './model';

export const params = singleChoiceParams;
export type Params = SingleChoiceParams;

const lower = (s: string) => s.toLowerCase();

export default defineFamily<Params>({
  type: 'select_with_search',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['search_and_select', 'open_and_select'],
  baseAxes: { depth_layering: 2, density_choice_interference: 2 },
  core: (ctx) => singleChoiceCore(ctx, {
    pick: (c) => pickLongList(c, { easy: 12, mid: 20 }),
    params: (c) => ({ label: c.label, options: c.options, initial: c.initial }),
    solution({ options, target, control }) {
      const search = { do: 'fill' as const, target: control, text: target };
      if (ctx.library !== 'antd') return { solution: [search, { do: 'click', target: { role: 'option', name: target } }] };
      if (options.find((o) => lower(o).startsWith(lower(target))) !== target) throw new Error(`select_with_search: the list is not alphabetical before "${target}"`);
      return { solution: [search, { do: 'keyboard_press', key: 'Enter' }] };
    },
    why: ({ options, target }) => {
      const twins = lookAlikes(options, target).length;
      return `${options.length} options to search${twins ? `, ${twins} look-alike${twins > 1 ? 's' : ''} of the target` : ''}`;
    },
  }),
});
