/**
 * The browser sweeps' share of the modes: the covering sample (every template, guidance level and
 * instance count of every type × library) dealt over the four observation/action spaces, so every
 * covering task runs live in one mode and every mode meets every type × library. Every task in
 * every mode is held by the bundled runs, at this checkout's task and harness versions
 * (tests/unit/bundledRuns.test.ts); a full sweep is `npm run sweep:oracle -- --mode <mode>`.
 */
import { coveringSample, dealByCell } from '../../pipeline/content/select';
import { loadTasks } from '../../pipeline/content/tasks';
import type { ModeName } from '../../pipeline/runs/records';
import type { TaskSpec } from '../../src/core/taskSpec';

export const SWEPT_MODES: ModeName[] = ['axtree', 'som', 'pixel', 'browser_use'];

const all = loadTasks();
const dealt = dealByCell(coveringSample(all), SWEPT_MODES.length, all);

export const modeSample = Object.fromEntries(SWEPT_MODES.map((m, i) => [m, dealt[i]])) as Record<ModeName, TaskSpec[]>;
