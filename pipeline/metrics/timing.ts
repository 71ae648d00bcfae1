/**
 * Wall-clock time on successful tasks and how it compares with the reference (Table 8 shape).
 *
 * Two ratios are reported because they answer different questions:
 * - ratio_of_means = mean agent time / mean reference time over the matched tasks. This is the
 *   paper's Table 8 "Ratio": long tasks weigh more.
 * - mean_of_ratios = the mean over matched tasks of (agent time / reference time): every task
 *   weighs the same, so a few slow outliers on quick tasks pull it up.
 * "Matched" tasks are the successful ones with a known reference duration above zero (a per-task
 * ratio against zero time is undefined).
 */
import { checkRun } from './episodes';
import type { ScoredEpisode } from './types';

export interface MatchedTiming {
  /** Successful tasks with a reference duration > 0. */
  n: number;
  agent_mean_ms: number;
  reference_mean_ms: number;
  ratio_of_means: number;
  mean_of_ratios: number;
  median_of_ratios: number;
}

export interface Timing {
  n: number;
  succeeded: number;
  /** Over every successful task; null when nothing succeeded. */
  agent_mean_ms: number | null;
  agent_median_ms: number | null;
  /** Null when no successful task has a reference duration above zero. */
  matched: MatchedTiming | null;
}

export function mean(xs: readonly number[]): number {
  let s = 0;
  for (const x of xs) s += x;
  return s / xs.length;
}

/** Median; the mean of the two middle values when the count is even. */
export function median(xs: readonly number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

export function timing(episodes: readonly ScoredEpisode[]): Timing {
  const sorted = checkRun(episodes);
  const won = sorted.filter((e) => e.success);
  const matched = won.filter((e) => e.reference_duration_ms !== null && e.reference_duration_ms > 0);
  const agent = won.map((e) => e.duration_ms);
  let m: MatchedTiming | null = null;
  if (matched.length > 0) {
    const a = matched.map((e) => e.duration_ms);
    const r = matched.map((e) => e.reference_duration_ms as number);
    const ratios = matched.map((e) => e.duration_ms / (e.reference_duration_ms as number));
    m = {
      n: matched.length,
      agent_mean_ms: mean(a),
      reference_mean_ms: mean(r),
      ratio_of_means: mean(a) / mean(r),
      mean_of_ratios: mean(ratios),
      median_of_ratios: median(ratios),
    };
  }
  return {
    n: sorted.length,
    succeeded: won.length,
    agent_mean_ms: won.length ? mean(agent) : null,
    agent_median_ms: won.length ? median(agent) : null,
    matched: m,
  };
}
