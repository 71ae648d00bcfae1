/**
 * Select with search: a long alphabetical list (countries, languages, currencies, warehouses) in
 * a select whose field filters it as one types (antd's Select with showSearch, MUI's Autocomplete,
 * Mantine's searchable Select). Easy lists are a dozen names with no look-alikes; hard lists are
 * whole, and the target has look-alikes that the same search keeps ("Niger" and "Nigeria",
 * "Guinea" inside three other names). The reference replaces the field's text with the name and
 * picks it among what remains. antd's list shows its options as plain elements (its ARIA listbox
 * holds only the options around the active one), so there Enter picks the active option: antd
 * makes active the first option that begins with the search, which in an alphabetical list is the
 * whole name itself. The choice counts when it is picked; typed text alone never does. State:
 * `value`, the chosen option.
 */
import { z } from 'zod';
import { SEARCH_LISTS } from '../../generator/cores/choiceSets';
import { singleChoiceCore, type ChoicePick } from '../../generator/cores/singleChoice';
import { defineFamily, type CoreContext } from '../../generator/family';
import { model } from './model';

export const params = z.strictObject({
  label: z.string().min(1),
  options: z.array(z.string().min(1)).min(2),
  initial: z.string().nullable(),
});
export type Params = z.infer<typeof params>;

const lower = (s: string) => s.toLowerCase();
/** Options a reader could take for `name`: one inside the other, or sharing a word of four letters or more. */
function lookAlikes(options: readonly string[], name: string): string[] {
  const words = (s: string) => new Set(lower(s).split(/[^a-z]+/).filter((w) => w.length >= 4));
  const own = words(name);
  return options.filter((o) => o !== name && (lower(o).includes(lower(name)) || lower(name).includes(lower(o)) || [...words(o)].some((w) => own.has(w))));
}

function pickSearchList(ctx: CoreContext): ChoicePick {
  const { rng, bucket } = ctx;
  const list = rng.pick(SEARCH_LISTS);
  const all: string[] = [...list.options];
  let options: string[];
  let target: string;
  if (bucket === 'hard') {
    options = all;
    target = rng.pick(all.filter((o) => lookAlikes(all, o).length >= 1));
  } else {
    // A shorter list; easy ones keep no look-alike of the target.
    target = rng.pick(all);
    const others = all.filter((o) => o !== target && (bucket === 'mid' || !lookAlikes(all, target).includes(o)));
    options = all.filter((o) => o === target || rng.sample(others, bucket === 'easy' ? 11 : 19).includes(o));
  }
  const twins = lookAlikes(options, target);
  const initial = rng.next() < 0.4 ? rng.pick(options.filter((o) => o !== target && !twins.includes(o))) : null;
  const wrong = twins.length ? rng.pick(twins) : rng.pick(options.filter((o) => o !== target && o !== initial));
  return { label: list.label, options, initial, target, wrong };
}

export default defineFamily<Params>({
  type: 'select_with_search',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['search_and_select', 'open_and_select'],
  baseAxes: { depth_layering: 2, density_choice_interference: 2 },
  core: (ctx) => singleChoiceCore(ctx, {
    pick: pickSearchList,
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
