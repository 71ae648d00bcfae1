/** A worker that reads runs (deriveRun) for the pipeline: one message in, one result out. */
import { parentPort } from 'node:worker_threads';
import { loadSuiteTasks, type SuiteTask } from '../content/suiteTask';
import { deriveRun } from './runFragment';

const tasksBySuite = new Map<string, Map<string, SuiteTask>>();

parentPort!.on('message', (job: { id: number; runDir: string; suite: string }) => {
  try {
    let tasks = tasksBySuite.get(job.suite);
    if (!tasks) tasksBySuite.set(job.suite, (tasks = new Map(loadSuiteTasks(job.suite).map((t) => [t.id, t]))));
    parentPort!.postMessage({ id: job.id, derived: deriveRun(job.runDir, tasks) });
  } catch (e) {
    parentPort!.postMessage({ id: job.id, error: (e as Error).message, name: (e as Error).name });
  }
});
