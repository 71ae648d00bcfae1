import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `value` (number). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ value: p.initial }),
  figure: (goal, p) => ({ kind: 'gauge', fraction: (Number(goal.value) - p.min) / (p.max - p.min) }),
};
