import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `pressed` (boolean, true = the button is on). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ pressed: p.initial }),
  figure: (goal) => ({ kind: 'toggle', on: goal.pressed === true }),
};
