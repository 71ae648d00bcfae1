/**
 * The Layer 3 component report: one record per canonical type, validated by this schema before it
 * leaves the builder, so a stored report can be read back with the same check.
 */
import { z } from 'zod';
import { AXES } from '../../src/core/taskSpec';
import { RUN_MODES } from '../runs/records';
import { FailureCategorySchema } from './categories';

export const REPORT_VERSION = 1;

const count = z.number().int().min(0);
const share = z.number().min(0).max(1);
const ModeSchema = z.enum(RUN_MODES);
const LevelSchema = z.union([z.string(), z.number()]);

export const LevelTallySchema = z.strictObject({ level: LevelSchema, episodes: count.min(1), passed: count, rate: share });
export type LevelTally = z.infer<typeof LevelTallySchema>;

export const PooledIntervalSchema = z.strictObject({
  lo: share,
  hi: share,
  level: z.number().gt(0).lt(1),
  resamples: count.min(1),
  seed: z.union([z.number(), z.string()]),
  /** 'tasks': tasks resampled with equal episode counts; 'tasks_ratio': unequal counts, Σpassed / Σepisodes per resample. */
  method: z.enum(['tasks', 'tasks_ratio']),
});

const WithinSchema = z.strictObject({ solved: count, share });

export const ComponentReportSchema = z.strictObject({
  report_version: z.literal(REPORT_VERSION),
  canonical_type: z.string().min(1),
  family: z.strictObject({ id: z.string().min(1), name: z.string().min(1) }),
  /** Libraries of the type's tasks, sorted. */
  libraries: z.array(z.string().min(1)).min(1),
  /** Tasks of the type, and how many of them some run scored. */
  tasks: z.strictObject({ total: count.min(1), covered: count }),
  /** Runs with at least one episode of this type, ordered by mode, agent, model, run id. */
  runs: z.array(z.strictObject({
    run_id: z.string().min(1), agent: z.string().min(1), model: z.string().nullable(), mode: ModeSchema, episodes: count.min(1), passed: count,
  })),
  /** Every episode of the type pooled; null when no run covers it. */
  overall: z.strictObject({ episodes: count.min(1), passed: count, rate: share }).nullable(),
  /** Per mode, the episodes of all its runs pooled, with a task-resampling interval. */
  by_mode: z.array(z.strictObject({
    mode: ModeSchema, runs: count.min(1), tasks: count.min(1), episodes: count.min(1), passed: count, rate: share, ci: PooledIntervalSchema,
  })),
  /** Pooled over all runs. */
  by_library: z.array(LevelTallySchema),
  by_tier: z.array(LevelTallySchema),
  by_scene: z.array(z.strictObject({ factor: z.string().min(1), levels: z.array(LevelTallySchema) })),
  /** Per mode; H = max(reference steps, 1); shares are of all the mode's episodes. */
  efficiency: z.array(z.strictObject({
    mode: ModeSchema,
    /** browser_use steps are turns that may hold several actions, so its budgets are easier to meet. */
    counts_turns: z.boolean(),
    episodes: count.min(1),
    passed: count,
    within_h: WithinSchema,
    within_2h: WithinSchema,
    /** Over successful episodes; null when none succeeded. */
    mean_success_steps: z.number().min(0).nullable(),
    mean_reference_steps: z.number().min(0).nullable(),
    mean_step_ratio: z.number().min(0).nullable(),
  })),
  /** Tasks with at least one failed episode, lowest pass rate first (then more episodes, then id). */
  hardest_tasks: z.array(z.strictObject({
    task_id: z.string().min(1), library: z.string().min(1), tier: z.string().min(1), reference_steps: count,
    episodes: count.min(1), passed: count, rate: share,
    /** The task's Layer 2 primary category; null without an observation. */
    primary_category: FailureCategorySchema.nullable(),
  })),
  mechanisms: z.strictObject({
    /** Failed episodes in the scored runs. */
    failed_episodes: count,
    /** Failed episodes the observations label (their category counts). */
    labelled_failed_episodes: count,
    observed_tasks: count,
    /** Observations whose interpretive fields a model revised. */
    model_revised_tasks: count,
    /** Labelled failed episodes per category, most frequent first (ties in precedence order). */
    by_category: z.array(z.strictObject({ category: FailureCategorySchema, failed_episodes: count.min(1), share })),
    /** Tasks per primary category of their observation, in the same order. */
    by_primary: z.array(z.strictObject({ category: FailureCategorySchema, tasks: count.min(1) })),
  }),
  /** Reference steps against pass rate (difficultyInversion); null when no run covers the type. */
  inversion: z.strictObject({
    /** Mean reference steps of the covered tasks. */
    mean_reference_steps: z.number().min(0),
    /** Mean over runs of each run's pass rate on the type. */
    mean_run_pass_rate: share,
    runs: count.min(1),
    inverted: z.boolean(),
    max_reference_steps: z.number(),
    pass_rate_below: z.number(),
  }).nullable(),
  difficulty: z.strictObject({
    /** Tasks of the type whose realized-difficulty record rates at least one axis. */
    audited_tasks: count,
    axes: z.array(z.strictObject({
      axis: z.enum(AXES),
      /** Over every task of the type. */
      intended_mean: z.number(),
      /** The rest are over the tasks the audit rated on this axis; null when none. */
      realized_tasks: count,
      realized_mean: z.number().nullable(),
      intended_mean_audited: z.number().nullable(),
      /** realized_mean − intended_mean_audited. */
      mean_delta: z.number().nullable(),
    })).length(AXES.length),
  }),
  /** Sentences filled in from the fields above by fixed templates. */
  narrative: z.string().min(1),
});
export type ComponentReport = z.infer<typeof ComponentReportSchema>;
