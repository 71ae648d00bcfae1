/** Committed states of a task's page, for negative cases. */
import type { Json } from '../core/json';
import type { Frame } from '../core/frame';
import { SOLE_INSTANCE, type CommittedState } from '../core/state';
import type { TypeModel } from '../env/kit/types';

export function instanceLabels(frame: Frame | undefined): string[] {
  return frame?.instances ?? [SOLE_INSTANCE];
}

/** The state of the untouched page. */
export function initialState<P>(model: TypeModel<P>, params: P, frame: Frame | undefined): CommittedState {
  const instances: CommittedState['instances'] = {};
  for (const label of instanceLabels(frame)) instances[label] = { fields: model.initialFields(params), commit: null };
  return { instances };
}

/** The untouched page with some fields of one instance changed, committed by `commit` (or live). */
export function stateWith<P>(
  model: TypeModel<P>, params: P, frame: Frame | undefined, instance: string, fields: Record<string, Json>, commit: string | null,
): CommittedState {
  const s = initialState(model, params, frame);
  s.instances[instance] = { fields: { ...s.instances[instance].fields, ...fields }, commit };
  return s;
}
