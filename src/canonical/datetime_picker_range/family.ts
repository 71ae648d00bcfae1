/**
 * Date-time range picker: a start and an end, each a day and a time of day, the end after the
 * start. antd's RangePicker with `showTime` has start and end fields over one popup of a month
 * view beside time columns, each end accepted with OK; MUI's range lives in its Pro package and
 * Mantine has none, so both compose two DateTimePickers, Start and End, each bounding the other:
 * MUI's accept with OK, Mantine's commit as the day and the time are set. "Today" comes from the
 * spec. State: `range`, [start, end] as YYYY-MM-DDTHH:mm (an end still unset is null), or null.
 * Harder buckets start the range more months away, let it run over days and months, step
 * minutes by one, and write the times on the other clock than the one the pickers show.
 */
import { z } from 'zod';
import { addDays, addMonths, daysInMonth, isoOf, monthTitle, parseIso, shortDate } from '../../core/date';
import { addMinutes, dateTimeOf, dateTimeRangeWords, splitDateTime } from '../../core/dateTime';
import type { Library } from '../../core/ontology';
import type { ReferenceStep, Target } from '../../core/taskSpec';
import type { Hms } from '../../core/time';
import { clearButton, dayTarget, isoDateParam, monthSteps, pageToday } from '../../generator/cores/date';
import { inSentence } from '../../generator/cores/named';
import { acceptTime, changedColumns, dateTimeParam, mantineTimeFills, pickerClock, pickerClockParams, timeCells, type ClockPlan } from '../../generator/cores/time';
import { defineFamily, STEP_BUDGET, type CoreTask } from '../../generator/family';
import { model } from './model';

export const params = z.strictObject({
  label: z.string().min(1),
  /** The page's today: the month an empty picker opens on. */
  today: isoDateParam,
  ...pickerClockParams,
  /** Range on load, or null for empty fields. */
  initial: z.tuple([dateTimeParam, dateTimeParam]).nullable(),
});
export type Params = z.infer<typeof params>;

const LABELS = ['Maintenance window', 'Support window', 'Booking slot', 'Event schedule', 'Blackout window', 'Shift', 'Outage window', 'Exam session'];

type Plan = ClockPlan & { away: [number, number]; days: [number, number] };
/**
 * Months between where the popup opens and the start, days the range runs over, the pickers'
 * clock and minute step, and how the instruction writes the times.
 */
const PLANS: Record<'easy' | 'mid' | 'hard', Plan[]> = {
  easy: [{ away: [0, 0], days: [0, 0], format: 'HH:mm', minuteStep: 15, said: 'clock24' }, { away: [0, 0], days: [0, 2], format: 'HH:mm', minuteStep: 5, said: 'clock24' }],
  mid: [
    { away: [1, 3], days: [0, 3], format: 'HH:mm', minuteStep: 5, said: 'clock24' },
    { away: [0, 2], days: [0, 2], format: 'hh:mm A', minuteStep: 5, said: 'clock12' },
    { away: [1, 2], days: [1, 6], format: 'HH:mm', minuteStep: 15, said: 'clock12' },
  ],
  hard: [
    { away: [3, 8], days: [0, 0], format: 'HH:mm', minuteStep: 1, said: 'clock12' },
    { away: [3, 7], days: [5, 30], format: 'hh:mm A', minuteStep: 1, said: 'clock24' },
    { away: [4, 8], days: [2, 20], format: 'HH:mm', minuteStep: 5, said: 'clock12' },
  ],
};

/**
 * The plan a bucket falls back on when none of its own fits the step budget (MUI's pickers, with
 * every column to set and a commit and confirmation around them): fewer months, one day, quarter
 * hours, the times still on the other clock.
 */
const FALLBACK: Record<'easy' | 'mid' | 'hard', Plan> = {
  easy: { away: [0, 0], days: [0, 0], format: 'HH:mm', minuteStep: 15, said: 'clock24' },
  mid: { away: [1, 1], days: [0, 0], format: 'HH:mm', minuteStep: 15, said: 'clock12' },
  hard: { away: [2, 3], days: [0, 0], format: 'HH:mm', minuteStep: 15, said: 'clock12' },
};

/** A time of day on a `step`-minute grid, hours from `lo` to `hi`. */
const timeOn = (rng: { int(a: number, b: number): number }, step: number, lo: number, hi: number): Hms => ({ h: rng.int(lo, hi), m: step * rng.int(0, 60 / step - 1), s: 0 });

