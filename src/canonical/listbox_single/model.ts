import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `value` (the chosen row, or null). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ value: p.initial ?? null }),
  figure: (goal) => ({ kind: 'text', text: String(goal.value) }),
};
