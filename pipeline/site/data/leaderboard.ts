/**
 * The leaderboard's build-time data: one row per measured run (run_metrics), the runs' per-library
 * pass counts (breakdowns) for the library filter, and the paper's reported rows (reported_results),
 * which stay in their own rows and are never averaged with measured ones.
 */
import { paths } from '../../content/paths';
import { MODE_NAMES, MODELS } from '../../reported/names';
import { queryWarehouse, warehouseExists } from '../warehouseData';

/**
 * The oracle replays each task's reference solution, so its time on a task is the reference time
 * that agent times are compared with (the paper compares with human time instead).
 */
export const REFERENCE_AGENT = 'oracle';

/**
 * Whether a model's weights are published. Only models whose status is public knowledge are
 * listed; scripted agents (oracle, rule) have no model and stay unknown.
 */
export const OPEN_WEIGHTS: Readonly<Record<string, boolean>> = {
  'gemini-3-flash': false,
  'gemini-3.1-flash-lite': false,
  'gpt-5.4': false,
  'gpt-5.4-mini': false,
  'gpt-5-mini': false,
  'opus-4.6': false,
  'qwen3-vl-235b': true,
  'ui-tars-1.5-7b': true,
};

/** How a run's provenance reads on the board: a partial replay says how much of the run replayed. */
export function provenanceLabel(provenance: string, replayed: number | null, episodes: number | null): string {
  return provenance === 'partially-replayed' && replayed !== null && episodes !== null ? `partially replayed (${replayed}/${episodes})` : provenance;
}

export interface MeasuredRow {
  provenance: 'measured';
  run_id: string;
  /** `bundled` (shipped with the repository), `local` or `submission`. */
  source: string;
  /**
   * `maintainer` (recorded by this project), or for submissions `verified` (re-executed by a
   * maintainer), `replay-verified`, `partially replayed (k/n)` or `self-reported`.
   */
  run_provenance: string;
  suite: string;
  agent: string;
  model: string | null;
  mode: string;
  tasks: number;
  passed: number;
  /** Tasks of the run left out of `tasks`: their page did not load or the harness failed. */
  harness_errors: number;
  pass_rate: number;
  ci_lo: number;
  ci_hi: number;
  within_1h: number;
  within_2h: number;
  /** browser_use counts turns, not primitive actions: its step numbers are optimistic. */
  counts_turns: boolean;
  /**
   * Time on solved tasks over the oracle's time on the same tasks in the same mode; on an imported
   * official suite, over the human reference's time.
   */
  time_ratio: number | null;
  mean_success_steps: number | null;
}

export interface ReportedLeaderboardRow {
  provenance: 'reported';
  /** `official-full` or `official-core`: the paper's suites, not this repository's task sets. */
  suite: string;
  model: string;
  mode: string;
  pass_rate: number;
  within_1h: number | null;
  within_2h: number | null;
  time_ratio: number | null;
  source_tables: string;
  note: string | null;
}

export interface LibraryPass {
  run_id: string;
  library: string;
  tasks: number;
  passed: number;
  pass_rate: number;
  ci_lo: number;
  ci_hi: number;
}

export interface LeaderboardData {
  measured: MeasuredRow[];
  reported: ReportedLeaderboardRow[];
  libraries: LibraryPass[];
  /** Which H each suite's ≤H and time ratio use: how many of its tasks have a human reference. */
  references: SuiteReferences[];
}

export interface SuiteReferences {
  suite: string;
  tasks: number;
  human: number;
}

