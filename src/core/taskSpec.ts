/**
 * The task spec: one YAML record per task, validated with zod. Everything a page needs to render
 * sits in `params`; the target lives only in `predicate` (and the negative states / solution).
 */
import { z } from 'zod';
import { Library } from './ontology';
import type { Predicate } from './predicate';
import type { Json } from './json';

/** A plain JSON value. Checked by one walk rather than a recursive zod union: run records hold a
 * committed state on every step, and a million of them must validate in seconds. */
function isJson(v: unknown): v is Json {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v);
  if (Array.isArray(v)) return v.every(isJson);
  if (typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) return Object.values(v).every(isJson);
  return false;
}
export const JsonSchema: z.ZodType<Json> = z.custom<Json>(isJson, 'must be a JSON value (null, boolean, finite number, string, array or plain object)');

export const THEMES = ['light', 'dark'] as const;
export const SPACINGS = ['comfortable', 'compact'] as const;
export const LAYOUTS = ['isolated_card', 'form_section', 'dashboard', 'settings_panel', 'table_cell', 'modal_flow', 'toolbar_header', 'drawer_flow'] as const;
export const PLACEMENTS = ['center', 'top_left', 'top_right', 'bottom_left', 'bottom_right'] as const;
export const SCALES = ['default', 'small', 'large'] as const;
export const GUIDANCES = ['text', 'visual', 'mixed'] as const;
export const CLUTTERS = ['none', 'low', 'medium', 'high'] as const;

export const SceneSchema = z.strictObject({
  theme: z.enum(THEMES),
  spacing: z.enum(SPACINGS),
  layout: z.enum(LAYOUTS),
  placement: z.enum(PLACEMENTS),
  scale: z.enum(SCALES),
  instances: z.number().int().min(1).max(10),
  guidance: z.enum(GUIDANCES),
  clutter: z.enum(CLUTTERS),
});
export type Scene = z.infer<typeof SceneSchema>;

export const AXES = [
  'precision_requirement', 'target_acquisition', 'density_choice_interference', 'depth_layering',
  'feedback_dynamics', 'semantic_observability', 'disambiguation_load',
] as const;
export type Axis = (typeof AXES)[number];

const rating = z.number().int().min(1).max(5);
export const DifficultyBlockSchema = z.strictObject({
  bucket: z.enum(['easy', 'mid', 'hard']),
  tier: z.enum(['L0', 'L1', 'L2', 'L3']),
  axes: z.strictObject(Object.fromEntries(AXES.map((a) => [a, rating])) as Record<Axis, typeof rating>),
  justification: z.string().min(1),
});
export type DifficultyBlock = z.infer<typeof DifficultyBlockSchema>;

const fieldPredicate = {
  field: z.string().min(1),
  instance: z.string().min(1).optional(),
  commit: z.string().min(1).optional(),
};
export const PredicateSchema: z.ZodType<Predicate> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('equals'), ...fieldPredicate, target: JsonSchema }),
    z.strictObject({ kind: z.literal('within_tolerance'), ...fieldPredicate, target: z.number(), tolerance: z.number().min(0) }),
    z.strictObject({ kind: z.literal('set_equals'), ...fieldPredicate, target: z.array(JsonSchema) }),
    z.strictObject({ kind: z.literal('order_equals'), ...fieldPredicate, target: z.array(JsonSchema) }),
    z.strictObject({ kind: z.literal('path_equals'), ...fieldPredicate, target: z.array(z.string()) }),
    z.strictObject({ kind: z.literal('range_equals'), ...fieldPredicate, target: z.tuple([z.number(), z.number()]), tolerance: z.number().min(0) }),
    z.strictObject({ kind: z.literal('color_within'), ...fieldPredicate, target: z.string().regex(/^#[0-9a-f]{6}$/, 'a lower-case #rrggbb colour'), tolerance: z.number().min(0) }),
    z.strictObject({ kind: z.literal('all'), of: z.array(PredicateSchema).min(1) }),
  ]),
) as z.ZodType<Predicate>;

export const InstanceStateSchema = z.strictObject({
  fields: z.record(z.string(), JsonSchema),
  commit: z.string().nullable(),
});
export const CommittedStateSchema = z.strictObject({
  instances: z.record(z.string(), InstanceStateSchema),
});

/** A semantic element target: resolved against the accessibility tree at action time. */
export interface Target {
  role: string;
  name: string;
  /** Restrict the search to the subtree of this ancestor (e.g. the instance region). */
  within?: Target;
  /** The n-th match (from 0, in document order): for controls a library leaves unnamed. */
  nth?: number;
}
export const TargetSchema: z.ZodType<Target> = z.lazy(() =>
  z.strictObject({ role: z.string().min(1), name: z.string(), within: TargetSchema.optional(), nth: z.number().int().min(0).optional() }),
);

