/**
 * Task versions: a content hash per task of what an episode on it depends on, so a run or an audit
 * can tell which of its tasks changed since it was recorded and redo only those.
 *
 * A version covers what the page, the verifier and the agents see: id, type, library, template,
 * instruction, scene, params, predicate, the reference solution(s) and the folder. It leaves out what no episode
 * depends on — the intended difficulty block (ratings are joined from the current specs) and the
 * negative states (checked by `cb tasks check`, not by runs) — and it never depends on YAML key
 * order. An official release task's version is its release record.
 */
import { createHash } from 'node:crypto';
import { canonicalJson } from '../../src/core/json';
import type { TaskSpec } from '../../src/core/taskSpec';
import { isOfficialTask, type SuiteTask } from './suiteTask';

/** 16 hex digits: 64 bits is plenty to tell versions of one task apart. */
export const TASK_VERSION = /^[0-9a-f]{16}$/;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function versionedContent(t: SuiteTask): unknown {
  if (isOfficialTask(t)) return t.spec;
  const s: TaskSpec = t;
  return {
    id: s.id, canonical_type: s.canonical_type, library: s.library, template: s.template, instruction: s.instruction,
    scene: s.scene, params: s.params, predicate: s.predicate, reference_solution: s.reference_solution,
    pointer_solution: s.pointer_solution ?? null, reference_steps: s.reference_steps,
    // Only tasks with a folder carry it, so adding the field left every other version as it was.
    ...(s.files ? { files: s.files } : {}),
  };
}

// Loaded specs are never mutated, so a version is computed once per spec object.
const memo = new WeakMap<SuiteTask, string>();

export function taskVersion(t: SuiteTask): string {
  let v = memo.get(t);
  if (v === undefined) memo.set(t, (v = sha256(canonicalJson(versionedContent(t))).slice(0, 16)));
  return v;
}

export function taskVersions(tasks: SuiteTask[]): Record<string, string> {
  return Object.fromEntries(tasks.map((t) => [t.id, taskVersion(t)]));
}

/** The summary of a task set: one hash over its (id, version) pairs, in id order. */
export function versionsHash(versions: Record<string, string>): string {
  const pairs = Object.entries(versions).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return sha256(canonicalJson(pairs));
}

export interface TaskDiff {
  /** In the current selection, not recorded. */
  added: string[];
  /** Recorded at another version than the current one. */
  changed: string[];
  /** Recorded, no longer in the current selection. */
  removed: string[];
  unchanged: string[];
}

/** Recorded versions against the current tasks (both in any order; the lists come back in current, then recorded order). */
export function diffVersions(recorded: Record<string, string>, current: SuiteTask[]): TaskDiff {
  const d: TaskDiff = { added: [], changed: [], removed: [], unchanged: [] };
  const now = new Set<string>();
  for (const t of current) {
    now.add(t.id);
    const was = recorded[t.id];
    if (was === undefined) d.added.push(t.id);
    else if (was !== taskVersion(t)) d.changed.push(t.id);
    else d.unchanged.push(t.id);
  }
  for (const id of Object.keys(recorded)) if (!now.has(id)) d.removed.push(id);
  return d;
}

/**
 * Why a recorded task set does not describe the current versions of its tasks (null when it does):
 * the tasks that changed, by name, or a summary hash that does not match the recorded versions.
 */
export function staleTasks(recorded: { hash: string; versions: Record<string, string> }, current: SuiteTask[], topUp = '`cb run --top-up <run-dir>`'): string | null {
  const changed = current.filter((t) => recorded.versions[t.id] !== taskVersion(t)).map((t) => t.id);
  if (changed.length) {
    return `${changed.length} of its ${current.length} tasks changed since it was recorded (${listIds(changed)}); bring it up to date with ${topUp} (\`cb tasks diff\` lists them)`;
  }
  if (versionsHash(recorded.versions) !== recorded.hash) return 'has a task-set hash that does not match its recorded task versions (the manifest was edited)';
  return null;
}

/** Task ids for messages: the first `max`, then how many there are in all. */
export function listIds(ids: string[], max = 10): string {
  return `${ids.slice(0, max).join(', ')}${ids.length > max ? `, … (${ids.length} in all)` : ''}`;
}
