import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `activated` (label of the last button activated, or null). */
export const model: TypeModel<Params> = {
  initialFields: () => ({ activated: null }),
  figure: (goal) => ({ kind: 'text', text: String(goal.activated) }),
};
