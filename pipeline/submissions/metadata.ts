/**
 * metadata.yaml of a submission: who ran which agent, how, on which tasks. Read with the project's
 * YAML helpers (js-yaml CORE_SCHEMA, so no YAML tags or implicit dates turn text into objects) and
 * checked with zod; problems name the file, line and field.
 */
import { writeFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { dump } from 'js-yaml';
import { z } from 'zod';
import { ManifestSchema, RUN_MODES, type Manifest } from '../runs/records';
import { parseWith, readYaml } from '../content/yamlFile';

export const METADATA_FILE = 'metadata.yaml';
export const SUBMISSION_FORMAT_VERSION = 1;

/** Long enough for any real value, short enough that a hostile one cannot bloat reports. */
const text = (max: number) => z.string().min(1).max(max);
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const MetadataSchema = z.strictObject({
  format: z.literal('componentbench-submission'),
  format_version: z.literal(SUBMISSION_FORMAT_VERSION),
  model: text(200),
  organisation: text(200),
  open_weights: z.boolean(),
  open_harness: z.boolean(),
  agent: z.strictObject({
    repository: z.url({ protocol: /^https?$/ }).max(500).nullable(),
    commit: z.string().regex(/^[0-9a-f]{7,64}$/, 'a git commit id (7 to 64 lower-case hex digits)').nullable(),
  }),
  mode: z.enum(RUN_MODES),
  mode_flags: ManifestSchema.shape.mode_flags,
  coordinate_convention: text(50),
  max_steps: z.number().int().min(1).max(1000),
  attempts: z.string().regex(/^(pass@1|best-of-([2-9]|[1-9]\d+))$/, 'pass@1 or best-of-<k> with k ≥ 2'),
  harness_version: text(100),
  task_set: z.strictObject({
    name: text(100),
    version: z.string().regex(/^\d+\.\d+\.\d+([-+][0-9A-Za-z.-]+)?$/, 'a release version such as 0.1.0'),
    hash: z.string().regex(/^[0-9a-f]{64}$/, '64 lower-case hex digits (the manifest\'s task_set.hash)'),
  }),
  date: z.string().regex(DATE, 'a date as YYYY-MM-DD'),
  contact: text(300),
  notes: z.string().max(10_000),
}).superRefine((m, ctx) => {
  if (m.open_harness && (m.agent.repository === null || m.agent.commit === null)) {
    ctx.addIssue({ code: 'custom', path: ['agent', m.agent.repository === null ? 'repository' : 'commit'], message: 'is required when open_harness is true' });
  }
});
export type Metadata = z.infer<typeof MetadataSchema>;

/** Read and check metadata.yaml; a problem is a ContentError naming file, line and field. */
export function readMetadata(dir: string): Metadata {
  const src = readYaml(path.join(dir, METADATA_FILE));
  return parseWith(src, MetadataSchema, src.data);
}

export function writeMetadata(dir: string, m: Metadata): void {
  const file = path.join(dir, METADATA_FILE);
  const body = dump(MetadataSchema.parse(m), { lineWidth: 120, noRefs: true, quotingType: '"' });
  writeFileSync(`${file}.tmp`, `# ComponentBench submission: see docs/submitting.md for every field.\n${body}`);
  renameSync(`${file}.tmp`, file);
}

/** A name part of the submission directory: lower case, with `_` kept as the field separator. */
export function slug(s: string): string {
  const out = s.toLowerCase().replace(/[^a-z0-9.-]+/g, '-').replace(/^[-.]+|[-.]+$/g, '').slice(0, 60).replace(/[-.]+$/, '');
  return out || 'unnamed';
}

/** `<date>_<org>_<model>_<mode>`: the directory name a submission must have. */
export function submissionName(m: Pick<Metadata, 'date' | 'organisation' | 'model' | 'mode'>): string {
  return `${m.date}_${slug(m.organisation)}_${slug(m.model)}_${m.mode}`;
}

/** What metadata.yaml repeats from the manifest: the two must agree field by field. */
export function manifestFacts(m: Manifest): Pick<Metadata, 'mode' | 'mode_flags' | 'coordinate_convention' | 'max_steps' | 'harness_version'> & { task_set: { name: string; hash: string } } {
  return {
    mode: m.mode, mode_flags: m.mode_flags, coordinate_convention: m.mode_flags.coordinate_convention,
    max_steps: m.budget.max_steps, harness_version: m.harness_version, task_set: { name: m.task_set.name, hash: m.task_set.hash },
  };
}
