/**
 * Build-time data of the Compare page: every run and, for every pair of runs, the paired per-task
 * diff over the tasks both ran (both pass, only A, only B, neither). Task lists are stored as
 * indices into one shared id list so the page's inline data stays small as runs accumulate.
 */
import { hasTaskReport } from './tasks';
import { paths } from '../../content/paths';
import { queryWarehouse, warehouseExists } from '../warehouseData';

export interface CompareRun {
  run_id: string;
  agent: string;
  model: string | null;
  mode: string;
  suite: string;
  task_set_hash: string;
}

export interface PairDiff {
  a: string;
  b: string;
  /** Tasks with an episode in both runs. */
  shared: number;
  both: number;
  neither: number;
  /** Indices into CompareData.tasks, sorted by task id. */
  only_a: number[];
  only_b: number[];
  /** Whether the tasks have report pages to link to (Full's and Core's do). */
  linked: boolean;
}

export interface CompareData {
  runs: CompareRun[];
  tasks: string[];
  /** One entry per unordered pair, a before b in run order; the page swaps sides for b-vs-a. */
  pairs: PairDiff[];
  /** The first two runs on the same task set, else the first two runs; null with fewer than two runs. */
  defaultPair: [string, string] | null;
}

const RUNS_SQL = `SELECT run_id, agent, model, mode, suite, task_set_hash FROM runs ORDER BY run_id`;
const OUTCOMES_SQL = `SELECT run_id, task_id, success FROM episodes ORDER BY task_id`;

export async function compareData(dir = paths.warehouse()): Promise<CompareData> {
  if (!warehouseExists(dir)) return { runs: [], tasks: [], pairs: [], defaultPair: null };
  const [runRows, outcomeRows] = await Promise.all([queryWarehouse(RUNS_SQL, dir), queryWarehouse(OUTCOMES_SQL, dir)]);
  const runs: CompareRun[] = runRows.map((r) => ({
    run_id: String(r.run_id), agent: String(r.agent), model: (r.model as string | null) ?? null, mode: String(r.mode),
    suite: String(r.suite), task_set_hash: String(r.task_set_hash),
  }));
  const tasks = [...new Set(outcomeRows.map((o) => String(o.task_id)))].sort();
  const index = new Map(tasks.map((t, i) => [t, i]));
  const outcomes = new Map<string, Map<number, boolean>>(runs.map((r) => [r.run_id, new Map()]));
  for (const o of outcomeRows) outcomes.get(String(o.run_id))?.set(index.get(String(o.task_id))!, Boolean(o.success));
  const pairs: PairDiff[] = [];
  for (let i = 0; i < runs.length; i++) {
    for (let j = i + 1; j < runs.length; j++) {
      const a = outcomes.get(runs[i].run_id)!;
      const b = outcomes.get(runs[j].run_id)!;
      const sameSuite = runs[i].suite === runs[j].suite;
      const diff: PairDiff = {
        a: runs[i].run_id, b: runs[j].run_id, shared: 0, both: 0, neither: 0, only_a: [], only_b: [], linked: sameSuite && hasTaskReport(runs[i].suite),
      };
      // Suites name their tasks alike (an official release uses our id scheme): only runs of one suite share tasks.
      if (sameSuite) for (const [task, passA] of a) {
        const passB = b.get(task);
        if (passB === undefined) continue;
        diff.shared++;
        if (passA && passB) diff.both++;
        else if (passA) diff.only_a.push(task);
        else if (passB) diff.only_b.push(task);
        else diff.neither++;
      }
      diff.only_a.sort((x, y) => x - y);
      diff.only_b.sort((x, y) => x - y);
      pairs.push(diff);
    }
  }
  let defaultPair: [string, string] | null = null;
  outer: for (let i = 0; i < runs.length; i++) {
    for (let j = i + 1; j < runs.length; j++) {
      if (runs[i].task_set_hash === runs[j].task_set_hash) { defaultPair = [runs[i].run_id, runs[j].run_id]; break outer; }
    }
  }
  if (!defaultPair && runs.length >= 2) defaultPair = [runs[0].run_id, runs[1].run_id];
  return { runs, tasks, pairs, defaultPair };
}
