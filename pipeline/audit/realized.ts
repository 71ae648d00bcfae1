/**
 * The audit's output file (data/audit/realized.json): one row per task with its replay, its 24
 * features, normalised features, axis scores, ratings and mismatches, plus a summary. Written
 * atomically (temporary file, then rename); read back with full validation, so a stored audit can
 * be re-rated against other cutpoints without replaying.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { AXES, type Axis } from '../../src/core/taskSpec';
import { TASK_VERSION } from '../content/taskVersion';
import { UserError } from '../errors';
import { FEATURE_IDS, type FeatureId } from './featureCatalog';
import type { RatedTask } from './aggregate';
import type { TaskReplay } from './replayAudit';

export const REALIZED_FORMAT = 'componentbench-realized-audit';
export const REALIZED_FORMAT_VERSION = 3;

export class AuditFileError extends UserError {
  constructor(file: string, detail: string) {
    super(`${path.relative(process.cwd(), file) || file}: ${detail}`);
  }
}

const num = z.number().finite();
const BoxSchema = z.strictObject({ x: num, y: num, w: num, h: num });
const StateMeasureSchema = z.strictObject({ interactables: num, density: num, clutter: num, frames: num, layers: num, scroll: num });
const TargetMeasureSchema = z.strictObject({
  role: z.string(), name: z.string(), box: BoxSchema, in_view_before: z.boolean(), size: num, spacing: num, options: num,
  overlay_depth: num, contrast: num.nullable(), frame_offset: num.nullable(), aria: num, fitts_id: num.nullable(),
  via: z.enum(['pointer', 'keyboard']),
});
const StepRecordSchema = z.strictObject({
  index: z.number().int().min(0), do: z.string(), action: z.string(), error: z.string().nullable(),
  targets: z.array(TargetMeasureSchema), before: StateMeasureSchema, after: StateMeasureSchema,
  persistence: num, state_changed: z.boolean(),
});
const MeasurementSchema = z.strictObject({
  steps: z.array(StepRecordSchema),
  visible_state: z.strictObject({ initial: num.nullable(), final: num.nullable() }),
});
const FeatureVectorSchema = z.strictObject(Object.fromEntries(FEATURE_IDS.map((id) => [id, num.nullable()])) as Record<FeatureId, z.ZodNullable<z.ZodNumber>>);
const rating = z.number().int().min(1).max(5);
const AxisResultSchema = z.strictObject({ score: num.nullable(), intended: rating, realized: rating.nullable(), delta: z.number().int().nullable() });
const MismatchSchema = z.strictObject({ axis: z.enum(AXES), intended: rating, realized: rating, delta: z.number().int() });

export const AuditRowSchema = z.strictObject({
  task_id: z.string().min(1),
  canonical_type: z.string().min(1),
  library: z.string().min(1),
  template: z.string().min(1),
  replay: z.strictObject({
    solved: z.boolean(), error: z.string().nullable(), duration_ms: num, scroll_required: z.boolean(), actions: z.number().int().min(0),
  }),
  /** The 24 features (null where the replay could not measure one). */
  features: FeatureVectorSchema,
  /** Oriented, normalised features (0 = easiest end of the calibration, 1 = hardest); null when not rated. */
  normalised: FeatureVectorSchema.nullable(),
  axes: z.strictObject(Object.fromEntries(AXES.map((a) => [a, AxisResultSchema])) as Record<Axis, typeof AxisResultSchema>).nullable(),
  mismatches: z.array(MismatchSchema),
  measurement: MeasurementSchema.nullable(),
});
export type AuditRow = z.infer<typeof AuditRowSchema>;

const AxisSummarySchema = z.strictObject({
  mismatches: z.number().int(), over: z.number().int(), under: z.number().int(), exact: z.number().int(),
  delta_counts: z.record(z.string(), z.number().int()),
});

