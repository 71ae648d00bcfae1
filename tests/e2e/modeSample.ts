/**
 * The browser sweeps' share of the modes: from the covering sample, one task of every type for each
 * of the four observation/action spaces (each type's libraries in turn, on different templates), so
 * every mode meets every type live and the sweep grows with types, not tasks. The seed is the task
 * set's hash, so a changed suite draws other tasks. Every task in every mode is held by the bundled
 * runs, at this checkout's task and harness versions (tests/unit/bundledRuns.test.ts); a full sweep
 * is `npm run sweep:oracle -- --mode <mode>`.
 */
import { coveringSample, dealByType, taskSetHash } from '../../pipeline/content/select';
import { loadTasks } from '../../pipeline/content/tasks';
import type { ModeName } from '../../pipeline/runs/records';
import type { TaskSpec } from '../../src/core/taskSpec';

export const SWEPT_MODES: ModeName[] = ['axtree', 'som', 'pixel', 'browser_use'];

const all = loadTasks();
const dealt = dealByType(coveringSample(all), SWEPT_MODES.length, taskSetHash(all));

export const modeSample = Object.fromEntries(SWEPT_MODES.map((m, i) => [m, dealt[i]])) as Record<ModeName, TaskSpec[]>;
