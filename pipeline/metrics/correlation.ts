/**
 * Pearson correlation of each intended-difficulty axis rating with failure (1 − success), pooling
 * one observation per (run, task) episode: overall, and within each mode (Table 11 shape).
 */
import { AXES } from '../../src/core/taskSpec';
import { checkRun, compareStrings, factsOf, indexFacts } from './episodes';
import { RUN_MODES, MetricInputError, type RunMode, type ScoredEpisode, type TaskFacts } from './types';

export interface Correlation {
  /** Null when undefined: fewer than two observations, or either variable is constant. */
  r: number | null;
  n: number;
}

export interface ModeRun {
  mode: RunMode;
  episodes: readonly ScoredEpisode[];
}

export interface AxisFailureCorrelation {
  axis: string;
  overall: Correlation;
  /** One entry per mode present, in RUN_MODES order. */
  by_mode: ({ mode: RunMode } & Correlation)[];
}

/** Pearson's r, computed around the means (two passes) for accuracy. */
export function pearson(xs: ArrayLike<number>, ys: ArrayLike<number>): Correlation {
  if (xs.length !== ys.length) throw new MetricInputError(`pearson: ${xs.length} x values but ${ys.length} y values`);
  const n = xs.length;
  if (n < 2) return { r: null, n };
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) { mx += xs[i]; my += ys[i]; }
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i] - mx;
    const dy = ys[i] - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) return { r: null, n };
  return { r: sxy / Math.sqrt(sxx * syy), n };
}

/**
 * For each axis (default: the seven intended-difficulty axes), r between the task's rating and
 * failure. Runs are taken in run-id order and tasks in id order, so the result does not depend on
 * the order of the inputs.
 */
export function axisFailureCorrelations(
  runs: readonly ModeRun[], facts: readonly TaskFacts[], axes: readonly string[] = AXES,
): AxisFailureCorrelation[] {
  if (runs.length === 0) throw new MetricInputError('axis correlations: no runs given');
  const index = indexFacts(facts);
  const checked = runs.map((r) => ({ mode: r.mode, episodes: checkRun(r.episodes, `${r.mode} run`) }));
  checked.sort((a, b) => compareStrings(a.episodes[0].run_id, b.episodes[0].run_id));
  for (let i = 1; i < checked.length; i++) {
    const id = checked[i].episodes[0].run_id;
    if (id === checked[i - 1].episodes[0].run_id) throw new MetricInputError(`axis correlations: run "${id}" given twice`);
  }
  const modes = RUN_MODES.filter((m) => checked.some((r) => r.mode === m));
  return axes.map((axis) => {
    const pairs = (mode: RunMode | null) => {
      const x: number[] = [];
      const y: number[] = [];
      for (const r of checked) {
        if (mode !== null && r.mode !== mode) continue;
        for (const e of r.episodes) {
          const rating = factsOf(index, e).axes[axis];
          if (typeof rating !== 'number' || !Number.isFinite(rating)) throw new MetricInputError(`task ${e.task_id}: no numeric rating for difficulty axis "${axis}"`);
          x.push(rating);
          y.push(e.success ? 0 : 1);
        }
      }
      return pearson(x, y);
    };
    return { axis, overall: pairs(null), by_mode: modes.map((mode) => ({ mode, ...pairs(mode) })) };
  });
}
