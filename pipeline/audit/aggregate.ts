/**
 * From feature vectors to realized ratings, all pure: min-max normalisation against frozen bounds
 * (oriented so 1 is always the harder end), unit-weight axis means, 1–5 cutting with frozen
 * cutpoints, and the comparison with the intended ratings. Same inputs, same outputs, in task order.
 */
import { AXES, type Axis } from '../../src/core/taskSpec';
import { FEATURE_BY_ID, FEATURE_IDS, featuresOfAxis, type FeatureId, type FeatureVector } from './featureCatalog';

export interface Bounds { min: number; max: number }
export type FeatureBounds = Record<FeatureId, Bounds>;
/** Four non-decreasing thresholds in [0, 1] per axis: rating = 1 + number of thresholds the score reaches. */
export type Cuts = [number, number, number, number];
export type AxisCuts = Record<Axis, Cuts>;

/** Stored precision of features and scores: enough for any decision, stable across platforms. */
const DIGITS = 6;
export const round = (x: number): number => {
  const r = Number(x.toFixed(DIGITS));
  return Object.is(r, -0) ? 0 : r;
};

/** A full vector from partial measurements; absent features are null. Values are rounded once, here. */
export function featureVector(values: Partial<Record<FeatureId, number | null>>): FeatureVector {
  return Object.fromEntries(FEATURE_IDS.map((id) => {
    const v = values[id];
    if (v !== null && v !== undefined && !Number.isFinite(v)) throw new Error(`feature ${id} is not a finite number (${v})`);
    return [id, v === null || v === undefined ? null : round(v)];
  })) as FeatureVector;
}

/** Per-feature min and max over the vectors that have it (0/0 when none has). */
export function deriveBounds(vectors: FeatureVector[]): FeatureBounds {
  return Object.fromEntries(FEATURE_IDS.map((id) => {
    const xs = vectors.map((v) => v[id]).filter((x): x is number => x !== null);
    return [id, xs.length ? { min: Math.min(...xs), max: Math.max(...xs) } : { min: 0, max: 0 }];
  })) as FeatureBounds;
}

/**
 * Min-max normalise against the bounds, clipped to [0, 1] and flipped for features that are harder
 * when low. A feature that did not vary over the suite carries no information: 0.
 */
export function normalise(v: FeatureVector, bounds: FeatureBounds): FeatureVector {
  return Object.fromEntries(FEATURE_IDS.map((id) => {
    const x = v[id];
    if (x === null) return [id, null];
    const { min, max } = bounds[id];
    if (!(max > min)) return [id, 0];
    const t = Math.min(1, Math.max(0, (x - min) / (max - min)));
    return [id, round(FEATURE_BY_ID.get(id)!.harder === 'higher' ? t : 1 - t)];
  })) as FeatureVector;
}

/** Unit-weight mean of each axis's normalised features; missing features drop out of that mean. */
export function axisScores(normalised: FeatureVector): Record<Axis, number | null> {
  return Object.fromEntries(AXES.map((axis) => {
    const xs = featuresOfAxis(axis).map((id) => normalised[id]).filter((x): x is number => x !== null);
    return [axis, xs.length ? round(xs.reduce((a, b) => a + b, 0) / xs.length) : null];
  })) as Record<Axis, number | null>;
}

export function rate(score: number, cuts: Cuts): number {
  return 1 + cuts.filter((c) => score >= c).length;
}

/**
 * Cutpoints that give the realized ratings of an axis the same distribution over 1–5 as the
 * intended ratings of the same tasks, as far as ties allow: the k-th cut is placed so that the
 * number of scores below it is as close as possible to the number of tasks intended at k or below.
 * Cuts sit halfway between neighbouring distinct scores (or at 0 or 1), so tied tasks always share
 * a rating. Disagreement then shows as tasks changing rank, not as a shifted scale.
 */
export function deriveCuts(scores: number[], intended: number[]): Cuts {
  if (scores.length !== intended.length) throw new Error('scores and intended ratings differ in length');
  if (scores.length === 0) throw new Error('cannot derive cutpoints from no tasks');
  const sorted = [...scores].sort((a, b) => a - b);
  // Candidate cuts and how many scores fall below each, in increasing order.
  const candidates: { cut: number; below: number }[] = [{ cut: 0, below: sorted.filter((x) => x < 0).length }];
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i] !== sorted[i - 1]) candidates.push({ cut: round((sorted[i - 1] + sorted[i]) / 2), below: i });
  }
  candidates.push({ cut: 1, below: sorted.filter((x) => x < 1).length });
  const cuts = [1, 2, 3, 4].map((k) => {
    const m = intended.filter((r) => r <= k).length;
    let best = candidates[0];
    for (const c of candidates) if (Math.abs(c.below - m) < Math.abs(best.below - m)) best = c;
    return best.cut;
  });
  for (let i = 1; i < 4; i++) cuts[i] = Math.max(cuts[i], cuts[i - 1]);
  return cuts as Cuts;
}

