/**
 * Task-resampling bootstrap confidence intervals (percentile method).
 *
 * A resample draws n tasks uniformly with replacement from the n tasks and records the integer sum
 * of their scores. That sum depends only on how many draws land on each distinct score, and those
 * counts are exactly Multinomial(n; share of each score), so each resample draws the counts
 * directly: highest score first, each count ~ Binomial(draws left, its share of the scores not yet
 * drawn), by inverting the binomial CDF with one uniform from the seeded sfc32 generator in
 * src/generator/rng.ts. This is the same bootstrap distribution as drawing n indices, in
 * O(B · distinct scores · log n) instead of O(B · n). For pass/fail scores it is one binomial per
 * resample. The interval ends are the (1 − level)/2 and (1 + level)/2 quantiles of the B resampled
 * statistics, interpolated linearly between order statistics (Hyndman–Fan type 7, numpy's
 * default): for quantile p, h = (B − 1)·p and the value is x[⌊h⌋] + (h − ⌊h⌋)·(x[⌊h⌋ + 1] − x[⌊h⌋]).
 * Same inputs and seed give the same bits.
 */
import { Rng } from '../../src/generator/rng';
import { alignRuns, checkRun } from './episodes';
import { MetricInputError, type ScoredEpisode } from './types';

export const DEFAULT_RESAMPLES = 10_000;
export const DEFAULT_BOOTSTRAP_SEED = 2026;
export const DEFAULT_LEVEL = 0.95;

export interface BootstrapOptions {
  /** Number of resamples B (default 10,000). */
  resamples?: number;
  /** PRNG seed (default 2026). */
  seed?: number | string;
  /** Coverage of the interval (default 0.95). */
  level?: number;
}

export interface BootstrapCI {
  /** The statistic on the data as given (not a bootstrap mean). */
  estimate: number;
  /** Bootstrap standard error: the standard deviation of the resampled statistics. */
  se: number;
  lo: number;
  hi: number;
  level: number;
  resamples: number;
  seed: number | string;
  /** Tasks resampled. */
  n: number;
}

/** Quantile p of ascending `sorted` values, by linear interpolation between order statistics (type 7). */
export function quantileSorted(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) throw new MetricInputError('quantile of an empty list');
  const h = (sorted.length - 1) * p;
  const k = Math.floor(h);
  if (k + 1 >= sorted.length) return sorted[sorted.length - 1];
  return sorted[k] + (h - k) * (sorted[k + 1] - sorted[k]);
}

function resolve(options: BootstrapOptions): Required<BootstrapOptions> {
  const resamples = options.resamples ?? DEFAULT_RESAMPLES;
  const level = options.level ?? DEFAULT_LEVEL;
  if (!Number.isInteger(resamples) || resamples < 1) throw new MetricInputError(`bootstrap: resamples must be a whole number ≥ 1, got ${resamples}`);
  if (!(level > 0 && level < 1)) throw new MetricInputError(`bootstrap: level must be strictly between 0 and 1, got ${level}`);
  return { resamples, level, seed: options.seed ?? DEFAULT_BOOTSTRAP_SEED };
}

/**
 * Bootstrap CI for mean(scores) / scale, where scores are small integers per task. Sums stay
 * integers, so resampling is exact.
 */
function bootstrapIntegerMean(scores: Int8Array | Uint8Array, scale: number, options: BootstrapOptions): BootstrapCI {
  const { resamples, level, seed } = resolve(options);
  // The interval depends only on how many tasks have each score (and the settings), so breakdown
  // levels of equal size and outcome share one computation: same inputs, same bits.
  const histogram = new Map<number, number>();
  for (let i = 0; i < scores.length; i++) histogram.set(scores[i], (histogram.get(scores[i]) ?? 0) + 1);
  const key = `${resamples}|${level}|${typeof seed}:${seed}|${scale}|${[...histogram].sort((x, y) => x[0] - y[0]).join(';')}`;
  const known = memo.get(key);
  if (known) return { ...known };
  const ci = computeIntegerMean(histogram, scores.length, scale, resamples, level, seed);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, ci);
  return { ...ci };
}

const MEMO_LIMIT = 50_000;
const memo = new Map<string, BootstrapCI>();

