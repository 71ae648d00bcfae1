import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `value`, the accepted time ("HH:mm", or "HH:mm:ss" with seconds), or null. */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ value: p.initial }),
  figure: (goal) => ({ kind: 'text', text: goal.value === null ? 'No time' : String(goal.value) }),
};
