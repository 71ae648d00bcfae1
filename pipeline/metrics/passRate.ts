/** Pass rate of one run. */
import { checkRun } from './episodes';
import type { ScoredEpisode } from './types';

export interface PassRate {
  /** Tasks scored. */
  n: number;
  passed: number;
  /** passed / n, in [0, 1]. */
  rate: number;
}

export function passRate(episodes: readonly ScoredEpisode[]): PassRate {
  checkRun(episodes);
  let passed = 0;
  for (const e of episodes) if (e.success) passed++;
  return { n: episodes.length, passed, rate: passed / episodes.length };
}
