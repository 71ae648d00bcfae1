import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `checked` (boolean). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ checked: p.initial }),
  figure: (goal) => ({ kind: 'toggle', on: goal.checked === true }),
};
