/**
 * The Efficiency page's build-time data: per measured run, pass rate against mean time per
 * success and against the step ratio (agent steps over reference steps on solved tasks), with the
 * Pareto frontier of the agent runs. The oracle's runs replay the reference solutions and are shown
 * as the reference, not ranked on the frontier.
 */
import { paths } from '../../content/paths';
import { queryWarehouse, warehouseExists } from '../warehouseData';
import { onFullSuite } from '../../content/suites';
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
  /** Mean model cost per attempted task (USD); null when the run recorded no cost. */
  mean_cost_usd: number | null;
  /** Mean model tokens (prompt + completion) per attempted task; null when the run recorded no usage. */
  mean_tokens: number | null;
}

export interface EfficiencyData {
  points: EfficiencyPoint[];
  /** Whether any run recorded model cost (the cost axis is drawn only then). */
  has_cost: boolean;
}

/** Cost and tokens are averaged over every attempted task: failures cost money too. */
export const EFFICIENCY_SQL = `
  WITH usage AS (
    SELECT run_id,
           CASE WHEN count(cost_usd) > 0 THEN sum(coalesce(cost_usd, 0)) / count(*) END AS mean_cost_usd,
           CASE WHEN count(prompt_tokens) > 0 THEN sum(coalesce(prompt_tokens, 0) + coalesce(completion_tokens, 0)) / count(*) END AS mean_tokens
    FROM episodes GROUP BY run_id
  )
  SELECT m.run_id, m.agent, m.model, m.mode, m.pass_rate, m.mean_success_ms, m.mean_step_ratio, m.counts_turns,
         m.agent = '${REFERENCE_AGENT}' AS is_reference, u.mean_cost_usd::DOUBLE AS mean_cost_usd, u.mean_tokens::DOUBLE AS mean_tokens
  FROM run_metrics m LEFT JOIN usage u USING (run_id) WHERE ${onFullSuite('m.suite')} ORDER BY m.pass_rate DESC, m.run_id`;

export async function efficiencyData(dir = paths.warehouse()): Promise<EfficiencyData> {
  if (!warehouseExists(dir)) return { points: [], has_cost: false };
  const points = await queryWarehouse(EFFICIENCY_SQL, dir);
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    points: points.map((r) => ({
      run_id: String(r.run_id), agent: String(r.agent), model: r.model === null ? null : String(r.model), mode: String(r.mode),
      pass_rate: Number(r.pass_rate), mean_success_ms: r.mean_success_ms === null ? null : Number(r.mean_success_ms),
      mean_step_ratio: r.mean_step_ratio === null ? null : Number(r.mean_step_ratio), counts_turns: Boolean(r.counts_turns),
      is_reference: Boolean(r.is_reference), mean_cost_usd: num(r.mean_cost_usd), mean_tokens: num(r.mean_tokens),
    })),
    has_cost: points.some((r) => r.mean_cost_usd !== null),
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