function computeIntegerMean(counts: ReadonlyMap<number, number>, n: number, scale: number, resamples: number, level: number, seed: number | string): BootstrapCI {
  let total = 0;
  for (const [value, count] of counts) total += value * count;
  const sums = multinomialSums(new Rng(seed), counts, n, resamples);
  let sum = 0;
  for (let b = 0; b < resamples; b++) sum += sums[b];
  sums.sort();
  const denom = n * scale;
  const meanSum = sum / resamples;
  let squares = 0;
  for (let b = 0; b < resamples; b++) squares += (sums[b] - meanSum) ** 2;
  const variance = resamples > 1 ? squares / (resamples - 1) : 0;
  return {
    estimate: total / denom,
    se: Math.sqrt(variance) / denom,
    lo: quantileSorted(sums, (1 - level) / 2) / denom,
    hi: quantileSorted(sums, (1 + level) / 2) / denom,
    level,
    resamples,
    seed,
    n,
  };
}

/** CDF of Binomial(n, p) at 0..n, for 0 < p < 1. */
function binomialCdf(n: number, p: number): Float64Array {
  const cdf = new Float64Array(n + 1);
  const logRatio = Math.log(p) - Math.log1p(-p);
  // The pmf is carried in log space, so (1 − p)^n underflowing for large n loses only terms that are 0 anyway.
  let logPmf = n * Math.log1p(-p);
  let acc = 0;
  for (let k = 0; k <= n; k++) {
    acc += Math.exp(logPmf);
    cdf[k] = acc;
    logPmf += Math.log(n - k) - Math.log(k + 1) + logRatio;
  }
  for (let k = 0; k <= n; k++) cdf[k] /= acc;
  return cdf;
}

/** The smallest k with cdf[k] > u. */
function invert(cdf: Float64Array, u: number): number {
  let lo = 0;
  let hi = cdf.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cdf[mid] > u) hi = mid; else lo = mid + 1;
  }
  return lo;
}

/** Sums of B resamples of n scores with replacement, drawn as multinomial counts per distinct score. */
function multinomialSums(rng: Rng, counts: ReadonlyMap<number, number>, n: number, resamples: number): Int32Array {
  const values = [...counts.keys()].sort((x, y) => y - x);
  const sums = new Int32Array(resamples);
  if (values.length <= 1) return sums.fill(n * (values[0] ?? 0));
  // Stage i draws how many of the draws left land on values[i]; the last value takes the rest.
  let rest = n;
  const stages = values.slice(0, -1).map((value) => {
    const p = counts.get(value)! / rest;
    rest -= counts.get(value)!;
    return { value, p, cdfs: new Map<number, Float64Array>() };
  });
  const last = values[values.length - 1];
  for (let b = 0; b < resamples; b++) {
    let left = n;
    let s = 0;
    for (const stage of stages) {
      if (left === 0) break;
      let cdf = stage.cdfs.get(left);
      if (!cdf) stage.cdfs.set(left, (cdf = binomialCdf(left, stage.p)));
      const k = invert(cdf, rng.next());
      s += k * stage.value;
      left -= k;
    }
    sums[b] = s + left * last;
  }
  return sums;
}

/** CI for one run's pass rate, resampling its tasks. */
export function bootstrapPassRate(episodes: readonly ScoredEpisode[], options: BootstrapOptions = {}): BootstrapCI {
  const sorted = checkRun(episodes);
  return bootstrapIntegerMean(Uint8Array.from(sorted, (e) => (e.success ? 1 : 0)), 1, options);
}

/**
 * Paired CI for pass rate(a) − pass rate(b), two runs on the same tasks (e.g. one model in two modes):
 * each resample draws task ids once and scores both runs on them. Fails unless both runs cover the
 * same task set.
 */
export function pairedBootstrapDelta(a: readonly ScoredEpisode[], b: readonly ScoredEpisode[], options: BootstrapOptions = {}): BootstrapCI {
  const { outcomes } = alignRuns([a, b], 'paired bootstrap');
  const diff = Int8Array.from(outcomes[0], (x, i) => x - outcomes[1][i]);
  return bootstrapIntegerMean(diff, 1, options);
}

/**
 * CI for the mean pass rate of repeated runs on the same tasks (Table 15 "95% CI"): each task scores
 * its number of passes across the runs, and resampling draws tasks, keeping their runs together.
 */
export function bootstrapMeanPassRate(runs: readonly (readonly ScoredEpisode[])[], options: BootstrapOptions = {}): BootstrapCI {
  const { task_ids, outcomes } = alignRuns(runs, 'repeated runs');
  if (runs.length > 255) throw new MetricInputError(`repeated runs: at most 255 runs, got ${runs.length}`);
  const passes = new Uint8Array(task_ids.length);
  for (const run of outcomes) for (let i = 0; i < run.length; i++) passes[i] += run[i];
  return bootstrapIntegerMean(passes, runs.length, options);
}
