/**
 * Cleaned human reference traces: one JSON line per task with its normalised step count, raw step
 * count, duration and step kinds. The official release ships its references in this shape
 * (human_traces/*.jsonl), and `cb human clean` writes ours in it (data/human/<suite>.jsonl), so
 * both are read by the same code. A reference behind ≤H counts only when it ended in success.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { readJsonLines } from '../content/jsonLines';
import { ContentError } from '../content/yamlFile';
import { projectRoot } from '../content/paths';

export const STEP_KINDS = ['click', 'drag', 'type', 'key', 'scroll'] as const;
export type StepKind = (typeof STEP_KINDS)[number];

export const HumanReferenceSchema = z.strictObject({
  task_id: z.string().min(1),
  /** The task version recorded on (ours carry it, the release's lines do not): another version's reference is stale. */
  task_version: z.string().min(1).optional(),
  status: z.string(),
  normalized_steps: z.number().int().min(0),
  raw_steps: z.number().int().min(0),
  duration_ms: z.number().min(0),
  /** The task needs no action a trace records (hovering to reveal): counted as H = 1. */
  hover_only: z.boolean(),
  /** Which recorded attempt was kept (1 cold, 2 warm). */
  chosen_pass: z.number().int(),
  step_types: z.array(z.string()),
});
export type HumanReference = z.infer<typeof HumanReferenceSchema>;

/** The references of one file by task id; a malformed or repeated line names the file and line. */
export function readHumanReferences(file: string): Map<string, HumanReference> {
  const out = new Map<string, HumanReference>();
  readJsonLines(file, HumanReferenceSchema, (r, line) => {
    if (out.has(r.task_id)) throw new ContentError(file, line, 'task_id', `"${r.task_id}" has a reference on an earlier line too`);
    out.set(r.task_id, r);
  });
  return out;
}

/** Where the human references of one of our suites live (committed with the suite's runs). */
export const humanReferenceFile = (suite: string, root = projectRoot()) => path.join(root, 'data', 'human', `${suite}.jsonl`);

const cache = new Map<string, Map<string, HumanReference> | null>();

/**
 * The successful human references recorded for one of our suites, or null when none were: the
 * suite's ≤H then falls back to the reference solution's steps.
 */
export function suiteHumanReferences(suite: string, root = projectRoot()): Map<string, HumanReference> | null {
  const file = humanReferenceFile(suite, root);
  if (!cache.has(file)) {
    const all = existsSync(file) ? readHumanReferences(file) : null;
    cache.set(file, all && new Map([...all].filter(([, r]) => r.status === 'SUCCESS')));
  }
  return cache.get(file)!;
}

/** Forget what was read (a command that wrote the file reads it afresh). */
export function forgetHumanReferences(): void {
  cache.clear();
}
