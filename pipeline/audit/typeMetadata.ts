/**
 * Features 17–24: what a task's type and spec say about it, without a browser. The type-level part
 * (continuity, value space, feedback modality, inner scroll regions, precision surface) lives in
 * content/audit/type-metadata.yaml; the rest is read from the predicate and the frame params.
 */
import path from 'node:path';
import { z } from 'zod';
import type { Json } from '../../src/core/json';
import { leafPredicates } from '../../src/core/predicate';
import type { TaskSpec } from '../../src/core/taskSpec';
import { paths } from '../content/paths';
import { UserError } from '../errors';
import { ContentError, parseWith, readYaml } from '../content/yamlFile';
import type { MetadataFeatureId } from './featureCatalog';

const CONTINUITY = ['discrete', 'stepped', 'continuous'] as const;
const MODALITY = ['text', 'state_glyph', 'position', 'transient'] as const;
const SURFACE = ['point', 'text_caret', 'track_1d', 'surface_2d'] as const;

const encoding = <T extends readonly [string, ...string[]]>(levels: T) =>
  z.strictObject(Object.fromEntries(levels.map((l) => [l, z.number().finite()])) as Record<T[number], z.ZodNumber>);

/** A param name of the task spec, or a literal number. */
const ParamOrNumber = z.union([z.string().min(1), z.number().finite()]);

const ValueSpaceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('range'), min: ParamOrNumber, max: ParamOrNumber, step: ParamOrNumber }),
  /** Distinct values = total length of the listed array params (a number param counts as its value) + extra. */
  z.strictObject({ kind: z.literal('options'), params: z.array(z.string().min(1)).min(1), extra: z.number().int().min(0).optional() }),
  z.strictObject({ kind: z.literal('binary') }),
  /** Typed text: no positional choice among values. */
  z.strictObject({ kind: z.literal('free_text') }),
]);
export type ValueSpace = z.infer<typeof ValueSpaceSchema>;

const TypeEntrySchema = z.strictObject({
  continuity: z.enum(CONTINUITY),
  value_space: ValueSpaceSchema,
  feedback_modality: z.enum(MODALITY),
  internal_scroll_regions: z.number().int().min(0),
  precision_surface: z.enum(SURFACE),
});
export type TypeEntry = z.infer<typeof TypeEntrySchema>;

export const TypeMetadataSchema = z.strictObject({
  encodings: z.strictObject({
    continuity: encoding(CONTINUITY),
    feedback_modality: encoding(MODALITY),
    precision_surface: encoding(SURFACE),
  }),
  types: z.record(z.string().regex(/^[a-z][a-z0-9_]*$/), TypeEntrySchema),
});
export type TypeMetadata = z.infer<typeof TypeMetadataSchema>;

export const typeMetadataFile = (root?: string) => path.join(paths.auditContent(root), 'type-metadata.yaml');

export function loadTypeMetadata(file = typeMetadataFile()): TypeMetadata {
  const src = readYaml(file);
  return parseWith(src, TypeMetadataSchema, src.data);
}

/** A problem with a task's metadata-derived features, naming the task and what is wrong. */
export class MetadataError extends UserError {
  constructor(taskId: string, detail: string) {
    super(`${taskId}: ${detail}`);
  }
}

export type MetadataFeatures = Record<MetadataFeatureId, number>;

function numberParam(task: TaskSpec, v: string | number, role: string): number {
  if (typeof v === 'number') return v;
  const p = task.params[v];
  if (typeof p !== 'number' || !Number.isFinite(p)) throw new MetadataError(task.id, `value_space ${role} names params.${v}, which is ${p === undefined ? 'missing' : `not a number (${JSON.stringify(p)})`}`);
  return p;
}