export const MEASURED_SQL = `
  WITH oracle AS (
    SELECT r.suite, r.mode, e.task_id, avg(e.duration_ms) AS reference_ms
    FROM runs r JOIN episodes e USING (run_id)
    WHERE r.agent = '${REFERENCE_AGENT}' AND e.success
    GROUP BY ALL
  ), ratios AS (
    -- A task's reference time: its human reference's duration where one was recorded (hover-only
    -- ones have none; Table 8's ratio), else the oracle's time on it in the same mode.
    SELECT e.run_id, sum(e.duration_ms) / sum(coalesce(nullif(t.reference_duration_ms, 0), o.reference_ms)) AS time_ratio
    FROM episodes e JOIN runs r USING (run_id) JOIN tasks t ON t.suite = r.suite AND t.id = e.task_id
      LEFT JOIN oracle o ON o.suite = r.suite AND o.mode = r.mode AND o.task_id = e.task_id
    WHERE e.success AND coalesce(nullif(t.reference_duration_ms, 0), o.reference_ms) IS NOT NULL
    GROUP BY e.run_id
  )
  SELECT m.run_id, r.source, r.provenance AS run_provenance, r.replayed_episodes, r.replay_episodes, m.suite, m.agent, m.model, m.mode, m.tasks, m.passed, m.harness_errors, m.pass_rate, m.ci_lo, m.ci_hi,
         m.within_1h, m.within_2h, m.counts_turns, ratios.time_ratio::DOUBLE AS time_ratio, m.mean_success_steps
  FROM run_metrics m JOIN runs r USING (run_id) LEFT JOIN ratios USING (run_id)
  ORDER BY m.suite, m.pass_rate DESC, m.run_id`;

/**
 * Table 1 (full) and Table 5 (core) give pass rates; Table 7 and Table 5 the step efficiency;
 * Table 8 the time ratio. Other tables repeat Table 1's pass rates and are left out so no number
 * is shown twice. Percentages become fractions, like the measured columns.
 */
export const REPORTED_SQL = `
  SELECT suite, model, mode,
         max(value / 100) FILTER (WHERE metric = 'pass_rate' AND source_table IN ('Table 1', 'Table 5')) AS pass_rate,
         max(value / 100) FILTER (WHERE metric = 'solved_within_1x_human_steps') AS within_1h,
         max(value / 100) FILTER (WHERE metric = 'solved_within_2x_human_steps') AS within_2h,
         max(value) FILTER (WHERE metric = 'agent_to_human_time_ratio') AS time_ratio,
         string_agg(DISTINCT source_table, ', ' ORDER BY source_table) AS source_tables,
         max(note) FILTER (WHERE source_table IN ('Table 1', 'Table 5')) AS note
  FROM reported_results
  WHERE model IS NOT NULL AND mode IS NOT NULL AND task_subset IS NULL AND group_kind IS NULL
    AND source_table IN ('Table 1', 'Table 5', 'Table 7', 'Table 8')
  GROUP BY suite, model, mode
  HAVING pass_rate IS NOT NULL
  ORDER BY suite, pass_rate DESC, model, mode`;

export const REFERENCES_SQL = `
  SELECT suite, count(*) AS tasks, count(*) FILTER (WHERE reference_source = 'human') AS human
  FROM tasks GROUP BY suite ORDER BY suite`;

export const LIBRARY_SQL = `
  SELECT run_id, level AS library, tasks, passed, pass_rate, ci_lo, ci_hi
  FROM breakdowns WHERE dimension = 'library' ORDER BY run_id, position`;

const num = (v: unknown): number => Number(v);
const optNum = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const optStr = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

