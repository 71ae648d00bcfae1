import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `value` (label of the selected segment). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ value: p.initial }),
  figure: (goal) => ({ kind: 'text', text: String(goal.value) }),
};
