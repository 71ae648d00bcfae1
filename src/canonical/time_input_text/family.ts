/**
 * Typed time field: a time of day written into the field's own sections or text. antd's
 * TimePicker input parses its `format` and takes the text on Enter; MUI's TimeField is a row of
 * Hours/Minutes(/Seconds/Meridiem) sections that takes a whole time typed from its first one;
 * Mantine's TimePicker is a pair (or trio) of spin buttons that typed digits fill in turn, the
 * hours one named by the field's label and the others by "--". The instruction writes the time
 * on the 24-hour or the 12-hour clock; the harder buckets make the user convert between the two,
 * add seconds, and overwrite a time already set. State: `value`, "HH:mm" or "HH:mm:ss" where
 * seconds count, or null.
 */
import { z } from 'zod';
import type { Library } from '../../core/ontology';
import type { ReferenceStep, Target } from '../../core/taskSpec';
import { formatTime, timeOf, TIME_FORMATS, twelveHour, withSeconds, type Hms, type TimeFormat } from '../../core/time';
import { clearFieldTask } from '../../generator/cores/date';
import { inSentence } from '../../generator/cores/named';
import { defineFamily, type CoreTask } from '../../generator/family';
import { model } from './model';

const TIME = z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/);
export const params = z.strictObject({
  label: z.string().min(1),
  format: z.enum(TIME_FORMATS),
  /** Time on load, or null for an empty field. */
  initial: TIME.nullable(),
});
export type Params = z.infer<typeof params>;

const LABELS = ['Start time', 'End time', 'Alarm', 'Check-in time', 'Pickup time', 'Reminder', 'Cut-off time', 'Departure time'];

type Said = 'clock24' | 'clock12';
/** The field's format and how the instruction writes the time, per library and bucket. */
const PLANS: Record<Library, Record<'easy' | 'mid' | 'hard', [TimeFormat, Said][]>> = {
  antd: { easy: [['HH:mm', 'clock24']], mid: [['HH:mm:ss', 'clock24'], ['HH:mm', 'clock12']], hard: [['hh:mm A', 'clock24'], ['HH:mm:ss', 'clock12']] },
  mui: { easy: [['HH:mm', 'clock24']], mid: [['HH:mm:ss', 'clock24'], ['HH:mm', 'clock12']], hard: [['hh:mm A', 'clock24'], ['HH:mm:ss', 'clock12']] },
  // Mantine's 12-hour variant adds an AM/PM control; its fields here are all 24-hour.
  mantine: { easy: [['HH:mm', 'clock24']], mid: [['HH:mm:ss', 'clock24'], ['HH:mm', 'clock12']], hard: [['HH:mm:ss', 'clock12'], ['HH:mm', 'clock12']] },
};

export default defineFamily<Params>({
  type: 'time_input_text',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['set_scalar', 'clear_reset'],
  baseAxes: { precision_requirement: 2, semantic_observability: 2 },
  core(ctx): CoreTask<Params> {
    const { rng, bucket, library, template } = ctx;
    const label = rng.pick(LABELS);
    const what = inSentence(label);
    const [format, said] = rng.pick(PLANS[library][bucket]);
    const seconds = withSeconds(format);
    // Afternoon and evening where the clocks differ; seconds only where the instruction can say them.
    const converting = said === 'clock12' || format === 'hh:mm A';
    const t: Hms = { h: converting ? rng.int(13, 23) : rng.int(6, 22), m: rng.int(0, 59), s: seconds && said === 'clock24' ? rng.int(1, 59) : 0 };
    const target = timeOf(t, seconds);
    const otherT: Hms = { h: (t.h + rng.int(2, 9)) % 24, m: rng.int(0, 59), s: seconds ? rng.int(0, 59) : 0 };
    const other = timeOf(otherT, seconds);

    if (template === 'clear_reset') {
      return clearFieldTask(ctx, { params: { label, format, initial: other }, what, noun: 'time', held: other, another: target, how: 'typed', axes: { precision_requirement: -1 } });
    }

    const initial = bucket === 'hard' || (bucket === 'mid' && rng.next() < 0.5) ? other : null;
    const words = said === 'clock12' ? twelveHour(t) : timeOf(t, seconds);
    return {
      params: { label, format, initial },
      checks: [{ kind: 'equals', field: 'value', target }],
      goal: {
        text: `set the ${what} to ${words}`,
        reference: `set the ${what} to the time on the reference card`,
      },
      solution: typeTime(library, ctx.scope, label, formatTime(t, format)),
      wrong: [
        { why: 'twelve hours off (morning for evening)', fields: { value: timeOf({ ...t, h: t.h - 12 >= 0 ? t.h - 12 : t.h + 12 }, seconds) } },
        { why: 'a minute late', fields: { value: timeOf({ ...t, m: (t.m + 1) % 60 }, seconds) } },
      ],
      axes: { precision_requirement: seconds ? 1 : 0, semantic_observability: converting ? 1 : 0, feedback_dynamics: initial ? 1 : 0 },
      why: `typed as ${format}${converting ? ', converted between the 12- and 24-hour clocks' : ''}${initial ? ', over a time already set' : ''}`,
    };
  },
});

/**
 * antd takes typed text on Enter; MUI's field takes a whole time filled from its Hours section;
 * Mantine's spin buttons take the digits typed in turn from the hours one (named by the label).
 */
function typeTime(library: Library, scope: (t: Target) => Target, label: string, text: string): ReferenceStep[] {
  if (library === 'antd') return [{ do: 'fill', target: scope({ role: 'textbox', name: label }), text }, { do: 'keyboard_press', key: 'Enter' }];
  if (library === 'mui') return [{ do: 'fill', target: scope({ role: 'spinbutton', name: 'Hours' }), text }];
  return [{ do: 'click', target: scope({ role: 'spinbutton', name: label }) }, { do: 'keyboard_type', text: text.replace(/\D/g, '') }];
}