export async function leaderboardData(dir = paths.warehouse()): Promise<LeaderboardData> {
  if (!warehouseExists(dir)) return { measured: [], reported: [], libraries: [], references: [] };
  const [measured, reported, libraries, references] = await Promise.all([
    queryWarehouse(MEASURED_SQL, dir),
    queryWarehouse(REPORTED_SQL, dir),
    queryWarehouse(LIBRARY_SQL, dir),
    queryWarehouse(REFERENCES_SQL, dir),
  ]);
  return {
    measured: measured.map((r) => ({
      provenance: 'measured',
      run_id: String(r.run_id), source: String(r.source), run_provenance: provenanceLabel(String(r.run_provenance), optNum(r.replayed_episodes), optNum(r.replay_episodes)), suite: String(r.suite), agent: String(r.agent), model: optStr(r.model),
      mode: String(r.mode), tasks: num(r.tasks), passed: num(r.passed), harness_errors: num(r.harness_errors), pass_rate: num(r.pass_rate), ci_lo: num(r.ci_lo), ci_hi: num(r.ci_hi),
      within_1h: num(r.within_1h), within_2h: num(r.within_2h), counts_turns: Boolean(r.counts_turns), time_ratio: optNum(r.time_ratio),
      mean_success_steps: optNum(r.mean_success_steps),
    })),
    reported: reported.map((r) => ({
      provenance: 'reported',
      suite: String(r.suite), model: String(r.model), mode: String(r.mode), pass_rate: num(r.pass_rate), within_1h: optNum(r.within_1h),
      within_2h: optNum(r.within_2h), time_ratio: optNum(r.time_ratio), source_tables: String(r.source_tables), note: optStr(r.note),
    })),
    libraries: libraries.map((r) => ({
      run_id: String(r.run_id), library: String(r.library), tasks: num(r.tasks), passed: num(r.passed), pass_rate: num(r.pass_rate),
      ci_lo: num(r.ci_lo), ci_hi: num(r.ci_hi),
    })),
    references: references.map((r) => ({ suite: String(r.suite), tasks: num(r.tasks), human: num(r.human) })),
  };
}

/** Which H a suite's ≤H and time ratio use, in words. */
export function referenceNote(r: SuiteReferences): string {
  if (r.human === r.tasks) return 'human reference traces for every task';
  if (r.human === 0) return 'the reference solution\'s steps (no human traces recorded for this suite), and the oracle\'s time in the same mode';
  return `human reference traces for ${r.human} of ${r.tasks} tasks, the reference solution's steps (and the oracle's time) for the rest`;
}

/** Display name of a model id the paper uses, or the id itself for models it does not. */
export function modelName(model: string | null): string | null {
  if (model === null) return null;
  return (MODELS as Record<string, string>)[model] ?? model;
}

export function modeName(mode: string): string {
  return (MODE_NAMES as Record<string, string>)[mode] ?? mode;
}

/** How a run or reported row names who acted: the model, or the scripted agent when there is none. */
export function actorName(agent: string | null, model: string | null): string {
  const m = modelName(model);
  if (agent === null) return m ?? 'unknown';
  return m ? `${agent} (${m})` : agent;
}

export function openWeights(model: string | null): boolean | null {
  if (model === null) return null;
  return Object.hasOwn(OPEN_WEIGHTS, model) ? OPEN_WEIGHTS[model] : null;
}

/**
 * Suite labels. The official release's suites hold the paper's reported rows and any run measured
 * on an imported copy of the release; this repository's suites are named apart.
 */
export function suiteLabel(suite: string): string {
  if (suite === 'official-full') return 'Official release: Full';
  if (suite === 'official-core') return 'Official release: Core';
  if (suite === 'full') return 'This repository: Full (measured)';
  if (suite === 'core') return 'This repository: Core (measured)';
  if (/^fresh-core-\d+$/.test(suite)) return `Held-out Core “${suite}” (measured)`;
  if (/^fresh-\d+$/.test(suite)) return `Held-out Full “${suite}” (measured)`;
  return `Local suite “${suite}” (measured)`;
}

/**
 * Where a suite's group stands on the board: the Full suites, then the Core ones, each the paper's
 * first, then this repository's, then held-out splits, so each of ours sits beside its official
 * counterpart.
 */
export function suiteOrder(a: string, b: string): number {
  const key = (s: string) => [/(^|-)core(-|$)/.test(s) ? 1 : 0, s.startsWith('official-') ? 0 : s === 'full' || s === 'core' ? 1 : s.startsWith('fresh-') ? 2 : 3];
  const [ka, kb] = [key(a), key(b)];
  return ka[0] - kb[0] || ka[1] - kb[1] || (a < b ? -1 : a > b ? 1 : 0);
}
