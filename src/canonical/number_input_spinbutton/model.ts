import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `value` (number, or null while the field is empty; written on every change). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ value: p.initial }),
  figure: (goal) => ({ kind: 'text', text: String(goal.value) }),
};
