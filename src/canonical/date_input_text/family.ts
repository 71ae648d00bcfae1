/**
 * Typed date field: the date is written in the field's own format, not picked. antd's DatePicker
 * input parses what is typed in its `format` and takes it on Enter; MUI's DateField is a row of
 * Month/Day/Year sections filled in format order and holds a date once every section does;
 * Mantine's DateInput parses its text in `valueFormat`. The instruction says the date in words,
 * so the user converts it to the field's format (its placeholder); harder buckets use
 * day-first or month-first formats on days that read as a valid date either way, and overwrite a
 * date already set. State: `value`, YYYY-MM-DD or null.
 */
import { z } from 'zod';
import { addDays, DATE_FORMATS, daysInMonth, formatDate, isoOf, longDate, parseIso, type DateFormat } from '../../core/date';
import type { Library } from '../../core/ontology';
import type { ReferenceStep, Target } from '../../core/taskSpec';
import { clearFieldTask, isoDateParam } from '../../generator/cores/date';
import { inSentence } from '../../generator/cores/named';
import { defineFamily, type CoreTask } from '../../generator/family';
import { model } from './model';

export const params = z.strictObject({
  label: z.string().min(1),
  format: z.enum(DATE_FORMATS),
  /** The page's today: the month a field's calendar popup opens on when it holds no date. */
  today: isoDateParam,
  /** Date on load, or null for an empty field. */
  initial: isoDateParam.nullable(),
});
export type Params = z.infer<typeof params>;

const LABELS = ['Date of birth', 'Start date', 'Due date', 'Expiry date', 'Issue date', 'Move-in date', 'Hire date', 'Travel date'];

/** Formats per library and bucket: each library's plainest first, then the ones that need converting. */
const FORMATS: Record<Library, Record<'easy' | 'mid' | 'hard', DateFormat[]>> = {
  antd: { easy: ['YYYY-MM-DD'], mid: ['DD/MM/YYYY', 'MM/DD/YYYY'], hard: ['DD/MM/YYYY', 'MM/DD/YYYY'] },
  mui: { easy: ['MM/DD/YYYY'], mid: ['DD/MM/YYYY', 'YYYY-MM-DD'], hard: ['DD/MM/YYYY'] },
  mantine: { easy: ['YYYY-MM-DD'], mid: ['MMMM D, YYYY', 'DD/MM/YYYY'], hard: ['DD/MM/YYYY', 'MM/DD/YYYY'] },
};

/** MUI names each section of its field; the first one typed into is the format's first. */
const FIRST_SECTION: Record<DateFormat, string> = { 'YYYY-MM-DD': 'Year', 'DD/MM/YYYY': 'Day', 'MM/DD/YYYY': 'Month', 'MMMM D, YYYY': 'Month' };

export default defineFamily<Params>({
  type: 'date_input_text',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['set_scalar', 'clear_reset'],
  baseAxes: { precision_requirement: 2, semantic_observability: 2 },
  core(ctx): CoreTask<Params> {
    const { rng, bucket, library, template } = ctx;
    const label = rng.pick(LABELS);
    const what = inSentence(label);
    const format = rng.pick(FORMATS[library][bucket]);
    const year = rng.int(2024, 2028);
    const month = rng.int(1, 12);
    // Day-first and month-first formats on a day that is also a month: read the wrong way round,
    // it is still a date.
    const ambiguous = bucket === 'hard' && format !== 'YYYY-MM-DD' && format !== 'MMMM D, YYYY';
    let day: number;
    do day = rng.int(1, ambiguous ? 12 : daysInMonth(year, month)); while (ambiguous && day === month);
    const target = isoOf({ year, month, day });
    const other = addDays(target, rng.int(20, 200) * (rng.next() < 0.5 ? -1 : 1));
    const today = isoOf({ year: 2026, month: rng.int(1, 12), day: rng.int(1, 28) });
    const field: Target = library === 'mui' ? { role: 'spinbutton', name: FIRST_SECTION[format] } : { role: 'textbox', name: label };

    if (template === 'clear_reset') {
      return clearFieldTask(ctx, { params: { label, format, today, initial: other }, what, noun: 'date', held: other, another: target, how: 'typed', axes: { precision_requirement: -1 } });
    }

    const initial = bucket === 'easy' ? null : rng.next() < 0.6 ? other : null;
    const typed = formatDate(target, format);
    const swapped = ambiguous ? isoOf({ year, month: day, day: month }) : null;
    return {
      params: { label, format, today, initial },
      checks: [{ kind: 'equals', field: 'value', target }],
      goal: {
        text: `enter ${longDate(target)} as the ${what}`,
        reference: `enter the date on the reference card as the ${what}`,
      },
      solution: typeDate(library, ctx.scope(field), typed),
      wrong: [
        ...(swapped ? [{ why: 'day and month read the wrong way round', fields: { value: swapped } }] : []),
        { why: 'the day after', fields: { value: addDays(target, 1) } },
        { why: 'the same day a year off', fields: { value: isoOf({ ...parseIso(target), year: year + 1 }) } },
      ],
      axes: { precision_requirement: ambiguous ? 1 : 0, semantic_observability: format === 'YYYY-MM-DD' ? 0 : 1, feedback_dynamics: initial ? 1 : 0 },
      why: `the date typed as ${format}${initial ? ' over a date already set' : ''}${ambiguous ? ', day and month both 12 or under' : ''}`,
    };
  },
});

/** antd takes typed text on Enter; MUI's sections and Mantine's input hold a date as soon as it parses. */
function typeDate(library: Library, field: Target, text: string): ReferenceStep[] {
  const fill: ReferenceStep = { do: 'fill', target: field, text };
  return library === 'antd' ? [fill, { do: 'keyboard_press', key: 'Enter' }] : [fill];
}
