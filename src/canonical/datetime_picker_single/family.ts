/**
 * Single date-time picker: a field whose popup holds a month view and the time of day; the user
 * walks months, picks a day, sets the time and accepts. antd's popup sets the month view beside
 * scrolling hour and minute columns and takes an OK; MUI's sets the month grid beside hour and
 * minute listboxes and takes an OK; Mantine's puts a time field (spin buttons) under the month
 * view and takes its submit button. "Today" comes from the spec. State: `value`,
 * YYYY-MM-DDTHH:mm, or null. Harder buckets put the day more months away, step minutes by one,
 * and write the time on the other clock than the one the picker shows.
 */
import { z } from 'zod';
import { addDays, addMonths, daysInMonth, isoOf, monthTitle, parseIso, shortDate } from '../../core/date';
import { dateTimeOf, dateTimeWords, splitDateTime } from '../../core/dateTime';
import type { Library } from '../../core/ontology';
import type { ReferenceStep, Target } from '../../core/taskSpec';
import type { Hms } from '../../core/time';
import { clearFieldTask, dayTarget, isoDateParam, monthSteps, pageToday } from '../../generator/cores/date';
import { inSentence } from '../../generator/cores/named';
import { acceptTime, dateTimeParam, mantineTimeFills, pickerClock, pickerClockParams, timeCells, type ClockPlan } from '../../generator/cores/time';
import { defineFamily, type CoreTask } from '../../generator/family';
import { model } from './model';

export const params = z.strictObject({
  label: z.string().min(1),
  /** The page's today: the month an empty picker opens on. */
  today: isoDateParam,
  ...pickerClockParams,
  /** Date and time on load, or null for an empty field. */
  initial: dateTimeParam.nullable(),
});
export type Params = z.infer<typeof params>;

const LABELS = ['Appointment time', 'Meeting start', 'Publish time', 'Departure time', 'Reminder', 'Delivery slot', 'Kick-off time', 'Maintenance start'];

type Plan = ClockPlan & { away: [number, number] };
/** Months between where the popup opens and the goal, the picker's clock and minute step, and how the instruction writes the time. */
const PLANS: Record<'easy' | 'mid' | 'hard', Plan[]> = {
  easy: [{ away: [0, 0], format: 'HH:mm', minuteStep: 15, said: 'clock24' }, { away: [0, 0], format: 'HH:mm', minuteStep: 5, said: 'clock24' }],
  mid: [{ away: [1, 3], format: 'HH:mm', minuteStep: 5, said: 'clock24' }, { away: [0, 2], format: 'hh:mm A', minuteStep: 5, said: 'clock12' }, { away: [1, 2], format: 'HH:mm', minuteStep: 15, said: 'clock12' }],
  hard: [{ away: [4, 9], format: 'HH:mm', minuteStep: 1, said: 'clock12' }, { away: [3, 7], format: 'hh:mm A', minuteStep: 1, said: 'clock24' }, { away: [4, 8], format: 'HH:mm', minuteStep: 5, said: 'clock12' }],
};

export default defineFamily<Params>({
  type: 'datetime_picker_single',
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
    const plan = rng.pick(PLANS[bucket]);
    const { format, minuteStep, said, converting } = pickerClock(library, plan);
    const t: Hms = { h: converting ? rng.int(13, 23) : rng.int(7, 21), m: minuteStep * rng.int(1, 60 / minuteStep - 1), s: 0 };
    const otherT: Hms = { h: (t.h + rng.int(2, 9)) % 24, m: minuteStep * rng.int(0, 60 / minuteStep - 1), s: 0 };

    if (template === 'clear_reset') {
      const initial = dateTimeOf(addDays(today, rng.int(-20, 20)), otherT);
      return clearFieldTask(ctx, { params: { label, today, format, minuteStep, initial }, what, noun: 'date', held: initial, another: dateTimeOf(today, t), how: 'picked', axes: { target_acquisition: -1 } });
    }

    const initial = bucket === 'easy' || rng.next() < 0.5 ? null : dateTimeOf(addDays(today, rng.int(-10, 10)), otherT);
    const opensOn = initial ? splitDateTime(initial).date : today;
    const away = rng.int(...plan.away) * (rng.next() < 0.5 ? -1 : 1);
    const { year: gy, month: gm } = parseIso(addMonths(opensOn, away));
    const day = isoOf({ year: gy, month: gm, day: rng.int(1, daysInMonth(gy, gm)) });
    const target = dateTimeOf(day, t);
    return {
      params: { label, today, format, minuteStep, initial },
      checks: [{ kind: 'equals', field: 'value', target }],
      goal: {
        text: `set the ${what} to ${dateTimeWords(target, said)}`,
        reference: `set the ${what} to the date and time on the reference card`,
        mixed: `set the ${what} to the date and time on the reference card (a day in ${monthTitle(day)})`,
      },
      // Mantine's dropdown stays open after the time is typed: its submit button (after the two month arrows) closes it.
      ...(library === 'mantine' ? { tidy: [{ do: 'click', target: { role: 'button', name: '', within: { role: 'dialog', name: label }, nth: 2 } }] } : {}),
      solution: pickDateTime(library, ctx.scope, label, initial, opensOn, day, t, params.parse({ label, today, format, minuteStep, initial })),
      wrong: [
        { why: 'the right time on the day after', fields: { value: dateTimeOf(addDays(day, 1), t) } },
        { why: 'twelve hours off (morning for evening)', fields: { value: dateTimeOf(day, { ...t, h: (t.h + 12) % 24 }) } },
        { why: 'the day without the time', fields: { value: dateTimeOf(day, otherT) } },
      ],
      axes: {
        target_acquisition: Math.abs(away) > 3 ? 1 : 0,
        feedback_dynamics: Math.abs(away) > 0 ? 1 : 0,
        precision_requirement: minuteStep === 1 ? 1 : 0,
        semantic_observability: converting ? 1 : 0,
      },
      why: `${away === 0 ? 'a day in the month the popup opens on' : `${Math.abs(away)} month${Math.abs(away) > 1 ? 's' : ''} to walk`}, then a time by ${minuteStep} minute${minuteStep > 1 ? 's' : ''}${converting ? ' converted between clocks' : ''}`,
    };
  },
});


/**
 * Open the popup, walk to the month, pick the day, set the time, accept. Mantine's day click
 * commits the day at the time its field holds (midnight when empty) and every part typed after
 * commits too: its unnamed hour and minute spin buttons are filled where they must change.
 */
function pickDateTime(library: Library, scope: (t: Target) => Target, label: string, initial: string | null, opensOn: string, day: string, t: Hms, p: Params): ReferenceStep[] {
  const held = initial ? splitDateTime(initial).time : null;
  const popup: Target = { role: 'dialog', name: label };
  const open: Target = library === 'antd' ? { role: 'textbox', name: label }
    : library === 'mui' ? { role: 'button', name: initial ? `Choose date, selected date is ${shortDate(splitDateTime(initial).date)}` : 'Choose date' }
      : { role: 'button', name: label };
  const steps: ReferenceStep[] = [{ do: 'click', target: scope(open) }, ...monthSteps(library, opensOn, day, popup), { do: 'click', target: dayTarget(library, day) }];
  if (library !== 'mantine') return [...steps, ...timeCells(library, t, held, p.format, p.minuteStep), ...acceptTime(library)];
  return [
    ...steps,
    ...mantineTimeFills(popup, t, held),
  ];
}
