/**
 * virtual_list: a list of hundreds to a couple of thousand items (contacts, tickets, hosts) that
 * renders only the rows in view, each with a radio (choose one) or a checkbox (choose several).
 * antd's Listy virtualizes itself; MUI's List and Mantine's ScrollArea are virtualized with
 * @tanstack/react-virtual, as both libraries' docs suggest. An item far down is absent from the
 * DOM and the accessibility tree until the list is scrolled near it, so agents must scroll the
 * list itself (not the page) and recognise the item when it appears. Some lists have a search box
 * that narrows the items. The state is the labels selected.
 */
import { z } from 'zod';
import type { Target } from '../../core/taskSpec';
import { quoted } from '../../generator/cores/files';
import { defineFamily, type CoreContext } from '../../generator/family';
import type { Rng } from '../../generator/rng';
import { LIST_THEMES, listItems, themeNoun, themeSize, type ListItem, type ListTheme } from '../../env/kit/virtualItems';
import { model } from './model';

export const params = z.strictObject({
  theme: z.enum(LIST_THEMES),
  /** The items are drawn from this seed (env/kit/virtualItems.ts), the same in the page and here. */
  seed: z.number().int().min(1),
  count: z.number().int().min(20),
  /** Checkboxes (several) or radios (one). */
  multiple: z.boolean(),
  /** Whether a search box above the list narrows it. */
  searchBox: z.boolean(),
  initial: z.array(z.string().min(1)),
});
export type Params = z.infer<typeof params>;

/** Rows a list shows without scrolling, at least (about seven fit its height). */
const IN_VIEW = 5;

const BUCKETS = {
  easy: { count: [100, 200], at: [0, IN_VIEW - 1] },
  mid: { count: [300, 480], at: [IN_VIEW, 120] },
  hard: { count: [800, 1400], at: [200, 1399] },
} as const;

/** A label that reads like the target: its digits swapped (TCK-1042, TCK-1024), else its neighbour in the list. */
function lookAlike(items: readonly ListItem[], i: number): number {
  const label = items[i].label;
  const swapped = items.findIndex((x, j) => j !== i && x.label.length === label.length && [...x.label].filter((c, k) => c !== label[k]).length === 2 && [...x.label].sort().join() === [...label].sort().join());
  return swapped >= 0 ? swapped : i + 1 < items.length ? i + 1 : i - 1;
}

/** `n` distinct item positions drawn in [lo, hi], in list order. */
function positions(rng: Rng, n: number, lo: number, hi: number): number[] {
  const out = new Set<number>();
  while (out.size < n) out.add(rng.int(lo, hi));
  return [...out].sort((a, b) => a - b);
}

export default defineFamily<Params>({
  type: 'virtual_list',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['select_one', 'select_many', 'search_and_select', 'clear_reset', 'toggle_state'],
  baseAxes: { target_acquisition: 2, semantic_observability: 2 },
  core(ctx) {
    const { rng, bucket, template } = ctx;
    const b = BUCKETS[bucket];
    const themes = LIST_THEMES.filter((t) => themeSize(t) >= b.count[1]);
    const theme: ListTheme = rng.pick(themes);
    const seed = rng.int(1, 2 ** 31 - 1);
    const count = rng.int(b.count[0], b.count[1]);
    const items = listItems(theme, seed, count);
    const noun = themeNoun(theme);
    const hi = Math.min(b.at[1], count - 1);
    const multiple = template !== 'select_one' && !(template === 'search_and_select' && bucket !== 'hard');
    const search = template === 'search_and_select';
    const n = !multiple ? 1 : bucket === 'easy' ? 2 : 3;
    const role = multiple ? 'checkbox' : 'radio';
    const item = (i: number): Target => ctx.scope({ role, name: items[i].label });
    const labels = (is: readonly number[]) => is.map((i) => items[i].label);

    // Clicks on items in list order from the top; an item more than a view below the last one
    // reached carries how to scroll to it (see ReferenceStep `seek`).
    const clicks = (is: readonly number[]) => {
      let at = 0;
      return is.map((i) => {
        const seek = i - at >= IN_VIEW ? { from: item(at), next: item(at + 1), rows: i - at } : undefined;
        at = i;
        return { do: 'click' as const, target: item(i), ...(seek ? { seek } : {}) };
      });
    };

    let initial: number[] = [];
    let target: number[];
    let solution;
    let text: string;
    let reference: string;
    if (template === 'clear_reset') {
      initial = positions(rng, n, bucket === 'easy' ? 0 : b.at[0], hi);
      target = [];
      solution = clicks(initial);
      text = `uncheck every checked item in the ${noun} list so that none is checked`;
      reference = `uncheck every checked item in the ${noun} list`;
    } else if (template === 'toggle_state') {
      const [keep, off, on] = rng.shuffle(positions(rng, 3, bucket === 'easy' ? 0 : b.at[0], hi));
      initial = [keep, off].sort((x, y) => x - y);
      target = [keep, on].sort((x, y) => x - y);
      solution = clicks([off, on].sort((x, y) => x - y));
      text = `uncheck "${items[off].label}" and check "${items[on].label}", leaving the rest as they are`;
      reference = `make the checked ${noun} the ones in the reference picture`;
    } else {
      target = positions(rng, n, bucket === 'easy' ? 0 : b.at[0], hi);
      if (!multiple && bucket !== 'easy' && !search) initial = [lookAlike(items, target[0])];
      const box = ctx.scope({ role: 'textbox', name: `Search ${noun}` });
      solution = search ? target.flatMap((i) => [{ do: 'fill' as const, target: box, text: items[i].label }, { do: 'click' as const, target: item(i) }]) : clicks(target);
      const verb = multiple ? 'check' : 'choose';
      text = `${search ? 'use the search box to find and ' : ''}${verb} ${quoted(labels(target))} in the ${noun} list`;
      reference = `${verb} the ${noun} shown in the reference picture`;
    }
    const deepest = Math.max(0, ...initial, ...target);
    const twin = lookAlike(items, target[0] ?? initial[0]);
    const wrong = [
      { why: 'nothing changed', fields: { selected: labels(initial) } },
      { why: `"${items[twin].label}" instead`, fields: { selected: labels([...new Set([...target.slice(1), twin])]) } },
      ...(target.length > 1 ? [{ why: 'one item short', fields: { selected: labels(target.slice(1)) } }] : []),
    ].filter((w) => JSON.stringify([...w.fields.selected].sort()) !== JSON.stringify(labels(target).sort()));
    return {
      params: { theme, seed, count, multiple, searchBox: search, initial: labels(initial) },
      checks: [{ kind: 'set_equals', field: 'selected', target: labels(target) }],
      goal: { text, reference },
      solution,
      wrong,
      axes: {
        target_acquisition: deepest >= 200 ? 2 : deepest >= IN_VIEW ? 1 : 0,
        disambiguation_load: bucket === 'hard' ? 2 : 1,
        precision_requirement: solution.length > 2 ? 1 : 0,
      },
      why: `${solution.length} action${solution.length > 1 ? 's' : ''} in a list of ${count} rendered a view at a time${deepest >= IN_VIEW && !search ? `, row ${deepest + 1} far below the first view` : ''}${search ? ', narrowed by search' : ''}`,
    };
  },
});
