/**
 * Embedded calendar: a month view always on the page, no field and no popup. The user walks to
 * another month and picks a day, or only brings a month into view. antd's Calendar header is two
 * unnamed selects (year, month) that move its value to the same day of the chosen month, and its
 * cells are named by zero-padded day numbers, neighbouring months' days included; MUI's
 * DateCalendar and Mantine's inline DatePicker have the header arrows (Mantine's unnamed) and the
 * level views of their popup pickers. antd's Calendar always holds a date (the spec's today
 * until one is picked); MUI's and Mantine's start empty. State: `value` (YYYY-MM-DD or null) and
 * `month`, the month the day view shows (YYYY-MM), null while a year or decade view is open.
 */
import { z } from 'zod';
import { addDays, addMonths, daysInMonth, isoOf, longDate, monthTitle, parseIso } from '../../core/date';
import type { Library } from '../../core/ontology';
import type { ReferenceStep, Target } from '../../core/taskSpec';
import { dayTarget, isoDateParam, monthSteps } from '../../generator/cores/date';
import { defineFamily, type CoreTask } from '../../generator/family';
import { model } from './model';

export const params = z.strictObject({
  /** The page's today: the month an empty calendar shows. */
  today: isoDateParam,
  /** Date selected on load, or null for none (antd's Calendar always holds one). */
  initial: isoDateParam.nullable(),
});
export type Params = z.infer<typeof params>;

const PURPOSES = ['payday', 'launch date', 'kick-off meeting', 'site visit', 'delivery date', 'review day', 'team offsite', 'deadline'];
/** Months between the month on show and the goal's month, per bucket. */
const MONTHS_AWAY = { easy: [0, 1], mid: [2, 4], hard: [5, 11] } as const;

export const monthOf = (iso: string) => iso.slice(0, 7);

export default defineFamily<Params>({
  type: 'calendar_embedded',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['select_one', 'navigate_to'],
  baseAxes: { target_acquisition: 2, density_choice_interference: 2, semantic_observability: 2 },
  core(ctx): CoreTask<Params> {
    const { rng, bucket, library, template } = ctx;
    const year = 2026;
    const month = rng.int(1, 12);
    // Days up to the 28th: a header move then keeps the day, whatever the month.
    const today = isoOf({ year, month, day: rng.int(1, 28) });
    const picked = library === 'antd' || (bucket !== 'easy' && rng.next() < 0.5);
    const initial = picked ? addDays(today, rng.int(-6, 6)) : null;
    const shown = initial ?? today;
    const nowDay = parseIso(shown).day;
    const [lo, hi] = MONTHS_AWAY[bucket];
    const away = (template === 'navigate_to' ? Math.max(1, rng.int(lo, hi)) : rng.int(lo, hi)) * (rng.next() < 0.5 ? -1 : 1);
    const goalMonth = addMonths(isoOf({ ...parseIso(shown), day: 1 }), away);
    const walk = navigation(library, shown, goalMonth, ctx.frame);
    const axes = { target_acquisition: Math.abs(away) > 4 ? 1 : 0, feedback_dynamics: away !== 0 ? 1 : 0 };
    const months = `${Math.abs(away)} month${Math.abs(away) === 1 ? '' : 's'}`;

    if (template === 'navigate_to') {
      return {
        params: { today, initial },
        checks: [{ kind: 'equals', field: 'month', target: monthOf(goalMonth) }],
        goal: {
          text: `bring ${monthTitle(goalMonth)} into view in the calendar`,
          reference: `bring the month on the reference card into view in the calendar`,
        },
        solution: walk,
        wrong: [
          { why: 'a month short', fields: { month: monthOf(addMonths(goalMonth, away > 0 ? -1 : 1)) } },
          { why: 'the same month a year off', fields: { month: monthOf(addMonths(goalMonth, 12)) } },
        ],
        axes: { ...axes, precision_requirement: -1 },
        why: `${months} to walk, no day to pick`,
      };
    }

    const { year: gy, month: gm } = parseIso(goalMonth);
    // Not the day the header keeps: only a click on the day itself selects the goal.
    let target: string;
    do target = isoOf({ year: gy, month: gm, day: rng.int(1, daysInMonth(gy, gm)) }); while (parseIso(target).day === nowDay);
    return {
      params: { today, initial },
      checks: [{ kind: 'equals', field: 'value', target }],
      goal: {
        text: `select ${longDate(target)} in the calendar for the ${rng.pick(PURPOSES)}`,
        reference: `select the date on the reference card in the calendar`,
        mixed: `select the date on the reference card in the calendar (a day in ${monthTitle(target)})`,
      },
      solution: [...walk, { do: 'click', target: { ...calendarDay(library, target), within: ctx.frame } }],
      wrong: [
        { why: 'the same day a month off', fields: { value: addMonths(target, away >= 0 ? 1 : -1), month: monthOf(addMonths(target, away >= 0 ? 1 : -1)) } },
        { why: 'the day before', fields: { value: addDays(target, -1), month: monthOf(addDays(target, -1)) } },
      ],
      axes,
      why: away === 0 ? 'a day in the month on show' : `${months} to walk in the calendar, then a day`,
    };
  },
});

/**
 * From the month on show to the goal's month. antd: open a header select, move its active option
 * with the arrow keys (it opens on the current one) and take it with Enter — year first, then
 * month. MUI and Mantine: their popup calendars' header, scoped to the frame.
 */
function navigation(library: Library, shown: string, goal: string, frame: Target): ReferenceStep[] {
  if (library !== 'antd') {
    return monthSteps(library, shown, goal, frame).map((s) => (s.do === 'click' && !s.target.within ? { ...s, target: { ...s.target, within: frame } } : s));
  }
  const [a, b] = [parseIso(shown), parseIso(goal)];
  const select = (nth: number, moves: number): ReferenceStep[] => moves === 0 ? [] : [
    { do: 'click', target: { role: 'combobox', name: '', within: frame, nth } },
    ...Array.from({ length: Math.abs(moves) }, () => ({ do: 'keyboard_press' as const, key: moves > 0 ? 'ArrowDown' : 'ArrowUp' })),
    { do: 'keyboard_press', key: 'Enter' },
  ];
  return [...select(0, b.year - a.year), ...select(1, b.month - a.month)];
}

/** antd's Calendar names its cells "01".."31"; otherwise as in the popup pickers. */
const calendarDay = (library: Library, iso: string): Target => dayTarget(library, iso, { padded: library === 'antd' });

/** The state fields, as the renderers write them. */
export interface Fields { [k: string]: string | null; value: string | null; month: string | null }
