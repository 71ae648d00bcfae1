/**
 * Recorded attempts read against a suite: every attempt must name a task of the suite, attempts on
 * an older version of their task are set aside (no reference for the current one), and a claimed
 * success must hold: its final state satisfies the task's predicate, as a run's episodes are
 * re-scored. Inputs are recorder exports, or human run archives (their human-events.jsonl).
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { evaluatePredicate } from '../../src/core/predicate';
import { loadTasks } from '../content/tasks';
import { suiteTasksDir } from '../content/suites';
import type { SuiteTask } from '../content/suiteTask';
import { taskVersion } from '../content/taskVersion';
import { UserError } from '../errors';
import { isOfficialSuite } from '../official/importedSuite';
import { HUMAN_EVENTS_FILE, readHumanAttempts, type HumanAttempt } from './events';

export interface SuiteAttempt {
  attempt: HumanAttempt;
  task: SuiteTask;
  /** The file it was read from. */
  file: string;
}

export interface SuiteAttempts {
  /** The suite's tasks in their order. */
  tasks: SuiteTask[];
  /** Attempts on the tasks' current versions, in the order read. */
  current: SuiteAttempt[];
  /** Attempts recorded on an older version of their task (`<task> pass <n>`). */
  stale: string[];
  /** Every attempt read. */
  read: number;
}

/** The export a path names: the file itself, or a human run archive's human-events.jsonl. */
function exportFile(input: string): string {
  if (!existsSync(input)) throw new UserError(`${input} does not exist`);
  if (!statSync(input).isDirectory()) return input;
  const file = path.join(input, HUMAN_EVENTS_FILE);
  if (!existsSync(file)) throw new UserError(`${input} is a directory without ${HUMAN_EVENTS_FILE}: give a recorder export or a human run archive (\`cb human archive\`)`);
  return file;
}

export function readSuiteAttempts(inputs: readonly string[], suite: string): SuiteAttempts {
  if (isOfficialSuite(suite)) throw new UserError(`${suite} ships its own human references (imported with it): record and clean references for our suites only`);
  const tasks = loadTasks(suiteTasksDir(suite));
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const out: SuiteAttempts = { tasks, current: [], stale: [], read: 0 };
  const seen = new Map<string, string>();
  for (const input of inputs) {
    const file = exportFile(input);
    for (const a of readHumanAttempts(file)) {
      out.read++;
      const key = `${a.task_id} pass ${a.pass}`;
      if (seen.has(key)) throw new UserError(`${file}: ${key} was recorded in ${seen.get(key)} too: give each attempt once`);
      seen.set(key, file);
      const task = byId.get(a.task_id);
      const which = `${file}: ${a.task_id} pass ${a.pass}`;
      if (a.suite !== suite) throw new UserError(`${which} was recorded on suite ${a.suite}, not ${suite} (--suite)`);
      if (!task) throw new UserError(`${file}: task ${a.task_id} is not in suite ${suite}`);
      if (taskVersion(task) !== a.task_version) {
        out.stale.push(`${a.task_id} pass ${a.pass}`);
        continue;
      }
      if (a.outcome === 'success' && (a.final_state === null || !evaluatePredicate(task.predicate, a.final_state))) {
        throw new UserError(`${which} claims success, but its final_state ${a.final_state === null ? 'is missing' : 'does not satisfy the task'}`);
      }
      out.current.push({ attempt: a, task, file });
    }
  }
  return out;
}
