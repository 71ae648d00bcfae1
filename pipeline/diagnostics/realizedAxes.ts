/**
 * Realized ratings per intended-difficulty axis, read out of a task's realized-difficulty record.
 * Packets keep that record as the audit wrote it; the reports need only its per-axis ratings, found
 * under `axes.<axis>`: either the audit row's `{ realized: 1–5 | null, … }` object or a bare 1–5
 * rating. A record without `axes` (or with `axes: null`, a task the audit could not rate) has no
 * ratings; a malformed `axes` is an error naming the task and field.
 */
import { z } from 'zod';
import { AXES, type Axis } from '../../src/core/taskSpec';
import { MetricInputError } from '../metrics';
import type { RealizedDifficulty } from './packet';

const rating = z.number().min(1).max(5);
const AxisEntrySchema = z.union([rating, z.looseObject({ realized: rating.nullable() })]);
const RealizedAxesSchema = z.looseObject({
  axes: z.record(z.string(), AxisEntrySchema).nullable().optional(),
});

/** The axes a record rates (absent axes and null ratings left out); null when the record rates none. */
export function realizedAxisRatings(taskId: string, record: RealizedDifficulty): Partial<Record<Axis, number>> | null {
  const r = RealizedAxesSchema.safeParse(record);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new MetricInputError(`realized difficulty of task ${taskId}, field ${issue.path.join('.') || 'record'}: ${issue.message}`);
  }
  const axes = r.data.axes;
  if (!axes) return null;
  const known = new Set<string>(AXES);
  const unknown = Object.keys(axes).find((k) => !known.has(k));
  if (unknown !== undefined) throw new MetricInputError(`realized difficulty of task ${taskId}, field axes.${unknown}: not an axis (expected one of ${AXES.join(', ')})`);
  const out: Partial<Record<Axis, number>> = {};
  for (const axis of AXES) {
    const entry = axes[axis];
    const value = typeof entry === 'number' ? entry : entry?.realized ?? null;
    if (value !== null) out[axis] = value;
  }
  return Object.keys(out).length ? out : null;
}
