/**
 * Build-time data of the Core suite's page: every recorded Core run's pass rate per generation
 * unit and per member type (pooled over the unit's tasks), from the warehouse's episodes joined to
 * the Core tasks; the units and their members are the suite's composition (src/generator/coreUnits.ts).
 */
import { paths } from '../../content/paths';
import { CORE_UNITS } from '../../../src/generator/coreUnits';
import { queryWarehouse, warehouseExists } from '../warehouseData';
import { REPORT_SUITES } from './components';

const CORE = REPORT_SUITES.core.name;

export interface CoreRun { run_id: string; agent: string; model: string | null; mode: string }
/** Episodes and passes of one run on a group of tasks. */
export interface Tally { episodes: number; passed: number }

export interface CoreRow {
  tasks: number;
  /** Mean steps of the tasks' reference solutions. */
  mean_reference_steps: number;
  /** By run id; a run without episodes on these tasks is absent. */
  by_run: Record<string, Tally>;
}

export interface CoreUnitRow extends CoreRow {
  id: string;
  title: string;
  members: (CoreRow & { canonical_type: string })[];
}

export interface CoreBoard {
  runs: CoreRun[];
  units: CoreUnitRow[];
  overall: CoreRow;
  /** The Full suite's mean reference steps, beside Core's. */
  full_mean_reference_steps: number | null;
}

const TYPES_SQL = `
  SELECT canonical_type, count(*)::INTEGER AS tasks, sum(reference_steps)::INTEGER AS steps
  FROM tasks WHERE suite = '${CORE}' GROUP BY ALL`;
const TALLY_SQL = `
  SELECT e.run_id, t.canonical_type, count(*)::INTEGER AS episodes, sum(e.success::INTEGER)::INTEGER AS passed
  FROM episodes e JOIN runs r USING (run_id) JOIN tasks t ON t.id = e.task_id AND t.suite = r.suite
  WHERE r.suite = '${CORE}' GROUP BY ALL`;
const RUNS_SQL = `SELECT run_id, agent, model, mode FROM runs WHERE suite = '${CORE}' ORDER BY model NULLS FIRST, agent, mode, run_id`;
const FULL_STEPS_SQL = `SELECT avg(reference_steps) AS mean FROM tasks WHERE suite = '${REPORT_SUITES.full.name}'`;

export async function coreBoard(dir = paths.warehouse()): Promise<CoreBoard> {
  const has = warehouseExists(dir);
  const [types, tallies, runs, full] = has
    ? await Promise.all([queryWarehouse(TYPES_SQL, dir), queryWarehouse(TALLY_SQL, dir), queryWarehouse(RUNS_SQL, dir), queryWarehouse(FULL_STEPS_SQL, dir)])
    : [[], [], [], []];
  const typeRow = new Map(types.map((r) => [String(r.canonical_type), { tasks: Number(r.tasks), steps: Number(r.steps) }]));
  const tallyOf = new Map<string, Record<string, Tally>>();
  for (const t of tallies) {
    const byRun = tallyOf.get(String(t.canonical_type)) ?? {};
    byRun[String(t.run_id)] = { episodes: Number(t.episodes), passed: Number(t.passed) };
    tallyOf.set(String(t.canonical_type), byRun);
  }
  /** Sums over member types: tasks, reference steps and each run's tally. */
  const pool = (typesOf: string[]): CoreRow => {
    let tasks = 0;
    let steps = 0;
    const by_run: Record<string, Tally> = {};
    for (const type of typesOf) {
      tasks += typeRow.get(type)?.tasks ?? 0;
      steps += typeRow.get(type)?.steps ?? 0;
      for (const [run, t] of Object.entries(tallyOf.get(type) ?? {})) {
        const sum = (by_run[run] ??= { episodes: 0, passed: 0 });
        sum.episodes += t.episodes;
        sum.passed += t.passed;
      }
    }
    return { tasks, mean_reference_steps: tasks ? steps / tasks : 0, by_run };
  };
  const units = CORE_UNITS.map((u) => ({
    id: u.id, title: u.title, ...pool(u.members.map((m) => m.type)),
    members: u.members.map((m) => ({ canonical_type: m.type, ...pool([m.type]) })),
  }));
  return {
    runs: runs.map((r) => ({ run_id: String(r.run_id), agent: String(r.agent), model: (r.model as string | null) ?? null, mode: String(r.mode) })),
    units,
    overall: pool(CORE_UNITS.flatMap((u) => u.members.map((m) => m.type))),
    full_mean_reference_steps: full[0]?.mean === null || full[0]?.mean === undefined ? null : Number(full[0].mean),
  };
}
