/**
 * Provenance of an ingested submission, kept beside its run in data/submissions/<name>/ and copied
 * into the warehouse's runs table: `verified` when a maintainer re-ran the submitted configuration;
 * else `replay-verified` when every episode's recorded actions replayed to the recorded states,
 * `partially-replayed` when some did (the others not replayable, none diverged), else
 * `self-reported`. Runs the project recorded itself are `maintainer`.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { UserError } from '../errors';

export const PROVENANCE_FILE = 'provenance.json';
export const PROVENANCES = ['verified', 'replay-verified', 'partially-replayed', 'self-reported', 'maintainer'] as const;
export type Provenance = (typeof PROVENANCES)[number];

export const ProvenanceFileSchema = z.strictObject({
  format: z.literal('componentbench-provenance'),
  provenance: z.enum(['verified', 'replay-verified', 'partially-replayed', 'self-reported']),
  submission: z.string().min(1),
  /** Digest of the submission's files, so an unchanged re-ingest is recognised. */
  digest: z.string().regex(/^[0-9a-f]{64}$/),
  verified_by: z.strictObject({ run_id: z.string(), tasks: z.number().int().min(0), passed: z.number().int().min(0) }).nullable(),
  /** The replay at ingest (cb submission ingest --replay): episodes replayed of all; absent or null when not replayed. */
  replay: z.strictObject({ replayed: z.number().int().min(0), episodes: z.number().int().min(0), not_replayable: z.number().int().min(0) }).nullable().optional(),
});
export type ProvenanceFile = z.infer<typeof ProvenanceFileSchema>;

/** An ingested run without a readable provenance file is treated as self-reported, never as verified. */
export function readProvenance(runDir: string): { provenance: Provenance; file: ProvenanceFile | null } {
  const file = path.join(runDir, PROVENANCE_FILE);
  if (!existsSync(file)) return { provenance: 'self-reported', file: null };
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new UserError(`${file}: invalid JSON (${(e as Error).message}); re-ingest the submission`);
  }
  const r = ProvenanceFileSchema.safeParse(raw);
  if (!r.success) throw new UserError(`${file}: ${r.error.issues[0].path.join('.')}: ${r.error.issues[0].message}; re-ingest the submission`);
  return { provenance: r.data.provenance, file: r.data };
}

export function provenanceText(p: ProvenanceFile): string {
  return `${JSON.stringify(p, null, 2)}\n`;
}

export function writeProvenance(dir: string, p: ProvenanceFile): void {
  const file = path.join(dir, PROVENANCE_FILE);
  writeFileSync(`${file}.tmp`, provenanceText(ProvenanceFileSchema.parse(p)));
  renameSync(`${file}.tmp`, file);
}

/** The provenance a replay gives a submission nobody re-ran; a replay that diverged gives none (the run is refused). */
export function replayProvenance(r: { replayed: number; episodes: number }): ProvenanceFile['provenance'] {
  if (r.episodes > 0 && r.replayed === r.episodes) return 'replay-verified';
  return r.replayed > 0 ? 'partially-replayed' : 'self-reported';
}
