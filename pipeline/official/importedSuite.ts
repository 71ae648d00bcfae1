/**
 * An imported official suite as this project keeps it (data/official/<suite>.json, never
 * committed): each spec mapped onto our ontology, with every deviation noted, the human reference
 * joined, and the release's own record kept whole in `spec`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { AXES, type Axis, JsonSchema } from '../../src/core/taskSpec';
import { projectRoot } from '../content/paths';
import { UserError } from '../errors';
import { OFFICIAL_SUITE_NAMES, type OfficialSuiteName } from './officialSpec';

/** One value that did not carry over unchanged, and why. */
export const MappingNoteSchema = z.strictObject({
  field: z.string(),
  value: JsonSchema,
  /** What it became here; null when it is kept as it is because our ontology has no such level. */
  mapped_to: JsonSchema,
  reason: z.string().min(1),
});
export type MappingNote = z.infer<typeof MappingNoteSchema>;

const rating = z.number().int().min(1).max(5);
export const OfficialTaskSchema = z.strictObject({
  origin: z.literal('official'),
  id: z.string(),
  suite: z.enum(OFFICIAL_SUITE_NAMES as [OfficialSuiteName, ...OfficialSuiteName[]]),
  /** The release file the spec came from, relative to the release folder. */
  file: z.string(),
  canonical_type: z.string(),
  family: z.string(),
  library: z.string(),
  template: z.string(),
  secondary_template: z.string().nullable(),
  instruction: z.string(),
  scene: z.strictObject({
    theme: z.string(), spacing: z.string(), layout: z.string(), placement: z.string(), scale: z.string(),
    instances: z.number().int().min(1), guidance: z.string(), clutter: z.string(),
  }),
  difficulty: z.strictObject({
    bucket: z.string(), tier: z.string(), justification: z.string(),
    axes: z.strictObject(Object.fromEntries(AXES.map((a) => [a, rating])) as Record<Axis, typeof rating>),
  }),
  predicate: z.strictObject({ type: z.string(), requires_commit: z.boolean(), commit_control: JsonSchema, instance: z.string().nullable() }),
  /** The cleaned human reference trace; null when the release has none for this task. */
  reference: z.strictObject({
    steps: z.number().int().min(0), raw_steps: z.number().int().min(0), duration_ms: z.number().min(0),
    hover_only: z.boolean(), step_types: z.array(z.string()),
  }).nullable(),
  notes: z.array(MappingNoteSchema),
  spec: JsonSchema,
});
export type OfficialTask = z.infer<typeof OfficialTaskSchema>;

export const ImportedSuiteSchema = z.strictObject({
  format: z.literal('componentbench-official-import'),
  format_version: z.literal(1),
  suite: z.enum(OFFICIAL_SUITE_NAMES as [OfficialSuiteName, ...OfficialSuiteName[]]),
  /** sha256 of the release files read (specs and traces), so a changed release is noticed. */
  source_digest: z.string().regex(/^[0-9a-f]{64}$/),
  tasks: z.array(OfficialTaskSchema),
  /** Specs that could not be taken in, each with the reason. */
  unmapped: z.array(z.strictObject({ id: z.string().nullable(), file: z.string(), reason: z.string() })),
  /** Trace lines whose task is not in this suite. */
  unmatched_traces: z.array(z.string()),
});
export type ImportedSuite = z.infer<typeof ImportedSuiteSchema>;

/** Where imports are kept: CB_OFFICIAL_DIR, else data/official. */
export const officialDir = (root = projectRoot()) => (process.env.CB_OFFICIAL_DIR ? path.resolve(process.env.CB_OFFICIAL_DIR) : path.join(root, 'data', 'official'));
export const importedSuiteFile = (suite: string, root = projectRoot()) => path.join(officialDir(root), `${suite}.json`);

export function isOfficialSuite(name: string): name is OfficialSuiteName {
  return OFFICIAL_SUITE_NAMES.includes(name);
}

export function hasImportedSuite(suite: string, root = projectRoot()): boolean {
  return existsSync(importedSuiteFile(suite, root));
}

/** An imported suite, or a clear error saying how to import it. */
export function loadImportedSuite(suite: OfficialSuiteName, root = projectRoot()): ImportedSuite {
  const file = importedSuiteFile(suite, root);
  if (!existsSync(file)) throw new UserError(`suite "${suite}" is not imported: run \`cb import-official --from <folder of the official release>\``);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new UserError(`${file}: not JSON (${(e as Error).message}); import the release again`);
  }
  const r = ImportedSuiteSchema.safeParse(data);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new UserError(`${file}: ${issue.path.join('.')}: ${issue.message}; import the release again`);
  }
  return r.data;
}
