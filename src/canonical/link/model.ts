import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `followed` (label of the last link followed, or null). */
export const model: TypeModel<Params> = {
  initialFields: () => ({ followed: null }),
  figure: (goal) => ({ kind: 'text', text: String(goal.followed) }),
};
