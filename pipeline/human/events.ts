/**
 * What the human recorder exports: one JSON line per attempt at a task, with the interactions it
 * captured in the order they happened. The recorder already tells a click from a drag (by the
 * pointer's travel), names keys and chords, merges a burst of typing into one `type` and a burst
 * of wheel turns into one `wheel`, and notes the element under the pointer or holding focus (role,
 * accessible name, box). Times are milliseconds from the moment the task page was ready.
 * `cb human clean` turns these into reference traces (./clean.ts).
 */
import { z } from 'zod';
import { CommittedStateSchema } from '../../src/core/taskSpec';
import { readJsonLines } from '../content/jsonLines';
import { ContentError } from '../content/yamlFile';

export const HUMAN_EVENTS_FORMAT = 'componentbench-human-events';
/** The recorder's attempts kept inside a human run archive, as exported. */
export const HUMAN_EVENTS_FILE = 'human-events.jsonl';

const ms = z.number().min(0);
const BoxSchema = z.strictObject({ x: z.number(), y: z.number(), w: z.number().min(0), h: z.number().min(0) });
/** The element an interaction landed on, as the accessibility tree names it (null when none). */
const TargetSchema = z.strictObject({ role: z.string(), name: z.string(), box: BoxSchema }).nullable();

export const HumanEventSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('click'), t: ms, x: z.number(), y: z.number(), button: z.enum(['left', 'right', 'middle']), count: z.number().int().min(1), target: TargetSchema }),
  z.strictObject({ kind: z.literal('drag'), t: ms, t_end: ms, x: z.number(), y: z.number(), to_x: z.number(), to_y: z.number(), target: TargetSchema, drop_target: TargetSchema }),
  /** A named key or chord as the recorder saw it (`Enter`, `Ctrl+a`, `Shift`), before normalisation. */
  z.strictObject({ kind: z.literal('key'), t: ms, key: z.string().min(1), target: TargetSchema }),
  z.strictObject({ kind: z.literal('type'), t: ms, t_end: ms, text: z.string().min(1), target: TargetSchema }),
  z.strictObject({ kind: z.literal('wheel'), t: ms, t_end: ms, x: z.number(), y: z.number(), dx: z.number(), dy: z.number(), target: TargetSchema }),
  /** The pointer rested on an element long enough to show a hover (a tooltip); not a step. */
  z.strictObject({ kind: z.literal('hover'), t: ms, t_end: ms, target: TargetSchema }),
  /** The person reloaded the task page: what came before was undone. */
  z.strictObject({ kind: z.literal('reset'), t: ms }),
  /** The recorder was paused: the time in between is not the task's. */
  z.strictObject({ kind: z.literal('pause'), t: ms, t_end: ms }),
]);
export type HumanEvent = z.infer<typeof HumanEventSchema>;

export const HumanAttemptSchema = z.strictObject({
  format: z.literal(HUMAN_EVENTS_FORMAT),
  format_version: z.literal(1),
  suite: z.string().min(1),
  task_id: z.string().min(1),
  /** The task's version when recorded: a recording of another version is no reference for this one. */
  task_version: z.string().min(1),
  /** 1: the first (cold) attempt at the task; 2: the second (warm) one. */
  pass: z.union([z.literal(1), z.literal(2)]),
  /** How the attempt ended: the page's success signal, the person skipping it, or giving up. */
  outcome: z.enum(['success', 'skipped', 'abandoned']),
  /** From the page being ready to the success signal (or the end), pauses included. */
  duration_ms: ms,
  viewport: z.strictObject({ width: z.number().int().min(1), height: z.number().int().min(1) }),
  /** When the attempt began, by the recorder's clock (ISO 8601); absent in exports made before it was kept. */
  started_at: z.iso.datetime().optional(),
  /** The recording browser's user agent; absent in exports made before it was kept. */
  user_agent: z.string().max(500).optional(),
  /** The page's committed state when the attempt ended (its success is re-scored from it). */
  final_state: CommittedStateSchema.nullable(),
  events: z.array(HumanEventSchema),
}).superRefine((a, ctx) => {
  a.events.forEach((e, i) => {
    if (i > 0 && e.t < a.events[i - 1].t) ctx.addIssue({ code: 'custom', path: ['events', i, 't'], message: `is ${e.t}, before the event before it (${a.events[i - 1].t}): events are in the order they happened` });
    if ('t_end' in e && e.t_end < e.t) ctx.addIssue({ code: 'custom', path: ['events', i, 't_end'], message: `is ${e.t_end}, before the event's start (${e.t})` });
    if (e.t > a.duration_ms) ctx.addIssue({ code: 'custom', path: ['events', i, 't'], message: `is ${e.t}, after the attempt ended (duration_ms ${a.duration_ms})` });
  });
});
export type HumanAttempt = z.infer<typeof HumanAttemptSchema>;

/** Every attempt of an export; a malformed line names the file, the line and the field. */
export function readHumanAttempts(file: string): HumanAttempt[] {
  const out: HumanAttempt[] = [];
  const seen = new Map<string, number>();
  readJsonLines(file, HumanAttemptSchema, (a, line) => {
    const key = `${a.task_id} pass ${a.pass}`;
    if (seen.has(key)) throw new ContentError(file, line, 'pass', `${key} was recorded on line ${seen.get(key)} already`);
    seen.set(key, line);
    out.push(a);
  });
  return out;
}
