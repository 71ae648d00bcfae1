/**
 * A task of any suite: our own specs (full, fresh-<seed>) or an imported official release spec
 * (official-full, official-core). The harness, the agents other than the oracle and the metrics
 * need only what both share; what only our specs have (predicate, reference solution) is asked
 * for by narrowing with `isOfficialTask`.
 */
import type { FolderFile, TaskSpec } from '../../src/core/taskSpec';
import { UserError } from '../errors';
import { isOfficialSuite, loadImportedSuite, type OfficialTask } from '../official/importedSuite';
import { projectRoot } from './paths';
import { suiteTasksDir } from './suites';
import { loadTasks } from './tasks';
import { taskVersion } from './taskVersion';
import { suiteHumanReferences } from '../human/reference';

export type SuiteTask = TaskSpec | OfficialTask;

export function isOfficialTask(t: SuiteTask): t is OfficialTask {
  return (t as OfficialTask).origin === 'official';
}

/** The tasks of a suite, sorted by id. */
export function loadSuiteTasks(name: string, root = projectRoot()): SuiteTask[] {
  return isOfficialSuite(name) ? loadImportedSuite(name, root).tasks : loadTasks(suiteTasksDir(name, root));
}

/** What the older run formats hashed as a task's identity: our whole spec, or the release's own record. */
export function taskIdentity(t: SuiteTask): unknown {
  return isOfficialTask(t) ? t.spec : t;
}

/**
 * The reference an agent's steps and time are compared with (≤H, time ratios): the human
 * reference trace of the task when the suite has one (the release's traces for official tasks;
 * `cb human clean` output, data/human/<suite>.jsonl, for ours, when recorded on the task's current
 * version), else our oracle's reference solution, which has steps but no human time. Hover-only
 * references have no steps a trace records and count as H = 1.
 */
export interface TaskReference {
  steps: number;
  duration_ms: number | null;
  source: 'human' | 'oracle';
}

export function taskReference(t: SuiteTask, suite: string, root = projectRoot()): TaskReference {
  if (isOfficialTask(t)) {
    if (!t.reference) throw new UserError(`task ${t.id} of ${t.suite} has no human reference trace in the imported release, so its step budget H is unknown`);
    return { steps: t.reference.hover_only ? 0 : t.reference.steps, duration_ms: t.reference.hover_only ? null : t.reference.duration_ms, source: 'human' };
  }
  const human = suiteHumanReferences(suite, root)?.get(t.id);
  if (human && human.task_version === taskVersion(t)) {
    return { steps: human.hover_only ? 0 : human.normalized_steps, duration_ms: human.hover_only ? null : human.duration_ms, source: 'human' };
  }
  return { steps: t.reference_steps, duration_ms: null, source: 'oracle' };
}

/** Reference steps behind ≤H (see taskReference). */
export const referenceSteps = (t: SuiteTask, suite: string): number => taskReference(t, suite).steps;

/** The reference's completion time when a person's was recorded (see taskReference). */
export const referenceDurationMs = (t: SuiteTask, suite: string): number | null => taskReference(t, suite).duration_ms;

/** The files the task's file choosers offer (official tasks name none). */
export function taskFolder(t: SuiteTask): FolderFile[] {
  return isOfficialTask(t) ? [] : t.files ?? [];
}
