/**
 * The run directory format (v4): manifest.json, episodes.jsonl, steps.jsonl and
 * observations.jsonl.gz. Every JSONL line ends with a checksum of the bytes before it; steps belong
 * to an episode attempt, and an attempt counts only once its episode line is written, so a run
 * killed at any moment resumes cleanly. The manifest records the version of every task it covers
 * (since v3), so a run can be topped up when tasks change instead of being recorded again. What the
 * agent was shown at every turn is kept compressed beside the steps, one gzip member per episode
 * (v4), which the episode line points at.
 */
import { z } from 'zod';
import { CommittedStateSchema } from '../../src/core/taskSpec';
import { TASK_VERSION } from '../content/taskVersion';

export const RUN_FORMAT_VERSION = 4;

export const EPISODE_STATUSES = ['success', 'max_steps', 'timeout', 'infeasible', 'agent_error', 'harness_error'] as const;
export type EpisodeStatus = (typeof EPISODE_STATUSES)[number];

export const MODES = ['axtree', 'som', 'pixel', 'browser_use'] as const;
export type ModeName = (typeof MODES)[number];
/**
 * A run's mode: one of the observation/action spaces an agent runs under, or `human` for a
 * person's attempts captured by the recorder (pipeline/human/runArchive.ts), who saw the page
 * itself and acted with pointer and keyboard.
 */
export const RUN_MODES = [...MODES, 'human'] as const;
export type RunMode = (typeof RUN_MODES)[number];

export const UsageSchema = z.strictObject({
  prompt_tokens: z.number().int().min(0),
  completion_tokens: z.number().int().min(0),
  cost_usd: z.number().min(0).nullable(),
  calls: z.number().int().min(0),
});
export type Usage = z.infer<typeof UsageSchema>;

const GitSchema = z.strictObject({ sha: z.string().nullable(), dirty: z.boolean().nullable() });

export const ManifestSchema = z.strictObject({
  format: z.literal('componentbench-run'),
  format_version: z.literal(RUN_FORMAT_VERSION),
  run_id: z.string().regex(/^[A-Za-z0-9._-]+$/),
  agent: z.strictObject({
    name: z.string().min(1),
    model: z.string().nullable(),
    /** Everything that configures the agent except secrets (base URL, temperature, convention…). */
    config: z.record(z.string(), z.unknown()),
  }),
  mode: z.enum(RUN_MODES),
  /** What the mode shows and accepts, recorded so runs stay comparable. */
  mode_flags: z.strictObject({
    screenshot: z.boolean(),
    axtree: z.boolean(),
    marks: z.boolean(),
    dom: z.boolean(),
    acts_by: z.enum(['id', 'coordinates', 'index', 'person']),
    max_actions_per_turn: z.number().int().min(1),
    coordinate_convention: z.string(),
  }),
  harness_version: z.string(),
  task_set: z.strictObject({
    name: z.string(),
    /** The --tasks glob the run was started with (null: the whole suite); a top-up adds new tasks it matches. */
    selection: z.string().nullable(),
    /** Summary of `versions` (see pipeline/content/taskVersion.ts). */
    hash: z.string().regex(/^[0-9a-f]{64}$/),
    task_ids: z.array(z.string().min(1)),
    /** The version of every listed task its final episode was recorded on. */
    versions: z.record(z.string(), z.string().regex(TASK_VERSION)),
  }).refine((t) => t.task_ids.length === Object.keys(t.versions).length && t.task_ids.every((id) => id in t.versions), {
    message: 'versions must give exactly one version for each of task_ids', path: ['versions'],
  }),
  env_url: z.string().nullable(),
  shard: z.strictObject({ index: z.number().int().min(0), count: z.number().int().min(1) }).nullable(),
  /** The checkout the run was started from (data/ aside). */
  git: GitSchema,
  seed: z.number().int(),
  budget: z.strictObject({ max_steps: z.number().int().min(1), task_timeout_s: z.number().positive(), step_timeout_s: z.number().positive() }),
  viewport: z.strictObject({ width: z.number().int(), height: z.number().int() }),
  browser: z.strictObject({ name: z.string(), version: z.string() }),
  screenshots: z.boolean(),
  started_at: z.string(),
  resumed_at: z.array(z.string()),
  /** Each top-up: when, which tasks it re-ran (added or changed) or dropped, and from which checkout. */
  top_ups: z.array(z.strictObject({
    at: z.string(), added: z.number().int().min(0), changed: z.number().int().min(0), removed: z.number().int().min(0),
    /** Absent on top-ups recorded before checkouts were noted per top-up. */
    git: GitSchema.optional(),
  })),
  finished_at: z.string().nullable(),
});
export type Manifest = z.infer<typeof ManifestSchema>;

