/** The run directory format: manifest.json, episodes.jsonl and steps.jsonl (zod-checked on read). */
import { z } from 'zod';
import { CommittedStateSchema } from '../../src/core/taskSpec';

export const RUN_FORMAT_VERSION = 1;

export const EPISODE_STATUSES = ['success', 'max_steps', 'timeout', 'error'] as const;
export type EpisodeStatus = (typeof EPISODE_STATUSES)[number];

export const ManifestSchema = z.strictObject({
  format: z.literal('componentbench-run'),
  format_version: z.literal(RUN_FORMAT_VERSION),
  run_id: z.string().regex(/^[A-Za-z0-9._-]+$/),
  agent: z.strictObject({ name: z.string().min(1), model: z.string().nullable() }),
  mode: z.string().min(1),
  harness_version: z.string(),
  task_set: z.strictObject({
    name: z.string(),
    hash: z.string().regex(/^[0-9a-f]{64}$/),
    task_ids: z.array(z.string().min(1)),
  }),
  git: z.strictObject({ sha: z.string().nullable(), dirty: z.boolean().nullable() }),
  seed: z.number().int(),
  budget: z.strictObject({ max_steps: z.number().int().min(1), task_timeout_s: z.number().positive() }),
  browser: z.strictObject({ name: z.string(), version: z.string() }),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type Manifest = z.infer<typeof ManifestSchema>;

export const EpisodeSchema = z.strictObject({
  task_id: z.string().min(1),
  status: z.enum(EPISODE_STATUSES),
  steps: z.number().int().min(0),
  duration_ms: z.number().min(0),
  started_at: z.string(),
  error: z.string().nullable(),
  final_state: CommittedStateSchema.nullable(),
});
export type Episode = z.infer<typeof EpisodeSchema>;

export const StepSchema = z.strictObject({
  task_id: z.string().min(1),
  step: z.number().int().min(1),
  action: z.string(),
  error: z.string().nullable(),
  done: z.boolean(),
  obs_digest: z.string(),
  observe_ms: z.number().min(0),
  agent_ms: z.number().min(0),
  act_ms: z.number().min(0),
  state: CommittedStateSchema.nullable(),
});
export type Step = z.infer<typeof StepSchema>;
