/**
 * `cb human clean <export...>`: recorded human attempts → the suite's human reference traces
 * (data/human/<suite>.jsonl), which `cb pipeline` then uses for ≤H and the time ratio.
 * `cb human archive <export...>`: the same attempts as a run directory (agent human, mode human).
 */
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cleanAttempt, DEFAULT_IDLE_GAP_MS, referenceOf, type CleanedAttempt } from '../human/clean';
import { forgetHumanReferences, humanReferenceFile, readHumanReferences, type HumanReference } from '../human/reference';
import { writeHumanRun } from '../human/runArchive';
import { readSuiteAttempts } from '../human/suiteAttempts';
import { harnessVersion } from './run';

export interface CleanSummary {
  attempts: number;
  tasks: number;
  references: number;
  hoverOnly: number;
  resetsRepaired: number;
  /** Attempts of tasks whose version changed since they were recorded (left out). */
  stale: string[];
  meanSteps: number | null;
  medianSteps: number | null;
  meanDurationMs: number | null;
  /** Tasks whose reference in the file was replaced. */
  replaced: string[];
  out: string;
}

export function cleanHuman(inputs: string[], o: { suite: string; out?: string; idleGap?: number }): CleanSummary {
  const read = readSuiteAttempts(inputs, o.suite);
  const byTask = new Map<string, CleanedAttempt[]>();
  let resets = 0;
  for (const { attempt: a } of read.current) {
    const c = cleanAttempt(a, o.idleGap ?? DEFAULT_IDLE_GAP_MS);
    resets += c.resets;
    byTask.set(a.task_id, [...(byTask.get(a.task_id) ?? []), c]);
  }
  const fresh = [...byTask.values()].map((cs) => referenceOf(cs));
  const out = path.resolve(o.out ?? humanReferenceFile(o.suite));
  // References of tasks these exports do not hold are kept; a task recorded again is replaced.
  const merged = existsSync(out) ? readHumanReferences(out) : new Map<string, HumanReference>();
  const replaced = fresh.filter((r) => merged.has(r.task_id)).map((r) => r.task_id);
  for (const r of fresh) merged.set(r.task_id, r);
  const lines = [...merged.values()].sort((a, b) => (a.task_id < b.task_id ? -1 : 1)).map((r) => `${JSON.stringify(r)}\n`).join('');
  mkdirSync(path.dirname(out), { recursive: true });
  const tmp = `${out}.tmp-${process.pid}`;
  writeFileSync(tmp, lines);
  renameSync(tmp, out);
  forgetHumanReferences();

  const ok = fresh.filter((r) => r.status === 'SUCCESS');
  const counted = ok.map((r) => r.normalized_steps).sort((a, b) => a - b);
  const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : null);
  return {
    attempts: read.read, tasks: byTask.size, references: ok.length, hoverOnly: ok.filter((r) => r.hover_only).length, resetsRepaired: resets, stale: read.stale,
    meanSteps: mean(counted), medianSteps: counted.length ? counted[Math.floor((counted.length - 1) / 2)] : null,
    meanDurationMs: mean(ok.map((r) => r.duration_ms)), replaced, out,
  };
}

export function clean(files: string[], o: { suite: string; out?: string; idleGap?: number }): void {
  const s = cleanHuman(files, o);
  const f = (x: number | null, d = 2) => (x === null ? '–' : x.toFixed(d));
  console.log(`${s.attempts} attempts at ${s.tasks} tasks → ${s.references} references (${s.hoverOnly} hover-only), ${s.resetsRepaired} resets repaired`);
  console.log(`normalised steps: mean ${f(s.meanSteps)}, median ${f(s.medianSteps, 0)}; mean duration ${f(s.meanDurationMs === null ? null : s.meanDurationMs / 1000, 1)} s`);
  if (s.stale.length) console.log(`left out, recorded on an older version of the task: ${s.stale.join(', ')}`);
  if (s.replaced.length) console.log(`replaced earlier references of ${s.replaced.length} task(s)`);
  console.log(`→ ${path.relative(process.cwd(), s.out) || s.out}`);
}

export function archive(files: string[], o: { suite: string; out: string; runId?: string; pass: string; idleGap?: number }): void {
  const s = writeHumanRun(files, { suite: o.suite, out: o.out, runId: o.runId, pass: o.pass === '2' ? 2 : 1, idleGap: o.idleGap, harnessVersion: harnessVersion() });
  console.log(`${s.episodes} episodes (${s.successes} successes) → ${path.relative(process.cwd(), s.out) || s.out}`);
  if (s.skipped.length) console.log(`skipped by the person, so not in the run: ${s.skipped.join(', ')}`);
  if (s.stale.length) console.log(`left out, recorded on an older version of the task: ${s.stale.join(', ')}`);
}
