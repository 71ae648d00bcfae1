/**
 * Single date picker: a field that opens a month view in a popup; the user walks months with the
 * header arrows and picks a day, which commits and closes the popup. antd names its day cells by
 * number only, the neighbouring months' days included (the reference tells two "30"s apart by
 * order), MUI's grid shows this month's days only, and Mantine names each day button by its full
 * date. "Today" (the month a picker opens on without a value) comes from the spec. State: `value`,
 * YYYY-MM-DD or null. Harder buckets put the goal more months away from where the popup opens.
 */
import { z } from 'zod';
import { addDays, addMonths, daysInMonth, isoOf, longDate, monthTitle, parseIso, shortDate } from '../../core/date';
import type { Library } from '../../core/ontology';
import type { Target } from '../../core/taskSpec';
import { clearFieldTask, dayTarget, isoDateParam, monthSteps, pageToday } from '../../generator/cores/date';
import { inSentence } from '../../generator/cores/named';
import { defineFamily, type CoreTask } from '../../generator/family';
import { model } from './model';

export const params = z.strictObject({
  label: z.string().min(1),
  /** The page's today: the month an empty picker opens on. */
  today: isoDateParam,
  /** Date on load, or null for an empty field. */
  initial: isoDateParam.nullable(),
});
export type Params = z.infer<typeof params>;

const LABELS = ['Delivery date', 'Start date', 'Due date', 'Renewal date', 'Follow-up date', 'Pickup date', 'Invoice date', 'Review date'];
/** Months between where the popup opens and the goal's month, per bucket. */
const MONTHS_AWAY = { easy: [0, 0], mid: [1, 3], hard: [4, 9] } as const;

export default defineFamily<Params>({
  type: 'date_picker_single',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['open_and_select', 'clear_reset'],
  baseAxes: { depth_layering: 2, target_acquisition: 2, semantic_observability: 2 },
  core(ctx): CoreTask<Params> {
    const { rng, bucket, library, template } = ctx;
    const label = rng.pick(LABELS);
    const what = inSentence(label);
    const today = pageToday(rng);

    if (template === 'clear_reset') {
      const initial = addDays(today, rng.int(-20, 20));
      return clearFieldTask(ctx, { params: { label, today, initial }, what, noun: 'date', held: initial, another: addDays(initial, 1), how: 'picked', axes: { target_acquisition: -1 } });
    }

    const [lo, hi] = MONTHS_AWAY[bucket];
    const initial = bucket === 'easy' || rng.next() < 0.5 ? null : addDays(today, rng.int(-10, 10));
    const opensOn = initial ?? today;
    const away = rng.int(lo, hi) * (rng.next() < 0.5 ? -1 : 1);
    const goalMonth = addMonths(opensOn, away);
    const { year: gy, month: gm } = parseIso(goalMonth);
    let target: string;
    do target = isoOf({ year: gy, month: gm, day: rng.int(1, daysInMonth(gy, gm)) }); while (target === initial);
    return {
      params: { label, today, initial },
      checks: [{ kind: 'equals', field: 'value', target }],
      goal: {
        text: `set the ${what} to ${longDate(target)}`,
        reference: `set the ${what} to the date on the reference card`,
        mixed: `set the ${what} to the date on the reference card (a day in ${monthTitle(target)})`,
      },
      solution: [{ do: 'click', target: ctx.scope(pickerTrigger(library, label, initial)) }, ...monthSteps(library, opensOn, target, { role: 'dialog', name: label }), { do: 'click', target: dayTarget(library, target) }],
      wrong: [
        { why: 'the same day a month off', fields: { value: addMonths(target, away >= 0 ? 1 : -1) } },
        { why: 'the day after', fields: { value: addDays(target, 1) } },
      ],
      axes: { target_acquisition: Math.abs(away) > 3 ? 1 : 0, feedback_dynamics: Math.abs(away) > 0 ? 1 : 0 },
      why: away === 0 ? 'a day in the month the popup opens on' : `${Math.abs(away)} month${Math.abs(away) > 1 ? 's' : ''} to walk in the popup, then a day`,
    };
  },
});

/** The control that opens the popup: antd's text field, MUI's calendar button (named with the date it holds), Mantine's field button. */
function pickerTrigger(library: Library, label: string, value: string | null): Target {
  if (library === 'antd') return { role: 'textbox', name: label };
  if (library === 'mui') return { role: 'button', name: value ? `Choose date, selected date is ${shortDate(value)}` : 'Choose date' };
  return { role: 'button', name: label };
}
