/**
 * Shared pieces of the date types' task cores: the fewest clicks that take each library's popup
 * calendar from the month it opens on to another month, and how a day in it is addressed, with
 * the names each library ships.
 */
import { addMonths, daysInMonth, isoOf, longDate, monthGrid, monthsBetween, monthTitle, parseIso } from '../../core/date';
import type { Library } from '../../core/ontology';
import { z } from 'zod';
import type { Json } from '../../core/json';
import type { ReferenceStep, Target } from '../../core/taskSpec';
import type { CoreContext, CoreTask } from '../family';
import type { Rng } from '../rng';

/** A page's "today": a day of 2026, the year the date tasks are set around. */
export function pageToday(rng: Rng): string {
  const month = rng.int(1, 12);
  return isoOf({ year: 2026, month, day: rng.int(1, daysInMonth(2026, month)) });
}

/** A calendar date in params, as YYYY-MM-DD. */
export const isoDateParam = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const MONTH_ABBR = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const click = (target: Target): ReferenceStep => ({ do: 'click', target });
const times = (n: number, target: Target) => Array.from({ length: Math.abs(n) }, () => click(target));

/**
 * Clicks that move an open month view from `from`'s month to `to`'s, the shortest each library
 * offers (ties go to the header arrows):
 * - antd: month and year arrows in the day view, or its month panel ("Choose a month", year
 *   arrows, a month cell);
 * - MUI: month arrows, or its year view (a year radio keeps the month) and then arrows;
 * - Mantine: its unnamed month arrows (first and second button of the popup `popup`), or its
 *   year level (the header button, year arrows, a month button).
 * `arrowsOnly` keeps to the header arrows (antd's range popup has two month panels); `min` and
 * `max` are the picker's bounds, which MUI's year view keeps the month inside.
 */
export function monthSteps(library: Library, from: string, to: string, popup: Target, { arrowsOnly = false, min = null as string | null, max = null as string | null } = {}): ReferenceStep[] {
  const [a, b] = [parseIso(from), parseIso(to)];
  const months = (b.year - a.year) * 12 + (b.month - a.month);
  const years = b.year - a.year;
  const panels: ReferenceStep[][] = [];
  if (library === 'antd') {
    const arrows = [-1, 0, 1].map((r) => Math.round(months / 12) + r).map((y) => [
      ...times(y, { role: 'button', name: y < 0 ? 'Last year' : 'Next year' }),
      ...times(months - 12 * y, { role: 'button', name: months - 12 * y < 0 ? 'Previous month' : 'Next month' }),
    ]);
    panels.push(...arrows.sort((x, y) => x.length - y.length).slice(0, 1));
    if (months !== 0 && !arrowsOnly) panels.push([
      click({ role: 'button', name: 'Choose a month' }),
      ...times(years, { role: 'button', name: years < 0 ? 'Last year' : 'Next year' }),
      // The month panel's table has no header row: Chromium takes it for a layout table.
      click({ role: 'LayoutTableCell', name: MONTH_ABBR[b.month - 1] }),
    ]);
  } else if (library === 'mui') {
    panels.push(times(months, { role: 'button', name: months < 0 ? 'Previous month' : 'Next month' }));
    if (years !== 0) {
      // The year keeps the month, brought inside the picker's bounds.
      let landed = isoOf({ year: b.year, month: a.month, day: 1 });
      if (min && landed < min.slice(0, 8) + '01') landed = min.slice(0, 8) + '01';
      if (max && landed > max.slice(0, 8) + '01') landed = max.slice(0, 8) + '01';
      const rest = monthsBetween(landed, to);
      panels.push([
        click({ role: 'button', name: 'calendar view is open, switch to year view' }),
        click({ role: 'radio', name: String(b.year) }),
        ...times(rest, { role: 'button', name: rest < 0 ? 'Previous month' : 'Next month' }),
      ]);
    }
  } else {
    const arrow = (back: boolean): Target => ({ role: 'button', name: '', within: popup, nth: back ? 0 : 1 });
    panels.push(times(months, arrow(months < 0)));
    if (months !== 0) panels.push([
      click({ role: 'button', name: monthTitle(from), within: popup }),
      ...times(years, arrow(years < 0)),
      click({ role: 'button', name: MONTH_ABBR[b.month - 1], within: popup }),
    ]);
  }
  return panels.reduce((best, p) => (p.length < best.length ? p : best));
}

/**
 * The day `iso` in an open month view showing its month. antd names its cells by the day's number
 * (zero-padded in its Calendar: `padded`) and also shows the neighbouring months' days (weeks
 * start on Sunday), so a number can appear twice: the goal is the second when the leading days
 * hold it too (in a range popup, `shownFrom` is the left one of its two months). MUI shows this
 * month's days only; Mantine names each day by its full date.
 */
export function dayTarget(library: Library, iso: string, { padded = false, shownFrom = null as string | null } = {}): Target {
  const { day } = parseIso(iso);
  if (library === 'mantine') return { role: 'button', name: longDate(iso) };
  if (library === 'mui') return { role: 'gridcell', name: String(day) };
  // antd's range popup shows two months, from `shownFrom`'s.
  const grid = shownFrom ? [...monthGrid(shownFrom, 0), ...monthGrid(addMonths(shownFrom, 1), 0)] : monthGrid(iso, 0);
  const nth = grid.slice(0, grid.findIndex((c) => c.inMonth && c.iso === iso)).filter((c) => parseIso(c.iso).day === day).length;
  return { role: 'cell', name: padded ? String(day).padStart(2, '0') : String(day), ...(nth ? { nth } : {}) };
}

/** A date field's clear button: antd's and MUI's are named "Clear", Mantine's has no name. */
export const clearButton = (library: Library): Target => ({ role: 'button', name: library === 'mantine' ? '' : 'Clear' });

/**
 * The clear task of a date or time field holding `held`: its clear button empties it. Near
 * misses: the field left as it was, or `another` value put in instead (`how`: "picked", "typed").
 */
export function clearFieldTask<P>(ctx: CoreContext, o: {
  params: P; what: string; noun: 'date' | 'time'; held: Json; another: Json; how: string; axes: CoreTask<P>['axes'];
}): CoreTask<P> {
  return {
    params: o.params,
    checks: [{ kind: 'equals', field: 'value', target: null }],
    goal: { text: `clear the ${o.what} so that no ${o.noun} is set`, reference: `clear the ${o.what} so it matches the reference card` },
    solution: [{ do: 'click', target: ctx.scope(clearButton(ctx.library)) }],
    wrong: [{ why: 'left as it was', fields: { value: o.held } }, { why: `another ${o.noun} ${o.how} instead`, fields: { value: o.another } }],
    axes: o.axes,
    why: ctx.library === 'antd' ? 'a clear icon shown on hover' : 'a clear button in the field',
  };
}
