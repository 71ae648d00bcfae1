/**
 * Date range picker: a start and an end day picked in a popup month view, the end not before the
 * start. antd's RangePicker has start and end fields over one popup of two months side by side
 * and commits once both days are picked; MUI's free range lives in its Pro package, so here two
 * DatePickers, Start and End, each bounding the other, each committing its own day; Mantine's
 * DatePickerInput of type "range" takes the two days in one month dropdown. "Today" comes from
 * the spec. State: `range`, [start, end] as YYYY-MM-DD (an end still unset is null), or null.
 * Harder buckets start the range more months away and let it run into a later month.
 */
import { z } from 'zod';
import { addDays, addMonths, daysInMonth, isoOf, longDate, monthsBetween, monthTitle, parseIso, shortDate } from '../../core/date';
import type { Library } from '../../core/ontology';
import type { ReferenceStep, Target } from '../../core/taskSpec';
import { dayTarget, isoDateParam, monthSteps, pageToday } from '../../generator/cores/date';
import { inSentence } from '../../generator/cores/named';
import { defineFamily, type CoreTask } from '../../generator/family';
import { model } from './model';

export const params = z.strictObject({
  label: z.string().min(1),
  /** The page's today: the month an empty picker opens on. */
  today: isoDateParam,
  /** Range on load, or null for empty fields. */
  initial: z.tuple([isoDateParam, isoDateParam]).nullable(),
});
export type Params = z.infer<typeof params>;

const LABELS = ['Trip dates', 'Booking period', 'Leave dates', 'Campaign dates', 'Report period', 'Rental period', 'Sprint dates', 'Stay'];
/** Months between where the popup opens and the start's month, and days the range spans, per bucket. */
const PLANS = { easy: { away: [0, 0], days: [1, 6] }, mid: { away: [1, 3], days: [2, 12] }, hard: { away: [4, 9], days: [10, 40] } } as const;

export default defineFamily<Params>({
  type: 'date_picker_range',
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
      const from = addDays(today, rng.int(-20, 20));
      const initial: [string, string] = [from, addDays(from, rng.int(2, 9))];
      return {
        params: { label, today, initial },
        checks: [{ kind: 'equals', field: 'range', target: null }],
        goal: { text: `clear the ${what} so that no dates are set`, reference: `clear the ${what} so it matches the reference card` },
        solution: clearRange(library, ctx.scope, initial),
        wrong: [{ why: 'left as it was', fields: { range: initial } }, { why: 'only the end cleared', fields: { range: [initial[0], null] } }],
        axes: { target_acquisition: -1 },
        why: library === 'mui' ? 'two fields, each cleared by its own button' : library === 'antd' ? 'a clear icon shown on hover' : 'a clear button in the field',
      };
    }

    const plan = PLANS[bucket];
    const initial: [string, string] | null = bucket === 'easy' || rng.next() < 0.5 ? null : (() => { const s = addDays(today, rng.int(-10, 10)); return [s, addDays(s, rng.int(1, 5))]; })();
    const opensOn = initial ? initial[0] : today;
    const away = rng.int(plan.away[0], plan.away[1]) * (rng.next() < 0.5 ? -1 : 1);
    const { year: sy, month: sm } = parseIso(addMonths(opensOn, away));
    // The easy range stays inside the month the popup opens on.
    const span = rng.int(plan.days[0], plan.days[1]);
    const first = isoOf({ year: sy, month: sm, day: rng.int(1, bucket === 'easy' ? daysInMonth(sy, sm) - span : daysInMonth(sy, sm)) });
    const target: [string, string] = [first, addDays(first, span)];
    return {
      params: { label, today, initial },
      checks: [{ kind: 'equals', field: 'range', target }],
      goal: {
        text: `set the ${what} from ${longDate(target[0])} to ${longDate(target[1])}`,
        reference: `set the ${what} to the dates on the reference card`,
        mixed: `set the ${what} to the dates on the reference card (starting in ${monthTitle(target[0])})`,
      },
      solution: pickRange(library, ctx.scope, label, initial, opensOn, target),
      wrong: [
        { why: 'the end a day short', fields: { range: [target[0], addDays(target[1], -1)] } },
        { why: 'the start a day late', fields: { range: [addDays(target[0], 1), target[1]] } },
        { why: 'the start alone', fields: { range: [target[0], null] } },
      ],
      axes: { target_acquisition: Math.abs(away) > 3 ? 1 : 0, feedback_dynamics: Math.abs(away) > 0 ? 1 : 0, precision_requirement: parseIso(target[1]).month !== sm ? 1 : 0 },
      why: `${away === 0 ? 'starts in the month the popup opens on' : `${Math.abs(away)} month${Math.abs(away) > 1 ? 's' : ''} to the start`}${parseIso(target[1]).month !== sm ? ', ends in a later month' : ''}`,
    };
  },
});

/** Open, walk to the start's month, pick it, walk on to the end's, pick it. */
function pickRange(library: Library, scope: (t: Target) => Target, label: string, initial: [string, string] | null, opensOn: string, [start, end]: [string, string]): ReferenceStep[] {
  const click = (target: Target): ReferenceStep => ({ do: 'click', target });
  if (library === 'mui') {
    const open = (field: string, held: string | null, from: string, day: string, bounds: { min?: string; max?: string }): ReferenceStep[] => [
      click(scope({ role: 'button', name: held ? `Choose date, selected date is ${shortDate(held)}` : 'Choose date', within: { role: 'group', name: field } })),
      ...monthSteps('mui', from, day, { role: 'dialog', name: field }, bounds),
      click(dayTarget('mui', day)),
    ];
    // Each bounds the other: a start after the end set so far waits for the end to move first.
    // The end's calendar opens on its own date, else on the start's month.
    if (initial && start > initial[1]) return [...open('End date', initial[1], initial[1], end, { min: initial[0] }), ...open('Start date', initial[0], initial[0], start, { max: end })];
    return [...open('Start date', initial?.[0] ?? null, opensOn, start, { max: initial?.[1] }), ...open('End date', initial?.[1] ?? null, initial?.[1] ?? start, end, { min: start })];
  }
  const popup: Target = { role: 'dialog', name: label };
  if (library === 'antd') {
    // Two months side by side, `left` and the next; the arrows move both, and a day picked leaves them.
    let left = opensOn;
    const steps: ReferenceStep[] = [click(scope({ role: 'textbox', name: label }))];
    for (const day of [start, end]) {
      const off = monthsBetween(left, day);
      if (off < 0) {
        steps.push(...monthSteps('antd', left, day, popup, { arrowsOnly: true }));
        left = day;
      } else if (off > 1) {
        steps.push(...monthSteps('antd', addMonths(left, 1), day, popup, { arrowsOnly: true }));
        left = addMonths(day, -1);
      }
      steps.push(click(dayTarget('antd', day, { shownFrom: left })));
    }
    return steps;
  }
  const trigger: Target = { role: 'button', name: label };
  return [
    click(scope(trigger)),
    ...monthSteps(library, opensOn, start, popup),
    click(dayTarget(library, start)),
    ...monthSteps(library, start, end, popup),
    click(dayTarget(library, end)),
  ];
}

function clearRange(library: Library, scope: (t: Target) => Target, initial: [string, string]): ReferenceStep[] {
  if (library !== 'mui') return [{ do: 'click', target: scope({ role: 'button', name: library === 'mantine' ? '' : 'Clear' }) }];
  return (['Start date', 'End date'] as const).map((field) => ({ do: 'click', target: scope({ role: 'button', name: 'Clear', within: { role: 'group', name: field } }) }));
}
