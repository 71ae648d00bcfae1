/**
 * The Efficiency page's build-time data: per measured run, pass rate against mean time per
 * success and against the step ratio (agent steps over reference steps on solved tasks), with the
 * Pareto frontier of the agent runs. The oracle's runs replay the reference solutions and are shown
 * as the reference, not ranked on the frontier.
 */
import { paths } from '../../content/paths';
import { queryWarehouse, warehouseExists } from '../warehouseData';
import { REFERENCE_AGENT } from './leaderboard';

export interface EfficiencyPoint {
  run_id: string;
  agent: string;
  model: string | null;
  mode: string;
  pass_rate: number;
  mean_success_ms: number | null;
  mean_step_ratio: number | null;
  /** browser_use counts turns, so its step ratio is optimistic */
  counts_turns: boolean;
  is_reference: boolean;
}

export interface EfficiencyData {
  points: EfficiencyPoint[];
  /** Whether the warehouse's steps table carries token usage (needed for a cost axis). */
  has_token_usage: boolean;
}

export const EFFICIENCY_SQL = `
  SELECT run_id, agent, model, mode, pass_rate, mean_success_ms, mean_step_ratio, counts_turns,
         agent = '${REFERENCE_AGENT}' AS is_reference
  FROM run_metrics ORDER BY pass_rate DESC, run_id`;

export const USAGE_COLUMN_SQL = `
  SELECT count(*)::INTEGER AS n FROM information_schema.columns
  WHERE table_name = 'steps' AND column_name IN ('usage', 'usage_json', 'cost_usd', 'input_tokens', 'output_tokens')`;

export async function efficiencyData(dir = paths.warehouse()): Promise<EfficiencyData> {
  if (!warehouseExists(dir)) return { points: [], has_token_usage: false };
  const [points, usage] = await Promise.all([queryWarehouse(EFFICIENCY_SQL, dir), queryWarehouse(USAGE_COLUMN_SQL, dir)]);
  return {
    points: points.map((r) => ({
      run_id: String(r.run_id), agent: String(r.agent), model: r.model === null ? null : String(r.model), mode: String(r.mode),
      pass_rate: Number(r.pass_rate), mean_success_ms: r.mean_success_ms === null ? null : Number(r.mean_success_ms),
      mean_step_ratio: r.mean_step_ratio === null ? null : Number(r.mean_step_ratio), counts_turns: Boolean(r.counts_turns),
      is_reference: Boolean(r.is_reference),
    })),
    has_token_usage: Number(usage[0]?.n ?? 0) > 0,
  };
}

/**
 * The runs no other run beats on both axes: lower cost (x) and higher pass rate (y). Returned in
 * ascending x, the order the frontier line is drawn in.
 */
export function paretoFrontier<T>(items: T[], x: (t: T) => number | null, y: (t: T) => number): T[] {
  const candidates = items.filter((t) => x(t) !== null).sort((a, b) => x(a)! - x(b)! || y(b) - y(a));
  const frontier: T[] = [];
  let best = -Infinity;
  for (const t of candidates) {
    if (y(t) > best) {
      frontier.push(t);
      best = y(t);
    }
  }
  return frontier;
}
