/**
 * Human/reference-agent difficulty inversion: canonical types that take the reference few steps
 * (mean reference steps ≤ 2) yet agents fail often (pass rate < 60%) — Table 13 / Figure 4 shape.
 *
 * A type's reference steps are the mean of its tasks' reference_steps (hover-only tasks count 0).
 * Its pass rate is the mean, over the runs that contain the type, of each run's pass rate on it, so
 * every run (model × mode) weighs the same whatever its task count.
 */
import { checkRun, compareStrings, factsOf, indexFacts } from './episodes';
import { MetricInputError, type ScoredEpisode, type TaskFacts } from './types';

export interface InversionThresholds {
  /** Inverted when mean reference steps ≤ this (default 2). */
  maxReferenceSteps: number;
  /** …and the mean pass rate < this (default 0.6). */
  passRateBelow: number;
}

export const DEFAULT_INVERSION_THRESHOLDS: InversionThresholds = { maxReferenceSteps: 2, passRateBelow: 0.6 };

export interface TypeDifficulty {
  canonical_type: string;
  family: string;
  /** Tasks of this type in the facts. */
  tasks: number;
  mean_reference_steps: number;
  mean_pass_rate: number;
  /** Runs that contained the type. */
  runs: number;
  inverted: boolean;
}

export interface Inversion {
  thresholds: InversionThresholds;
  /** Every type seen in the runs, hardest first (pass rate ascending, then type id). */
  types: TypeDifficulty[];
  /** The inverted types, in the same order. */
  inverted: string[];
}

export function difficultyInversion(
  runs: readonly (readonly ScoredEpisode[])[], facts: readonly TaskFacts[], thresholds: Partial<InversionThresholds> = {},
): Inversion {
  if (runs.length === 0) throw new MetricInputError('difficulty inversion: no runs given');
  const t = { ...DEFAULT_INVERSION_THRESHOLDS, ...thresholds };
  const index = indexFacts(facts);
  const byType = new Map<string, { family: string; rates: number[] }>();
  runs.forEach((run, i) => {
    const tally = new Map<string, { passed: number; n: number }>();
    for (const e of checkRun(run, `runs[${i}]`)) {
      const f = factsOf(index, e);
      const c = tally.get(f.canonical_type) ?? { passed: 0, n: 0 };
      c.n++;
      if (e.success) c.passed++;
      tally.set(f.canonical_type, c);
      if (!byType.has(f.canonical_type)) byType.set(f.canonical_type, { family: f.family, rates: [] });
    }
    for (const [type, c] of tally) (byType.get(type) as { rates: number[] }).rates.push(c.passed / c.n);
  });
  const steps = new Map<string, { sum: number; n: number }>();
  for (const f of index.values()) {
    const s = steps.get(f.canonical_type) ?? { sum: 0, n: 0 };
    s.sum += f.reference_steps;
    s.n++;
    steps.set(f.canonical_type, s);
  }
  const types = [...byType].map(([type, { family, rates }]): TypeDifficulty => {
    const s = steps.get(type) as { sum: number; n: number };
    const meanSteps = s.sum / s.n;
    // Summed in ascending order so the run order cannot change the last bit.
    const meanPass = rates.slice().sort((a, b) => a - b).reduce((a, b) => a + b, 0) / rates.length;
    return {
      canonical_type: type, family, tasks: s.n, mean_reference_steps: meanSteps, mean_pass_rate: meanPass, runs: rates.length,
      inverted: meanSteps <= t.maxReferenceSteps && meanPass < t.passRateBelow,
    };
  });
  types.sort((a, b) => a.mean_pass_rate - b.mean_pass_rate || compareStrings(a.canonical_type, b.canonical_type));
  return { thresholds: t, types, inverted: types.filter((x) => x.inverted).map((x) => x.canonical_type) };
}