export default defineFamily<Params>({
  type: 'datetime_picker_range',
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
    // A range some hours long from a day's start time: on one day, at most four hours from 18:59.
    const within = (minuteStep: number, from: string, span: number, lo = 7): [string, string] => {
      const t = timeOn(rng, minuteStep, lo, 18);
      const start = dateTimeOf(from, t);
      if (span > 0) return [start, dateTimeOf(addDays(from, span), timeOn(rng, minuteStep, 7, 21))];
      return [start, addMinutes(start, minuteStep * rng.int(Math.ceil(30 / minuteStep), Math.floor(240 / minuteStep)))];
    };

    if (template === 'clear_reset') {
      const { format, minuteStep } = pickerClock(library, plan);
      const initial = within(minuteStep, addDays(today, rng.int(-20, 20)), rng.int(0, 3));
      return {
        params: { label, today, format, minuteStep, initial },
        checks: [{ kind: 'equals', field: 'range', target: null }],
        goal: { text: `clear the ${what} so that no dates are set`, reference: `clear the ${what} so it matches the reference card` },
        solution: clearRange(library, ctx.scope, label),
        wrong: [{ why: 'left as it was', fields: { range: initial } }, { why: 'only the end cleared', fields: { range: [initial[0], null] } }],
        axes: { target_acquisition: -1 },
        why: library === 'antd' ? 'a clear icon shown on hover' : 'two fields, each cleared by its own button',
      };
    }

    // Drawn again until the longest mode's path fits the step budget (see `modeOverhead`); a
    // plan none of whose draws fit gives way to the bucket's others in turn, then to its fallback.
    const draw = (plan: Plan) => {
      const clock = pickerClock(library, plan);
      const { format, minuteStep } = clock;
      const initial = bucket === 'easy' || rng.next() < 0.5 ? null : within(minuteStep, addDays(today, rng.int(-10, 10)), rng.int(0, 3));
      const opensOn = initial ? splitDateTime(initial[0]).date : today;
      const away = rng.int(...plan.away) * (rng.next() < 0.5 ? -1 : 1);
      const { year: sy, month: sm } = parseIso(addMonths(opensOn, away));
      const span = rng.int(...plan.days);
      // The easy range stays inside the month the popup opens on.
      const first = isoOf({ year: sy, month: sm, day: rng.int(1, bucket === 'easy' ? daysInMonth(sy, sm) - span : daysInMonth(sy, sm)) });
      const target = within(minuteStep, first, span, clock.converting ? 12 : 7);
      const p = params.parse({ label, today, format, minuteStep, initial });
      const solution = pickRange(library, ctx.scope, label, initial, opensOn, target, p);
      return { ...clock, initial, away, sm, span, first, target, solution, overhead: modeOverhead(library, p, target, solution) };
    };
    const tidy = library === 'mantine' ? 1 : 0;
    const fits = (d: ReturnType<typeof draw>) => ctx.around + tidy + d.solution.length + d.overhead <= STEP_BUDGET;
    let drawn: ReturnType<typeof draw> | undefined;
    for (const tried of [plan, ...PLANS[bucket].filter((p) => p !== plan), FALLBACK[bucket]]) {
      for (let i = 0; i < 200 && !drawn; i++) {
        const d = draw(tried);
        if (fits(d)) drawn = d;
      }
    }
    if (!drawn) throw new Error(`no ${bucket} range fits ${STEP_BUDGET} steps in every mode with ${ctx.around} steps around it`);
    const { format, minuteStep, said, converting, initial, away, sm, span, first, target, solution } = drawn;
    const endDay = splitDateTime(target[1]).date;
    return {
      params: { label, today, format, minuteStep, initial },
      checks: [{ kind: 'equals', field: 'range', target }],
      goal: {
        text: `set the ${what} ${dateTimeRangeWords(target, said)}`,
        reference: `set the ${what} to the range on the reference card`,
        mixed: `set the ${what} to the range on the reference card (starting in ${monthTitle(first)})`,
      },
      ...(library === 'mantine' ? { tidy: [mantineSubmit(endFirst(initial, target) ? 'Start' : 'End')] } : {}),
      solution,
      wrong: [
        { why: `the end ${minuteStep} minute${minuteStep > 1 ? 's' : ''} short`, fields: { range: [target[0], addMinutes(target[1], -minuteStep)] } },
        { why: 'the start twelve hours off (am for pm)', fields: { range: [addMinutes(target[0], splitDateTime(target[0]).time.h < 12 ? 12 * 60 : -12 * 60), target[1]] } },
        { why: 'the end a day late', fields: { range: [target[0], addMinutes(target[1], 24 * 60)] } },
        { why: 'the start alone', fields: { range: [target[0], null] } },
      ],
      axes: {
        target_acquisition: Math.abs(away) > 3 ? 1 : 0,
        feedback_dynamics: Math.abs(away) > 0 ? 1 : 0,
        precision_requirement: minuteStep === 1 ? 1 : 0,
        semantic_observability: converting ? 1 : 0,
      },
      why: [
        away === 0 ? 'starts in the month the popup opens on' : `${Math.abs(away)} month${Math.abs(away) > 1 ? 's' : ''} to the start`,
        span === 0 ? 'ends the same day' : parseIso(endDay).month !== sm ? 'ends in a later month' : `ends ${span} day${span > 1 ? 's' : ''} later`,
        `times by ${minuteStep} minute${minuteStep > 1 ? 's' : ''}${converting ? ' converted between clocks' : ''}`,
      ].join(', '),
    };
  },
});

