import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `open` (boolean, true = the body is shown). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ open: p.initial }),
  figure: (goal) => ({ kind: 'toggle', on: goal.open === true }),
};
