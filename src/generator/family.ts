/**
 * The task-family contract: each canonical type's `family.ts` turns a seeded Rng into task drafts,
 * and `buildTasks` turns drafts into complete, numbered task specs with shared conventions (default
 * scene, the untouched page as a negative case, reference step count).
 */
import { z } from 'zod';
import type { Json } from '../core/json';
import type { Library } from '../core/ontology';
import type { Predicate } from '../core/predicate';
import { SOLE_INSTANCE, type CommittedState } from '../core/state';
import { AXES, TaskSpecSchema, type Axis, type DifficultyBlock, type ReferenceStep, type Scene, type TaskSpec } from '../core/taskSpec';
import type { TypeModel } from '../env/kit/types';
import type { Rng } from './rng';

/** Params read by the scene kit for every type (see src/env/kit/frameParams.ts). */
export const frameShape = {
  title: z.string().min(1).optional(),
  instance_labels: z.array(z.string().min(1)).min(2).optional(),
  commit_control: z.string().min(1).optional(),
};

export interface TaskDraft<P> {
  template: string;
  instruction: string;
  params: P;
  scene?: Partial<Omit<Scene, 'instances'>>;
  difficulty: {
    bucket: DifficultyBlock['bucket'];
    tier: DifficultyBlock['tier'];
    axes?: Partial<Record<Axis, number>>;
    justification: string;
  };
  predicate: Predicate;
  /** States near the goal that must not count (the untouched page is added automatically). */
  negatives: { why: string; state: CommittedState }[];
  solution: ReferenceStep[];
}

export interface TaskFamily<P extends Record<string, Json> = Record<string, Json>> {
  type: string;
  libraries: readonly Library[];
  params: z.ZodType<P>;
  model: TypeModel<P>;
  drafts(rng: Rng, library: Library): TaskDraft<P>[];
}

export function defineFamily<P extends Record<string, Json>>(f: TaskFamily<P>): TaskFamily<P> {
  return f;
}

export const DEFAULT_SCENE: Scene = {
  theme: 'light', spacing: 'comfortable', layout: 'isolated_card', placement: 'center',
  scale: 'default', instances: 1, guidance: 'text', clutter: 'none',
};

/** Instance labels of a params object (a single unlabelled instance when absent). */
export function instanceLabels(params: Record<string, Json>): string[] {
  const l = params.instance_labels;
  return Array.isArray(l) ? (l as string[]) : [SOLE_INSTANCE];
}

/** The state of the untouched page. */
export function initialState<P extends Record<string, Json>>(model: TypeModel<P>, params: P): CommittedState {
  const instances: CommittedState['instances'] = {};
  for (const label of instanceLabels(params)) instances[label] = { fields: model.initialFields(params), commit: null };
  return { instances };
}

/** The untouched page with some fields of one instance changed. */
export function stateWith<P extends Record<string, Json>>(
  model: TypeModel<P>, params: P, fields: Record<string, Json>,
  opts: { instance?: string; commit?: string | null } = {},
): CommittedState {
  const s = initialState(model, params);
  const key = opts.instance ?? instanceLabels(params)[0];
  s.instances[key] = { fields: { ...s.instances[key].fields, ...fields }, commit: opts.commit ?? null };
  return s;
}

export function buildTasks<P extends Record<string, Json>>(family: TaskFamily<P>, library: Library, drafts: TaskDraft<P>[]): TaskSpec[] {
  return drafts.map((d, i) => {
    const id = `${family.type}-${library}-T${String(i + 1).padStart(2, '0')}`;
    const params = family.params.parse(d.params);
    const axes = Object.fromEntries(AXES.map((a) => [a, d.difficulty.axes?.[a] ?? 1])) as Record<Axis, number>;
    const spec: TaskSpec = {
      id,
      canonical_type: family.type,
      library,
      template: d.template,
      instruction: d.instruction,
      scene: { ...DEFAULT_SCENE, ...d.scene, instances: instanceLabels(params).length },
      difficulty: { bucket: d.difficulty.bucket, tier: d.difficulty.tier, axes, justification: d.difficulty.justification },
      params,
      predicate: d.predicate,
      negative_states: [{ why: 'the page as loaded, untouched', state: initialState(family.model, params) }, ...d.negatives],
      reference_solution: d.solution,
      reference_steps: d.solution.length,
    };
    return TaskSpecSchema.parse(spec);
  });
}
