/**
 * The task-family contract. A canonical type's `family.ts` says what its tasks are about (params,
 * target fields, goal phrasing, reference steps, wrong values); the shared builder wraps that core
 * in the scene, the generic templates, instances, commit controls and difficulty.
 */
import type { z } from 'zod';
import type { Json } from '../core/json';
import type { Library } from '../core/ontology';
import type { Predicate } from '../core/predicate';
import type { Axis, DifficultyBlock, FolderFile, ReferenceStep, Scene, Target } from '../core/taskSpec';
import type { TypeModel } from '../env/kit/types';
import type { Rng } from './rng';

/** Templates the builder applies to any type by changing the scene around its core task. */
export const WRAPPER_TEMPLATES = ['match_reference', 'table_operation', 'scroll_find', 'open_overlay', 'confirm_cancel', 'disclose'] as const;
export type WrapperTemplate = (typeof WRAPPER_TEMPLATES)[number];

export interface CoreContext {
  rng: Rng;
  library: Library;
  /** One of the family's own templates. */
  template: string;
  bucket: DifficultyBlock['bucket'];
  scene: Scene;
  /** Restrict a target to the task's instance (identity when the page has one instance). */
  scope(t: Target): Target;
  /**
   * The region of the task's own instance frame, to reach controls the library leaves unnamed by
   * their order within it.
   */
  frame: Target;
  /**
   * Steps the builder adds around the core's solution (opening an overlay or a section, scrolling
   * to the component, commit and confirmation; `tidy` steps aside), for cores whose solution must
   * leave room within the step budget.
   */
  around: number;
}

/** Steps an agent has per task (the harness's default budget, as in the paper's harness). */
export const STEP_BUDGET = 20;

/** A predicate leaf on the target instance; the builder adds the instance and commit control. */
export type Check = LeafCheck<Exclude<Predicate, { kind: 'all' }>>;
/** Omit distributed over the predicate kinds, so each keeps its own fields (tolerance…). */
type LeafCheck<P> = P extends unknown ? Omit<P, 'instance' | 'commit'> : never;

export interface CoreTask<P> {
  params: P;
  checks: Check[];
  /** Verb phrases (lower-case start, no final stop): with the value, by reference picture, and mixed. */
  goal: { text: string; reference: string; mixed?: string };
  solution: ReferenceStep[];
  /** Pointer-only alternative to `solution` (see TaskSpec.pointer_solution). */
  pointerSolution?: ReferenceStep[];
  /** Steps that put the component back at rest (a list left open by the last step) so a commit
   * control can be reached; added only when a commit follows, keeping reference solutions minimal. */
  tidy?: ReferenceStep[];
  /** The task's folder, for cores whose solution uploads (see TaskSpec.files). */
  files?: FolderFile[];
  /** Near-miss values for the target instance; at least one must change a checked field. */
  wrong: { why: string; fields: Record<string, Json> }[];
  /** Per-task additions to the family's base axes. */
  axes?: Partial<Record<Axis, number>>;
  /** Why the core interaction is as hard as it is, in a few words. */
  why: string;
}

export interface TaskFamily<P extends Record<string, Json> = Record<string, Json>> {
  type: string;
  libraries: readonly Library[];
  /** Zod schema of the type's own params (the builder adds `frame`). */
  params: z.ZodType<P>;
  model: TypeModel<P>;
  /** The type's own templates, the most characteristic first. */
  templates: readonly string[];
  /** Generic templates that make no sense for this type. */
  excludeWrappers?: readonly WrapperTemplate[];
  /** Own templates a library's component cannot carry in every observation/action space, and why. */
  notOn?: Partial<Record<Library, { templates: readonly string[]; why: string }>>;
  /** Whether the component needs a wide frame (a board of columns) rather than a card's width. */
  wideFrame?: boolean;
  /** Whether several copies on one page make sense (default: yes). */
  multiInstance?: boolean;
  /**
   * Libraries on which the component alone weighs so much that a page of it shows only light
   * clutter (the kinds outside HEAVY_CLUTTER), to stay within the page-weight budget.
   */
  heavyOn?: readonly Library[];
  /** Axis ratings of the plain task (unlisted axes are 1). */
  baseAxes: Partial<Record<Axis, number>>;
  core(ctx: CoreContext): CoreTask<P>;
}

export function defineFamily<P extends Record<string, Json>>(f: TaskFamily<P>): TaskFamily<P> {
  return f;
}

/** Whether a library's tasks of this family can carry a template (see TaskFamily.notOn). */
export const carries = (f: TaskFamily, library: Library, template: string): boolean => !f.notOn?.[library]?.templates.includes(template);

/** Templates a family's tasks can carry: its own, then the generic ones it does not exclude. */
export function supportedTemplates(f: TaskFamily): string[] {
  const wrappers = WRAPPER_TEMPLATES.filter((w) => !f.templates.includes(w) && !f.excludeWrappers?.includes(w) && (w !== 'table_operation' || f.multiInstance !== false));
  return [...f.templates, ...wrappers];
}