const click = (target: Target): ReferenceStep => ({ do: 'click', target });
/** Mantine's submit button: the third unnamed button of its dropdown, after the two month arrows. */
const mantineSubmit = (field: string): ReferenceStep => click({ role: 'button', name: '', within: { role: 'dialog', name: field }, nth: 2 });

/**
 * The most steps another mode's path may add to the reference: in som, pixel and browser_use an
 * antd or MUI time cell can sit out of its column's view, a hover and a wheel away (hours, and
 * minutes unless a column of four quarter hours); in pixel a Mantine fill is a click, a
 * select-all and the text.
 */
function modeOverhead(library: Library, p: Params, target: [string, string], solution: ReferenceStep[]): number {
  if (library === 'mantine') return 2 * solution.filter((s) => s.do === 'fill').length;
  const held = p.initial?.map(splitDateTime) ?? null;
  const cells = target.map(splitDateTime).map(({ time }, i) => {
    const change = changedColumns(time, held?.[i].time ?? null, p.format);
    return Number(change.hour) + Number(change.minute && p.minuteStep !== 15);
  });
  return 2 * (cells[0] + cells[1]);
}

/** Two pickers bounding each other take a start after the end held so far only once the end has moved. */
const endFirst = (initial: [string, string] | null, target: [string, string]) => initial !== null && target[0] > initial[1];

/**
 * Open, walk to the start's month, pick its day and time, accept; the same for the end.
 * (MUI and Mantine: in `endFirst` order).
 */
function pickRange(library: Library, scope: (t: Target) => Target, label: string, initial: [string, string] | null, opensOn: string, target: [string, string], p: Params): ReferenceStep[] {
  const ends = target.map(splitDateTime);
  const held = initial?.map(splitDateTime) ?? null;
  if (library === 'antd') {
    const popup: Target = { role: 'dialog', name: label };
    const steps: ReferenceStep[] = [click(scope({ role: 'textbox', name: label }))];
    let shown = opensOn;
    for (const [i, at] of ends.entries()) {
      steps.push(...monthSteps('antd', shown, at.date, popup, { arrowsOnly: true }), click(dayTarget('antd', at.date)), ...timeCells('antd', at.time, held?.[i].time ?? null, p.format, p.minuteStep), ...acceptTime('antd'));
      shown = at.date;
    }
    return steps;
  }
  const order: (0 | 1)[] = endFirst(initial, target) ? [1, 0] : [0, 1];
  // Where each popup opens: on the date its field holds; an empty end on the start's month.
  const opens = (i: 0 | 1) => held?.[i].date ?? (i === 0 ? opensOn : ends[0].date);
  // The bounds each popup keeps: the other end as set when it opens.
  const bound = (i: 0 | 1, first: boolean) => {
    const other = first ? held?.[1 - i].date : ends[1 - i].date;
    return i === 0 ? { max: other } : { min: other };
  };
  return order.flatMap((i, k) => {
    const field = i === 0 ? 'Start' : 'End';
    const popup: Target = { role: 'dialog', name: field };
    const at = ends[i];
    const was = held?.[i] ?? null;
    if (library === 'mui') {
      return [
        click({ role: 'button', name: was ? `Choose date, selected date is ${shortDate(was.date)}` : 'Choose date', within: { role: 'group', name: field, within: scope({ role: 'group', name: label }) } }),
        ...monthSteps('mui', opens(i), at.date, popup, bound(i, k === 0)),
        click(dayTarget('mui', at.date)),
        ...timeCells('mui', at.time, was?.time ?? null, p.format, p.minuteStep),
        ...acceptTime('mui'),
      ];
    }
    // Mantine: the dropdown of the end set last stays open (tidy).
    return [
      click(scope({ role: 'button', name: field })),
      ...monthSteps('mantine', opens(i), at.date, popup),
      click(dayTarget('mantine', at.date)),
      ...mantineTimeFills(popup, at.time, was?.time ?? null),
      ...(k === 0 ? [mantineSubmit(field)] : []),
    ];
  });
}

/**
 * antd's one clear icon empties both ends. MUI's and Mantine's fields each have their own, inside
 * the range's fieldset: MUI's in the field's group, Mantine's unnamed (the end's second).
 */
function clearRange(library: Library, scope: (t: Target) => Target, label: string): ReferenceStep[] {
  if (library === 'antd') return [click(scope(clearButton('antd')))];
  const range = scope({ role: 'group', name: label });
  if (library === 'mui') return ['Start', 'End'].map((field) => click({ ...clearButton('mui'), within: { role: 'group', name: field, within: range } }));
  return [click({ ...clearButton('mantine'), within: range, nth: 1 }), click({ ...clearButton('mantine'), within: range })];
}
