/**
 * Time picker: a field whose popup holds one column per part of the time (hours, minutes, and
 * seconds or AM/PM where the format has them); the user picks a cell in each column and accepts.
 * antd's columns are lists of cells that scroll inside the popup and take an OK; MUI's are
 * listboxes ("Select hours", …) with options named "9 hours", "30 minutes", accepted by OK;
 * Mantine's dropdown columns are buttons that set the field's spin buttons as they are clicked.
 * Harder buckets step minutes by one (the column is long: the goal lies out of view), add a
 * seconds column, and write the time on the other clock than the one the picker shows. State:
 * `value`, "HH:mm" or "HH:mm:ss" where seconds count, or null.
 */
import { z } from 'zod';
import type { Library } from '../../core/ontology';
import type { ReferenceStep, Target } from '../../core/taskSpec';
import { formatTime, parseTime, timeOf, TIME_FORMATS, twelveHour, withSeconds, type Hms, type TimeFormat } from '../../core/time';
import { clearFieldTask } from '../../generator/cores/date';
import { inSentence } from '../../generator/cores/named';
import { acceptTime, timeCells } from '../../generator/cores/time';
import { defineFamily, type CoreTask } from '../../generator/family';
import { model } from './model';

const TIME = z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/);
export const MINUTE_STEPS = [1, 5, 15] as const;
export const params = z.strictObject({
  label: z.string().min(1),
  format: z.enum(TIME_FORMATS),
  /** Minutes between neighbouring cells of the minutes column. */
  minuteStep: z.union([z.literal(1), z.literal(5), z.literal(15)]),
  /** Time on load, or null for an empty field. */
  initial: TIME.nullable(),
});
export type Params = z.infer<typeof params>;

const LABELS = ['Alarm', 'Meeting time', 'Start time', 'Reminder', 'Pickup time', 'Check-out time', 'Departure time', 'Wake-up time'];

type Said = 'clock24' | 'clock12';
/** The picker's format, its minute step and how the instruction writes the time, per bucket. */
const PLANS: Record<'easy' | 'mid' | 'hard', [TimeFormat, Params['minuteStep'], Said][]> = {
  easy: [['HH:mm', 15, 'clock24'], ['HH:mm', 5, 'clock24']],
  mid: [['HH:mm', 1, 'clock24'], ['hh:mm A', 5, 'clock12'], ['HH:mm', 5, 'clock12']],
  hard: [['HH:mm:ss', 1, 'clock24'], ['hh:mm A', 1, 'clock24'], ['HH:mm', 1, 'clock12']],
};

export default defineFamily<Params>({
  type: 'time_picker',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['open_and_select', 'clear_reset'],
  baseAxes: { depth_layering: 2, target_acquisition: 2, semantic_observability: 2 },
  core(ctx): CoreTask<Params> {
    const { rng, bucket, library, template } = ctx;
    const label = rng.pick(LABELS);
    const what = inSentence(label);
    const [format, minuteStep, said] = rng.pick(PLANS[bucket]);
    const seconds = withSeconds(format);
    const converting = said === 'clock12' || format === 'hh:mm A';
    // Minutes on the column's grid; past the first screenful of cells where the column is long.
    const m = minuteStep === 1 ? rng.int(20, 59) : minuteStep * rng.int(1, 60 / minuteStep - 1);
    const t: Hms = { h: converting ? rng.int(13, 23) : rng.int(6, 22), m, s: seconds ? rng.int(10, 59) : 0 };
    const target = timeOf(t, seconds);
    const otherT: Hms = { h: (t.h + rng.int(2, 9)) % 24, m: minuteStep * rng.int(0, 60 / minuteStep - 1), s: seconds ? rng.int(0, 59) : 0 };
    const other = timeOf(otherT, seconds);

    if (template === 'clear_reset') {
      return clearFieldTask(ctx, { params: { label, format, minuteStep, initial: other }, what, noun: 'time', held: other, another: target, how: 'picked', axes: { target_acquisition: -1 } });
    }

    const initial = bucket === 'hard' || (bucket === 'mid' && rng.next() < 0.5) ? other : null;
    const words = said === 'clock12' ? twelveHour(t) : timeOf(t, seconds);
    return {
      params: { label, format, minuteStep, initial },
      checks: [{ kind: 'equals', field: 'value', target }],
      goal: {
        text: `set the ${what} to ${words}`,
        reference: `set the ${what} to the time on the reference card`,
      },
      solution: pickTime(library, ctx.scope, label, initial, t, format, minuteStep),
      wrong: [
        { why: 'twelve hours off (morning for evening)', fields: { value: timeOf({ ...t, h: (t.h + 12) % 24 }, seconds) } },
        { why: 'the next cell of the minutes column', fields: { value: timeOf({ ...t, m: (t.m + minuteStep) % 60 }, seconds) } },
      ],
      axes: {
        precision_requirement: minuteStep === 1 ? 1 : 0,
        target_acquisition: minuteStep === 1 ? 1 : 0,
        semantic_observability: converting ? 1 : 0,
        feedback_dynamics: initial ? 1 : 0,
      },
      why: `${seconds ? 'three' : format === 'hh:mm A' ? 'hour, minute and AM/PM' : 'two'} columns, minutes by ${minuteStep}${converting ? ', converted between the 12- and 24-hour clocks' : ''}${initial ? ', over a time already set' : ''}`,
    };
  },
});

/** Open the popup, pick a cell per column, accept. */
function pickTime(library: Library, scope: (t: Target) => Target, label: string, initial: string | null, t: Hms, format: TimeFormat, minuteStep: number): ReferenceStep[] {
  const held = initial ? parseTime(initial) : null;
  // MUI's button names the time it holds in hours and minutes, seconds left out.
  const trigger: Target = library === 'antd' ? { role: 'textbox', name: label }
    : library === 'mantine' ? { role: 'spinbutton', name: label }
      : { role: 'button', name: held ? `Choose time, selected time is ${formatTime(held, format === 'hh:mm A' ? format : 'HH:mm')}` : 'Choose time' };
  return [{ do: 'click', target: scope(trigger) }, ...timeCells(library, t, held, format, minuteStep), ...acceptTime(library)];
}
