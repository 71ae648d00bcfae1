import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `path` (the chosen labels from the root; empty when nothing is chosen). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ path: [...p.initial] }),
  figure: (goal) => ({ kind: 'text', text: ((goal.path as string[]) ?? []).join(' › ') }),
};