/** One reference step, in the harness action grammar with semantic targets instead of element ids. */
export const ReferenceStepSchema = z.discriminatedUnion('do', [
  z.strictObject({
    do: z.literal('click'),
    target: TargetSchema,
    /** The mouse button (default left); right opens a context menu. */
    button: z.literal('right').optional(),
    /** Where within the target's box a pointer lands, as fractions (default: the centre). */
    at: z.strictObject({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }).optional(),
    /**
     * For a virtualized list, which renders the target only once scrolled near it: the target is
     * `rows` rows below `from`, a row on screen when the step begins, and `next` is the row right
     * after `from`. The oracle wheels the list by `rows` times the distance between the two.
     */
    seek: z.strictObject({ from: TargetSchema, next: TargetSchema, rows: z.number().int().min(1) }).optional(),
  }),
  z.strictObject({ do: z.literal('hover'), target: TargetSchema }),
  z.strictObject({ do: z.literal('fill'), target: TargetSchema, text: z.string() }),
  z.strictObject({ do: z.literal('press'), target: TargetSchema, key: z.string().min(1) }),
  z.strictObject({ do: z.literal('select_option'), target: TargetSchema, option: z.string() }),
  z.strictObject({ do: z.literal('drag_and_drop'), from: TargetSchema, to: TargetSchema }),
  /** Click the target, which opens a file chooser, and pick these files of the task's folder. */
  z.strictObject({ do: z.literal('upload_file'), target: TargetSchema, files: z.array(z.string().min(1)).min(1) }),
  z.strictObject({ do: z.literal('keyboard_press'), key: z.string().min(1) }),
  z.strictObject({ do: z.literal('keyboard_type'), text: z.string() }),
  z.strictObject({ do: z.literal('scroll'), dx: z.number(), dy: z.number() }),
  /**
   * Pointer solutions only: drag a slider thumb to a value. The oracle computes the drop point from
   * the track's box and the slider's own min/max at action time, then checks where the thumb
   * landed and corrects with arrow keys if it landed outside `tolerance` (default 0: exactly).
   */
  z.strictObject({ do: z.literal('slide'), target: TargetSchema, value: z.number(), tolerance: z.number().min(0).optional() }),
]);
export type ReferenceStep = z.infer<typeof ReferenceStepSchema>;

/**
 * Actions the reference takes (a task's `reference_steps`): one per step, and a click that seeks
 * its row in a virtualized list first puts the pointer on the list and turns the wheel twice.
 */
export function referenceSteps(solution: readonly ReferenceStep[]): number {
  return solution.reduce((n, s) => n + (s.do === 'click' && s.seek ? 4 : 1), 0);
}

/** A file in the task's folder: what the harness's file chooser offers (see upload_file). */
export const FolderFileSchema = z.strictObject({
  name: z.string().min(1).regex(/^[^/\\]+$/, 'a file name, not a path'),
  /** MIME type the chooser reports. */
  type: z.string().regex(/^[a-z]+\/[a-z0-9.+-]+$/, 'a MIME type like application/pdf'),
  /** Size in bytes. */
  size: z.number().int().min(0).max(50_000_000),
});
export type FolderFile = z.infer<typeof FolderFileSchema>;

/** `T` numbers a Full-suite task, `C` a Core one. */
export const TASK_ID = /^([a-z][a-z0-9_]*)-(antd|mui|mantine)-([TC])(\d{2,})$/;

export const TaskSpecSchema = z.strictObject({
  id: z.string().regex(TASK_ID, 'task id must look like <type>-<library>-T<NN> (C<NN> in Core)'),
  canonical_type: z.string().min(1),
  library: Library,
  template: z.string().min(1),
  instruction: z.string().min(8),
  scene: SceneSchema,
  difficulty: DifficultyBlockSchema,
  params: z.record(z.string(), JsonSchema),
  predicate: PredicateSchema,
  negative_states: z.array(z.strictObject({ why: z.string().min(1), state: CommittedStateSchema })).min(1),
  reference_solution: z.array(ReferenceStepSchema).min(1),
  /**
   * A solution for pointer-only agents, when the reference relies on keyboard focus that a pointer
   * cannot give without changing the control (e.g. half stars, where the click position decides).
   */
  pointer_solution: z.array(ReferenceStepSchema).min(1).optional(),
  reference_steps: z.number().int().min(1),
  /**
   * The files an agent can pick when it opens a file chooser (upload_file), names unique. Only the
   * harness reads them; the page never sees this list.
   */
  files: z.array(FolderFileSchema).min(1).refine((fs) => new Set(fs.map((f) => f.name)).size === fs.length, 'file names must be unique').optional(),
});
export type TaskSpec = z.infer<typeof TaskSpecSchema>;

/** What a task page receives at run time: enough to render and to verify, nothing for the agent. */
export interface PageSpec {
  id: string;
  canonical_type: string;
  library: z.infer<typeof Library>;
  scene: Scene;
  params: Record<string, Json>;
  predicate: Predicate;
}

export function toPageSpec(t: TaskSpec): PageSpec {
  return { id: t.id, canonical_type: t.canonical_type, library: t.library, scene: t.scene, params: t.params, predicate: t.predicate };
}