export const RealizedAuditSchema = z.strictObject({
  format: z.literal(REALIZED_FORMAT),
  format_version: z.literal(REALIZED_FORMAT_VERSION),
  created_at: z.string(),
  suite: z.string(),
  /** The --tasks glob of the audit (null: the whole suite); a top-up adds new tasks it matches. */
  selection: z.string().nullable(),
  /** Summary of task_versions (pipeline/content/taskVersion.ts). */
  task_set_hash: z.string(),
  /** The version of every audited task its measurement was taken on. */
  task_versions: z.record(z.string(), z.string().regex(TASK_VERSION)),
  /**
   * Each top-up: when, how many tasks it replayed (added or changed, and unchanged ones asked for
   * again with --redo) or dropped, and its replay wall time.
   */
  top_ups: z.array(z.strictObject({
    at: z.string(), added: z.number().int().min(0), changed: z.number().int().min(0), redone: z.number().int().min(0).optional(),
    removed: z.number().int().min(0), replay_seconds: num,
  })),
  catalog_hash: z.string(),
  cutpoints: z.strictObject({ version: z.number().int().min(1), file: z.string() }),
  settings: z.strictObject({
    hold_ms: z.number().int().min(0),
    mismatch_threshold: z.number().int().min(1),
    viewport: z.strictObject({ width: z.number().int(), height: z.number().int() }),
    /** Where the measurements came from: a fresh replay, or an earlier audit file re-rated. */
    measured_by: z.union([z.literal('replay'), z.string().startsWith('file:')]),
  }),
  summary: z.strictObject({
    tasks: z.number().int(),
    replayed: z.number().int(),
    solved: z.number().int(),
    failed: z.array(z.strictObject({ task_id: z.string(), error: z.string() })),
    /** Wall time of the replays that measured these tasks (carried over when re-rating a stored audit; top-ups add theirs). */
    replay_seconds: num.nullable(),
    mismatch: z.strictObject({
      tasks: z.number().int(),
      tasks_with_mismatch: z.number().int(),
      by_axis: z.strictObject(Object.fromEntries(AXES.map((a) => [a, AxisSummarySchema])) as Record<Axis, typeof AxisSummarySchema>),
      mismatching_axes_per_task: z.record(z.string(), z.number().int()),
    }),
  }),
  tasks: z.array(AuditRowSchema),
}).refine((a) => a.tasks.length === Object.keys(a.task_versions).length && a.tasks.every((r) => r.task_id in a.task_versions), {
  message: 'task_versions must give exactly one version for each row of tasks', path: ['task_versions'],
});
export type RealizedAudit = z.infer<typeof RealizedAuditSchema>;

/** One output row from a task's replay and (when it was measured) its rating. */
export function auditRow(
  task: { id: string; canonical_type: string; library: string; template: string },
  replay: TaskReplay,
  features: RatedTask['features'],
  rated: RatedTask | null,
): AuditRow {
  return {
    task_id: task.id, canonical_type: task.canonical_type, library: task.library, template: task.template,
    replay: {
      solved: replay.solved, error: replay.error, duration_ms: replay.duration_ms, scroll_required: replay.scroll_required,
      actions: replay.measurement?.steps.length ?? 0,
    },
    features,
    normalised: rated?.normalised ?? null,
    axes: rated?.axes ?? null,
    mismatches: rated?.mismatches ?? [],
    measurement: replay.measurement,
  };
}

export function writeRealizedAudit(file: string, doc: RealizedAudit): void {
  const checked = RealizedAuditSchema.parse(doc);
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(checked, null, 1)}\n`);
  renameSync(tmp, file);
}

export function readRealizedAudit(file: string): RealizedAudit {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new AuditFileError(file, `cannot read as JSON: ${(e as Error).message.split('\n')[0]}`);
  }
  const version = (data as { format_version?: unknown } | null)?.format_version;
  if (typeof version === 'number' && version < REALIZED_FORMAT_VERSION) {
    throw new AuditFileError(file, `format_version ${version}: measured by an older audit (this one writes ${REALIZED_FORMAT_VERSION}, which measures differently); audit afresh (\`cb audit\`)`);
  }
  const r = RealizedAuditSchema.safeParse(data);
  if (!r.success) {
    const issue = r.error.issues[0];
    const where = issue.path.map((k) => (typeof k === 'number' ? `[${k}]` : `.${String(k)}`)).join('').replace(/^\./, '');
    const row = issue.path[0] === 'tasks' && typeof issue.path[1] === 'number' ? (data as { tasks: { task_id?: string }[] }).tasks[issue.path[1]]?.task_id : undefined;
    throw new AuditFileError(file, `${where}${row ? ` (task ${row})` : ''}: ${issue.message}`);
  }
  return r.data;
}
