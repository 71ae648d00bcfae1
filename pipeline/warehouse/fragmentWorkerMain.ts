/** A worker that reads runs (deriveRun) for the pipeline: one message in, one result out. */
import { parentPort } from 'node:worker_threads';
import type { TaskSpec } from '../../src/core/taskSpec';
import { loadTasks } from '../content/tasks';
import { deriveRun } from './runFragment';

const tasksByDir = new Map<string, Map<string, TaskSpec>>();

parentPort!.on('message', (job: { id: number; runDir: string; tasksDir: string }) => {
  try {
    let tasks = tasksByDir.get(job.tasksDir);
    if (!tasks) tasksByDir.set(job.tasksDir, (tasks = new Map(loadTasks(job.tasksDir).map((t) => [t.id, t]))));
    parentPort!.postMessage({ id: job.id, derived: deriveRun(job.runDir, tasks) });
  } catch (e) {
    parentPort!.postMessage({ id: job.id, error: (e as Error).message, name: (e as Error).name });
  }
});