export const EpisodeSchema = z.strictObject({
  task_id: z.string().min(1),
  attempt: z.string().min(1),
  /** The attempt this one replaces (re-runs of harness errors, and top-ups of changed tasks), if any. */
  retry_of: z.string().nullable(),
  /** The version of the task this episode ran on (pipeline/content/taskVersion.ts). */
  task_version: z.string().regex(TASK_VERSION),
  /**
   * What the task page was made of: 16 hex digits of sha256 over the built files it fetched (see
   * SiteFileHashes.pageDigest in pipeline/site/siteFiles.ts), so a re-recording after the page
   * changed is told from a second attempt on the same page. Null on an external task site; absent
   * on episodes recorded before pages were digested.
   */
  page_digest: z.string().regex(/^[0-9a-f]{16}$/).nullable().optional(),
  status: z.enum(EPISODE_STATUSES),
  /** Agent turns (model calls); a turn may carry several primitive actions in browser_use. */
  steps: z.number().int().min(0),
  actions: z.number().int().min(0),
  duration_ms: z.number().min(0),
  started_at: z.string(),
  error: z.string().nullable(),
  final_state: CommittedStateSchema.nullable(),
  usage: UsageSchema.nullable(),
  /**
   * Where in observations.jsonl.gz this attempt's observations are: one gzip member of `bytes`
   * bytes at byte `offset`. Null for episodes recorded before runs kept observations.
   */
  observations: z.strictObject({ offset: z.number().int().min(0), bytes: z.number().int().min(1) }).nullable(),
});
export type Episode = z.infer<typeof EpisodeSchema>;

/**
 * Whether a run may hold `retry` in place of `replaced` (an episode of the same task): a retry of a
 * harness error, of an episode of another version of the task (a top-up), or of one on a page that
 * has changed since (both pages digested, the digests different). Anything else is a second
 * attempt at the same task, which is how best-of-k would look.
 */
export function mayReplace(replaced: Episode, retry: Episode): boolean {
  if (replaced.status === 'harness_error' || replaced.task_version !== retry.task_version) return true;
  return !!replaced.page_digest && !!retry.page_digest && replaced.page_digest !== retry.page_digest;
}

/** What the agent was shown at one turn: the observation its actions of that turn answered. */
export const ObservationSchema = z.strictObject({
  task_id: z.string().min(1),
  attempt: z.string().min(1),
  /** The turn, as in the step lines. */
  step: z.number().int().min(1),
  url: z.string(),
  /** AX-tree text (axtree), marks legend (som), serialized elements (browser_use); empty in pixel. */
  text: z.string(),
});
export type ObservationRecord = z.infer<typeof ObservationSchema>;

export const StepSchema = z.strictObject({
  task_id: z.string().min(1),
  attempt: z.string().min(1),
  /** Turn number, from 1. */
  step: z.number().int().min(1),
  /** Position of the primitive action within its turn, from 0. */
  action_index: z.number().int().min(0),
  action: z.string(),
  /** What the agent said besides its actions (model output), on the first action of a turn. */
  output: z.string().nullable(),
  error: z.string().nullable(),
  done: z.boolean(),
  url: z.string(),
  obs_digest: z.string(),
  observe_ms: z.number().min(0),
  agent_ms: z.number().min(0),
  act_ms: z.number().min(0),
  state: CommittedStateSchema.nullable(),
  /** Screenshots of the observation this action answered, relative to the run directory. */
  screenshot: z.string().nullable(),
  screenshot_marked: z.string().nullable(),
  usage: UsageSchema.nullable(),
});
export type Step = z.infer<typeof StepSchema>;
