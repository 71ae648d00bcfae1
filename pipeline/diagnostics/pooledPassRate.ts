/**
 * Pass rate of several runs pooled together (e.g. every pixel run on one component type), with a
 * bootstrap CI that resamples tasks and keeps each task's episodes together: episodes of one task
 * are not independent, so resampling them one by one would give too narrow an interval.
 *
 * When every task has the same number of episodes k (the usual case: the runs share a task set)
 * this is exactly bootstrapMeanPassRate over k runs, so a single run gets the same interval, to the
 * bit, as bootstrapPassRate. When tasks have different episode counts (runs over different task
 * sets) each resample draws n tasks with replacement and scores Σpassed / Σepisodes over them.
 */
import { Rng } from '../../src/generator/rng';
import {
  DEFAULT_BOOTSTRAP_SEED, DEFAULT_LEVEL, DEFAULT_RESAMPLES, MetricInputError, bootstrapMeanPassRate, compareStrings, quantileSorted,
  type BootstrapCI, type BootstrapOptions, type ScoredEpisode,
} from '../metrics';

/** How a pooled interval was resampled: tasks with equal episode counts, or tasks with unequal ones (ratio estimate). */
export type PooledMethod = 'tasks' | 'tasks_ratio';

export interface PooledPassRate {
  /** Episodes pooled (runs × tasks they cover). */
  episodes: number;
  passed: number;
  /** passed / episodes. */
  rate: number;
  /** Distinct tasks. */
  tasks: number;
  ci: BootstrapCI;
  method: PooledMethod;
}

/** At most this many episodes per task (bootstrapMeanPassRate keeps per-task pass counts in a byte). */
const MAX_EPISODES_PER_TASK = 255;

export function pooledPassRate(runs: readonly (readonly ScoredEpisode[])[], options: BootstrapOptions = {}): PooledPassRate {
  const perTask = new Map<string, { passed: number; episodes: number; outcomes: boolean[] }>();
  const runIds = new Set<string>();
  for (const run of runs) {
    for (const e of run) {
      runIds.add(e.run_id);
      const t = perTask.get(e.task_id) ?? { passed: 0, episodes: 0, outcomes: [] };
      t.episodes++;
      if (e.success) t.passed++;
      t.outcomes.push(e.success);
      perTask.set(e.task_id, t);
    }
  }
  if (perTask.size === 0) throw new MetricInputError('pooled pass rate: no episodes to score');
  const ids = [...perTask.keys()].sort(compareStrings);
  const counts = ids.map((id) => perTask.get(id)!);
  const episodes = counts.reduce((a, c) => a + c.episodes, 0);
  const passed = counts.reduce((a, c) => a + c.passed, 0);
  const k = counts[0].episodes;
  if (counts.some((c) => c.episodes > MAX_EPISODES_PER_TASK)) {
    throw new MetricInputError(`pooled pass rate: a task has more than ${MAX_EPISODES_PER_TASK} episodes`);
  }
  const base = { episodes, passed, rate: passed / episodes, tasks: ids.length };
  if (counts.every((c) => c.episodes === k)) {
    // Only per-task pass counts matter to the resampling, so task i's outcomes can be dealt to k slots in any order.
    const slots = Array.from({ length: k }, (_, r) => ids.map((task_id, i): ScoredEpisode => ({
      run_id: `slot-${r}`, task_id, success: counts[i].outcomes[r], steps: 0, actions: 0, duration_ms: 0, reference_steps: 0, reference_duration_ms: null,
    })));
    return { ...base, ci: bootstrapMeanPassRate(slots, options), method: 'tasks' };
  }
  return { ...base, ci: ratioBootstrap(counts, options), method: 'tasks_ratio' };
}

function ratioBootstrap(counts: readonly { passed: number; episodes: number }[], options: BootstrapOptions): BootstrapCI {
  const resamples = options.resamples ?? DEFAULT_RESAMPLES;
  const level = options.level ?? DEFAULT_LEVEL;
  const seed = options.seed ?? DEFAULT_BOOTSTRAP_SEED;
  if (!Number.isInteger(resamples) || resamples < 1) throw new MetricInputError(`bootstrap: resamples must be a whole number ≥ 1, got ${resamples}`);
  if (!(level > 0 && level < 1)) throw new MetricInputError(`bootstrap: level must be strictly between 0 and 1, got ${level}`);
  const n = counts.length;
  const rng = new Rng(seed);
  const draws = new Uint32Array(n);
  const stats = new Float64Array(resamples);
  for (let b = 0; b < resamples; b++) {
    rng.fillIndices(draws, n);
    let p = 0;
    let e = 0;
    for (let i = 0; i < n; i++) {
      p += counts[draws[i]].passed;
      e += counts[draws[i]].episodes;
    }
    stats[b] = p / e;
  }
  let sum = 0;
  for (let b = 0; b < resamples; b++) sum += stats[b];
  const meanStat = sum / resamples;
  let squares = 0;
  for (let b = 0; b < resamples; b++) squares += (stats[b] - meanStat) ** 2;
  stats.sort();
  const passed = counts.reduce((a, c) => a + c.passed, 0);
  const episodes = counts.reduce((a, c) => a + c.episodes, 0);
  return {
    estimate: passed / episodes,
    se: resamples > 1 ? Math.sqrt(squares / (resamples - 1)) : 0,
    lo: quantileSorted(stats, (1 - level) / 2),
    hi: quantileSorted(stats, (1 + level) / 2),
    level,
    resamples,
    seed,
    n,
  };
}
