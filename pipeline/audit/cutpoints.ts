/**
 * Frozen, versioned calibration of the audit: the feature bounds used for normalisation and the
 * axis cutpoints, in content/audit/cutpoints.v<N>.yaml. A version is written once and never
 * overwritten; deriving again writes the next version. Loading checks that the file was derived
 * under the current feature→axis mapping.
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Document, isMap, isSeq } from 'yaml';
import { z } from 'zod';
import { AXES, type Axis } from '../../src/core/taskSpec';
import { paths } from '../content/paths';
import { ContentError, parseWith, readYaml } from '../content/yamlFile';
import { UserError } from '../errors';
import type { AxisCuts, FeatureBounds } from './aggregate';
import { catalogHash, FEATURE_IDS, type FeatureId } from './featureCatalog';

export const CUTPOINTS_FORMAT = 'componentbench-realized-cutpoints';
const FILE = /^cutpoints\.v([1-9]\d*)\.yaml$/;

const BoundsSchema = z.strictObject({ min: z.number().finite(), max: z.number().finite() })
  .refine((b) => b.min <= b.max, { message: 'min must not exceed max' });
const CutsSchema = z.tuple([z.number(), z.number(), z.number(), z.number()])
  .refine((c) => c.every((x) => x >= 0 && x <= 1), { message: 'cutpoints must lie in [0, 1]' })
  .refine((c) => c.every((x, i) => i === 0 || x >= c[i - 1]), { message: 'cutpoints must not decrease' });

export const CutpointsSchema = z.strictObject({
  format: z.literal(CUTPOINTS_FORMAT),
  version: z.number().int().min(1),
  /** Identity of the feature catalog (ids, directions, axes) the calibration was derived under. */
  catalog_hash: z.string().regex(/^[0-9a-f]{16}$/),
  derived: z.strictObject({
    at: z.string().min(1),
    method: z.literal('intended_marginals'),
    suite: z.string().min(1),
    tasks: z.number().int().min(1),
    task_set_hash: z.string().min(1),
    /** The audit file holding the measurements the calibration was computed from. */
    audit_file: z.string().min(1).optional(),
  }),
  bounds: z.strictObject(Object.fromEntries(FEATURE_IDS.map((id) => [id, BoundsSchema])) as Record<FeatureId, typeof BoundsSchema>),
  cuts: z.strictObject(Object.fromEntries(AXES.map((a) => [a, CutsSchema])) as Record<Axis, typeof CutsSchema>),
});
export type CutpointsFile = z.infer<typeof CutpointsSchema>;

export interface LoadedCutpoints {
  file: string;
  version: number;
  bounds: FeatureBounds;
  cuts: AxisCuts;
  data: CutpointsFile;
}

export function cutpointsPath(version: number, dir = paths.auditContent()): string {
  return path.join(dir, `cutpoints.v${version}.yaml`);
}

/** Versions present in the directory, ascending. */
export function cutpointVersions(dir = paths.auditContent()): number[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).map((f) => FILE.exec(f)).filter((m): m is RegExpExecArray => !!m).map((m) => Number(m[1])).sort((a, b) => a - b);
}

/** Load one version (the newest when none is named), validated against the current catalog. */
export function loadCutpoints(dir = paths.auditContent(), version?: number): LoadedCutpoints {
  const versions = cutpointVersions(dir);
  if (versions.length === 0) {
    throw new UserError(`no cutpoints in ${dir}; derive the first version from the whole suite with \`cb audit --derive-cutpoints\``);
  }
  const v = version ?? versions[versions.length - 1];
  if (!versions.includes(v)) throw new UserError(`no cutpoints version ${v} in ${dir} (have ${versions.map((x) => `v${x}`).join(', ')})`);
  const file = cutpointsPath(v, dir);
  const src = readYaml(file);
  const data = parseWith(src, CutpointsSchema, src.data);
  if (data.version !== v) throw new ContentError(file, null, 'version', `is ${data.version} but the file name says v${v}`);
  if (data.catalog_hash !== catalogHash()) {
    throw new ContentError(file, null, 'catalog_hash', `was derived under feature catalog ${data.catalog_hash}, but the catalog is now ${catalogHash()}; derive a new version with \`cb audit --derive-cutpoints\``);
  }
  return { file, version: v, bounds: data.bounds as FeatureBounds, cuts: data.cuts as AxisCuts, data };
}

/** Parse a version argument such as "v2" or "2". */
export function parseVersion(s: string): number {
  const m = /^v?([1-9]\d*)$/.exec(s.trim());
  if (!m) throw new UserError(`--cutpoints must be a version such as v1, not "${s}"`);
  return Number(m[1]);
}

/**
 * Write the calibration as the next version. The file is created exclusively: an existing version
 * is never replaced, even by a concurrent writer.
 */
export function writeNextCutpoints(
  calibration: { bounds: FeatureBounds; cuts: AxisCuts },
  derived: CutpointsFile['derived'],
  dir = paths.auditContent(),
): LoadedCutpoints {
  const versions = cutpointVersions(dir);
  const version = (versions[versions.length - 1] ?? 0) + 1;
  const data = CutpointsSchema.parse({
    format: CUTPOINTS_FORMAT, version, catalog_hash: catalogHash(), derived,
    bounds: calibration.bounds, cuts: calibration.cuts,
  });
  const file = cutpointsPath(version, dir);
  const header = [
    `# Frozen calibration of the realized-difficulty audit, version ${version}.`,
    '# Written by `cb audit --derive-cutpoints`; never edit it. Deriving again writes the next version.',
    '# bounds: per-feature min/max used for min-max normalisation; cuts: per-axis thresholds on the',
    '# 0-1 axis score, rating = 1 + number of thresholds the score reaches.',
  ].join('\n');
  // One line per feature and per axis: bounds and cuts read as a table.
  const doc = new Document(data);
  for (const key of ['bounds', 'cuts']) {
    const node = doc.get(key, true);
    if (isMap(node)) for (const item of node.items) if (isMap(item.value) || isSeq(item.value)) item.value.flow = true;
  }
  try {
    writeFileSync(file, `${header}\n${doc.toString()}`, { flag: 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') throw new UserError(`${file} appeared while deriving; run again to write the next version`);
    throw e;
  }
  return { file, version, bounds: data.bounds as FeatureBounds, cuts: data.cuts as AxisCuts, data };
}