/** Distinct values on the control's goal dimension, and the grid step when it is a numeric range. */
export function valueCount(task: TaskSpec, space: ValueSpace): { n: number; step: number | null } {
  switch (space.kind) {
    case 'binary': return { n: 2, step: null };
    case 'free_text': return { n: 1, step: null };
    case 'range': {
      const min = numberParam(task, space.min, 'min');
      const max = numberParam(task, space.max, 'max');
      const step = numberParam(task, space.step, 'step');
      if (!(step > 0) || max < min) throw new MetadataError(task.id, `value range [${min}, ${max}] step ${step} is not a usable grid`);
      return { n: Math.floor((max - min) / step + 1e-9) + 1, step };
    }
    case 'options': {
      let n = space.extra ?? 0;
      for (const name of space.params) {
        const p: Json | undefined = task.params[name];
        if (p === undefined) continue; // optional params (e.g. a toolbar without an alignment group)
        if (Array.isArray(p)) n += p.length;
        else if (typeof p === 'number' && Number.isInteger(p) && p >= 0) n += p;
        else throw new MetadataError(task.id, `value_space option param params.${name} is neither a list nor a count (${JSON.stringify(p).slice(0, 60)})`);
      }
      if (n < 1) throw new MetadataError(task.id, `value_space options (${space.params.join(', ')}) give no values`);
      return { n, step: null };
    }
  }
}

/** Scalar components the goal fixes: one per scalar, one per member of a list goal, two per range. */
export function stateDimensionality(task: TaskSpec): number {
  let d = 0;
  for (const leaf of leafPredicates(task.predicate)) {
    switch (leaf.kind) {
      case 'equals': d += Array.isArray(leaf.target) ? Math.max(1, leaf.target.length) : 1; break;
      case 'within_tolerance': d += 1; break;
      case 'range_equals': d += 2; break;
      // Red, green and blue.
      case 'color_within': d += 3; break;
      case 'set_equals':
      case 'order_equals':
      case 'path_equals': d += Math.max(1, leaf.target.length); break;
    }
  }
  return d;
}

/** Share of the value space the predicate accepts on its tightest dimension. */
export function acceptedShare(task: TaskSpec, space: ValueSpace): number {
  const { n, step } = valueCount(task, space);
  let share = 1;
  for (const leaf of leafPredicates(task.predicate)) {
    let s: number;
    if ((leaf.kind === 'within_tolerance' || leaf.kind === 'range_equals') && step !== null) {
      s = Math.min(n, Math.floor((2 * leaf.tolerance) / step + 1e-9) + 1) / n;
    } else s = 1 / n;
    share = Math.min(share, s);
  }
  return share;
}

export function confirmationRequirement(task: TaskSpec): number {
  const frame = (task.params.frame ?? {}) as Record<string, Json>;
  if (frame.confirm) return 2;
  if (frame.commit || leafPredicates(task.predicate).some((l) => l.commit !== undefined)) return 1;
  return 0;
}

export function metadataFeatures(task: TaskSpec, meta: TypeMetadata): MetadataFeatures {
  const entry = meta.types[task.canonical_type];
  if (!entry) throw new MetadataError(task.id, `canonical type "${task.canonical_type}" has no entry in content/audit/type-metadata.yaml`);
  const frame = (task.params.frame ?? {}) as Record<string, Json>;
  return {
    control_continuity: meta.encodings.continuity[entry.continuity],
    state_dimensionality: stateDimensionality(task),
    granularity: Math.log2(valueCount(task, entry.value_space).n),
    tolerance: acceptedShare(task, entry.value_space),
    feedback_modality: meta.encodings.feedback_modality[entry.feedback_modality],
    confirmation_requirement: confirmationRequirement(task),
    scroll_region_depth: (frame.scroll ? 1 : 0) + entry.internal_scroll_regions,
    precision_surface: meta.encodings.precision_surface[entry.precision_surface],
  };
}

/** Refuse early, before any browser work, when a task's type has no metadata. */
export function checkMetadataCovers(tasks: TaskSpec[], meta: TypeMetadata, file = typeMetadataFile()): void {
  const missing = [...new Set(tasks.map((t) => t.canonical_type).filter((c) => !meta.types[c]))];
  if (missing.length) throw new ContentError(file, null, 'types', `no entry for ${missing.join(', ')}`);
}
