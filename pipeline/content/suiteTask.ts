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
 * Reference steps behind ≤H: our oracle's reference solution, or the human reference trace of an
 * official task (its normalised steps; hover-only references have none and count as H = 1).
 */
export function referenceSteps(t: SuiteTask): number {
  if (!isOfficialTask(t)) return t.reference_steps;
  if (!t.reference) throw new UserError(`task ${t.id} of ${t.suite} has no human reference trace in the imported release, so its step budget H is unknown`);
  return t.reference.hover_only ? 0 : t.reference.steps;
}

/** The reference's completion time when one was recorded (the human traces of official tasks). */
export function referenceDurationMs(t: SuiteTask): number | null {
  return isOfficialTask(t) && t.reference && !t.reference.hover_only ? t.reference.duration_ms : null;
}

/** The files the task's file choosers offer (official tasks name none). */
export function taskFolder(t: SuiteTask): FolderFile[] {
  return isOfficialTask(t) ? [] : t.files ?? [];
}
