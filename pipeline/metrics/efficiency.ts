/**
 * Step efficiency: the share of a run's tasks solved within a multiple of the reference step count
 * (Table 2 / Table 7 shape). H = max(reference_steps, 1), so a hover-only reference (0 steps) counts
 * as one step. The denominator is every task of the run; a failure never counts as solved.
 */
import { checkRun, stepCount } from './episodes';
import { MetricInputError, type RunMode, type ScoredEpisode, type StepUnit } from './types';

export const EFFICIENCY_MULTIPLES = [1, 2, 3, 5] as const;

export interface WithinBudget {
  /** The budget is multiple × H steps. */
  multiple: number;
  solved: number;
  /** solved / n. */
  share: number;
}

export interface StepEfficiency {
  n: number;
  passed: number;
  pass_rate: number;
  unit: StepUnit;
  /**
   * True when the counts are browser_use turns, each of which may carry several primitive actions,
   * so "within H" is easier to meet than in the one-action-per-step modes.
   */
  optimistic: boolean;
  /** One entry per multiple, in the order asked for. */
  within: WithinBudget[];
}

export interface StepEfficiencyOptions {
  /** Budgets as multiples of H (default 1, 2, 3, 5). */
  multiples?: readonly number[];
  /** Count agent turns (default) or primitive actions. */
  unit?: StepUnit;
}

export function stepEfficiency(episodes: readonly ScoredEpisode[], mode: RunMode, options: StepEfficiencyOptions = {}): StepEfficiency {
  checkRun(episodes);
  const multiples = options.multiples ?? EFFICIENCY_MULTIPLES;
  const unit = options.unit ?? 'steps';
  for (const m of multiples) {
    if (!(m > 0) || !Number.isFinite(m)) throw new MetricInputError(`step efficiency: budget multiples must be positive numbers, got ${m}`);
  }
  const solved = new Array<number>(multiples.length).fill(0);
  let passed = 0;
  for (const e of episodes) {
    if (!e.success) continue;
    passed++;
    const h = Math.max(e.reference_steps, 1);
    const used = stepCount(e, unit);
    multiples.forEach((m, i) => { if (used <= m * h) solved[i]++; });
  }
  const n = episodes.length;
  return {
    n,
    passed,
    pass_rate: passed / n,
    unit,
    optimistic: mode === 'browser_use' && unit === 'steps',
    within: multiples.map((multiple, i) => ({ multiple, solved: solved[i], share: solved[i] / n })),
  };
}
