import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `active` (label of the selected tab). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ active: p.initial }),
  figure: (goal) => ({ kind: 'text', text: String(goal.active) }),
};
