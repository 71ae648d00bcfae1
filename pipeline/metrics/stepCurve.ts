/**
 * How success accumulates with the step budget (Figure 10 shape): for k = 1..K, the share of all the
 * run's tasks solved within k steps, and the share solved at exactly step k. A success recorded with
 * 0 steps (already satisfied on load) counts as solved by step 1.
 */
import { checkRun, stepCount } from './episodes';
import { MetricInputError, type ScoredEpisode, type StepUnit } from './types';

export interface StepCurve {
  n: number;
  unit: StepUnit;
  /** K: the last step on the curve. */
  max_steps: number;
  /** solved_at[k − 1]: tasks solved at exactly step k. */
  solved_at: number[];
  /** marginal[k − 1] = solved_at[k − 1] / n. */
  marginal: number[];
  /** cumulative[k − 1]: share of tasks solved within k steps; the last entry is the pass rate. */
  cumulative: number[];
}

export interface StepCurveOptions {
  /** K, e.g. the run's step budget; default: the most steps any success took (at least 1). */
  maxSteps?: number;
  unit?: StepUnit;
}

export function stepCurve(episodes: readonly ScoredEpisode[], options: StepCurveOptions = {}): StepCurve {
  const sorted = checkRun(episodes);
  const unit = options.unit ?? 'steps';
  const used = sorted.filter((e) => e.success).map((e) => Math.max(stepCount(e, unit), 1));
  const longest = used.reduce((a, b) => Math.max(a, b), 1);
  const max = options.maxSteps ?? longest;
  if (!Number.isInteger(max) || max < 1) throw new MetricInputError(`step curve: maxSteps must be a whole number ≥ 1, got ${max}`);
  if (longest > max) {
    const e = sorted.find((x) => x.success && stepCount(x, unit) === longest) as ScoredEpisode;
    throw new MetricInputError(`run "${e.run_id}", task ${e.task_id}: solved in ${longest} ${unit}, beyond the curve's ${max}; pass the run's budget as maxSteps`);
  }
  const n = sorted.length;
  const solvedAt = new Array<number>(max).fill(0);
  for (const k of used) solvedAt[k - 1]++;
  let running = 0;
  const cumulative = solvedAt.map((c) => (running += c) / n);
  return { n, unit, max_steps: max, solved_at: solvedAt, marginal: solvedAt.map((c) => c / n), cumulative };
}