export interface AxisResult {
  score: number | null;
  intended: number;
  realized: number | null;
  /** realized − intended (null when the axis could not be scored). */
  delta: number | null;
}

export interface Mismatch {
  axis: Axis;
  intended: number;
  realized: number;
  delta: number;
}

export function compareAxes(scores: Record<Axis, number | null>, intended: Record<Axis, number>, cuts: AxisCuts): Record<Axis, AxisResult> {
  return Object.fromEntries(AXES.map((axis) => {
    const score = scores[axis];
    const realized = score === null ? null : rate(score, cuts[axis]);
    return [axis, { score, intended: intended[axis], realized, delta: realized === null ? null : realized - intended[axis] }];
  })) as Record<Axis, AxisResult>;
}

/** Axes whose realized rating is at least `threshold` away from the intended one. */
export function mismatches(axes: Record<Axis, AxisResult>, threshold: number): Mismatch[] {
  return AXES.flatMap((axis) => {
    const a = axes[axis];
    return a.realized !== null && a.delta !== null && Math.abs(a.delta) >= threshold
      ? [{ axis, intended: a.intended, realized: a.realized, delta: a.delta }]
      : [];
  });
}

export interface RatedTask {
  task_id: string;
  features: FeatureVector;
  normalised: FeatureVector;
  axes: Record<Axis, AxisResult>;
  mismatches: Mismatch[];
}

export function rateTask(taskId: string, features: FeatureVector, intended: Record<Axis, number>, bounds: FeatureBounds, cuts: AxisCuts, threshold: number): RatedTask {
  const normalised = normalise(features, bounds);
  const axes = compareAxes(axisScores(normalised), intended, cuts);
  return { task_id: taskId, features, normalised, axes, mismatches: mismatches(axes, threshold) };
}

/** Bounds and cutpoints from a whole suite: the calibration a new cutpoints version freezes. */
export function calibrate(tasks: { features: FeatureVector; intended: Record<Axis, number> }[]): { bounds: FeatureBounds; cuts: AxisCuts } {
  const bounds = deriveBounds(tasks.map((t) => t.features));
  const scored = tasks.map((t) => ({ scores: axisScores(normalise(t.features, bounds)), intended: t.intended }));
  const cuts = Object.fromEntries(AXES.map((axis) => {
    const have = scored.filter((s) => s.scores[axis] !== null);
    if (have.length === 0) throw new Error(`no task has a score on the ${axis} axis; cannot calibrate it`);
    return [axis, deriveCuts(have.map((s) => s.scores[axis]!), have.map((s) => s.intended[axis]))];
  })) as AxisCuts;
  return { bounds, cuts };
}

export interface MismatchSummary {
  tasks: number;
  /** Tasks with at least one mismatch. */
  tasks_with_mismatch: number;
  by_axis: Record<Axis, { mismatches: number; over: number; under: number; exact: number; delta_counts: Record<string, number> }>;
  /** How many tasks have 0, 1, 2, … mismatching axes. */
  mismatching_axes_per_task: Record<string, number>;
}

/** Distribution of realized − intended per axis over rated tasks. */
export function summarise(rated: RatedTask[]): MismatchSummary {
  const byAxis = Object.fromEntries(AXES.map((axis) => {
    const deltas = rated.map((r) => r.axes[axis].delta).filter((d): d is number => d !== null);
    const counts: Record<string, number> = {};
    for (const d of [...deltas].sort((a, b) => a - b)) counts[String(d)] = (counts[String(d)] ?? 0) + 1;
    const mm = rated.filter((r) => r.mismatches.some((m) => m.axis === axis));
    return [axis, {
      mismatches: mm.length,
      over: mm.filter((r) => r.mismatches.find((m) => m.axis === axis)!.delta > 0).length,
      under: mm.filter((r) => r.mismatches.find((m) => m.axis === axis)!.delta < 0).length,
      exact: deltas.filter((d) => d === 0).length,
      delta_counts: counts,
    }];
  })) as MismatchSummary['by_axis'];
  const perTask: Record<string, number> = {};
  for (const r of rated) perTask[String(r.mismatches.length)] = (perTask[String(r.mismatches.length)] ?? 0) + 1;
  const ordered = Object.fromEntries(Object.keys(perTask).sort((a, b) => Number(a) - Number(b)).map((k) => [k, perTask[k]]));
  return { tasks: rated.length, tasks_with_mismatch: rated.filter((r) => r.mismatches.length > 0).length, by_axis: byAxis, mismatching_axes_per_task: ordered };
}
