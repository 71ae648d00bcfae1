/**
 * Inputs shared by the metric functions. Metrics never read files: callers build these values
 * (from a run directory or the warehouse) and validate them with the schemas below when they come
 * from disk.
 */
import { z } from 'zod';
import { MODES, RUN_MODES, type ModeName, type RunMode } from '../runs/records';
import { UserError } from '../errors';

export { MODES, RUN_MODES, type ModeName, type RunMode };

/** One task's outcome in one run, with the reference numbers the efficiency metrics compare against. */
export interface ScoredEpisode {
  run_id: string;
  task_id: string;
  success: boolean;
  /** Agent turns; in browser_use a turn may carry several primitive actions. */
  steps: number;
  /** Primitive actions. */
  actions: number;
  duration_ms: number;
  /** The task's reference step count; 0 for hover-only references. */
  reference_steps: number;
  /** Reference (e.g. human) completion time when known. */
  reference_duration_ms: number | null;
}

/** What the breakdowns, correlations and inversion need to know about a task. */
export interface TaskFacts {
  id: string;
  canonical_type: string;
  family: string;
  library: string;
  template: string;
  tier: string;
  bucket: string;
  scene: Record<string, string | number>;
  axes: Record<string, number>;
  reference_steps: number;
}

const count = z.number().int().min(0);

export const ScoredEpisodeSchema: z.ZodType<ScoredEpisode> = z.strictObject({
  run_id: z.string().min(1),
  task_id: z.string().min(1),
  success: z.boolean(),
  steps: count,
  actions: count,
  duration_ms: z.number().min(0),
  reference_steps: count,
  reference_duration_ms: z.number().min(0).nullable(),
});

export const TaskFactsSchema: z.ZodType<TaskFacts> = z.strictObject({
  id: z.string().min(1),
  canonical_type: z.string().min(1),
  family: z.string().min(1),
  library: z.string().min(1),
  template: z.string().min(1),
  tier: z.string().min(1),
  bucket: z.string().min(1),
  scene: z.record(z.string(), z.union([z.string(), z.number()])),
  axes: z.record(z.string(), z.number()),
  reference_steps: count,
});

/** Which count a step metric uses: agent turns (`steps`) or primitive `actions`. */
export type StepUnit = 'steps' | 'actions';

/** A two-sided interval. */
export interface Interval {
  lo: number;
  hi: number;
}

/** Metric input that cannot be scored as given (duplicates, mismatched task sets, missing facts…). */
export class MetricInputError extends UserError {
  constructor(message: string) {
    super(message);
    this.name = 'MetricInputError';
  }
}
