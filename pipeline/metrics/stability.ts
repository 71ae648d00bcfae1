/**
 * Repeated-run stability on one task set (Table 15 shape). Aggregate pass rates can agree while
 * individual tasks flip, so task-level agreement and the overlap of passed sets are reported too.
 */
import { alignRuns } from './episodes';
import { MetricInputError, type ScoredEpisode } from './types';

export interface Stability {
  runs: number;
  /** Tasks per run. */
  n: number;
  /** Each run's pass rate, in the order given. */
  pass_rates: number[];
  mean_pass_rate: number;
  /** max over runs of |pass rate − mean pass rate|. */
  max_deviation: number;
  /** Highest minus lowest pass rate (for two runs, twice max_deviation). */
  range: number;
  /** Share of tasks with the same outcome in every run. */
  agreement: number;
  /** Tasks whose outcome differs between runs. */
  flipped: number;
  /**
   * |tasks passed in every run| / |tasks passed in any run| (for two runs, the Jaccard index of the
   * passed sets); null when no run passed anything.
   */
  jaccard: number | null;
}

export function stability(runs: readonly (readonly ScoredEpisode[])[]): Stability {
  if (runs.length < 2) throw new MetricInputError(`stability: needs at least two runs of the same tasks, got ${runs.length}`);
  const { task_ids, outcomes } = alignRuns(runs, 'stability');
  const n = task_ids.length;
  const passRates = outcomes.map((o) => o.reduce((s, x) => s + x, 0) / n);
  const meanPass = passRates.reduce((s, x) => s + x, 0) / passRates.length;
  let all = 0;
  let any = 0;
  let flipped = 0;
  for (let i = 0; i < n; i++) {
    let passes = 0;
    for (const o of outcomes) passes += o[i];
    if (passes === outcomes.length) all++;
    if (passes > 0) any++;
    if (passes > 0 && passes < outcomes.length) flipped++;
  }
  return {
    runs: runs.length,
    n,
    pass_rates: passRates,
    mean_pass_rate: meanPass,
    max_deviation: Math.max(...passRates.map((r) => Math.abs(r - meanPass))),
    range: Math.max(...passRates) - Math.min(...passRates),
    agreement: (n - flipped) / n,
    flipped,
    jaccard: any === 0 ? null : all / any,
  };
}
