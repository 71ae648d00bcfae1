import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `chosen` (the label of the choice clicked last, or null). */
export const model: TypeModel<Params> = {
  initialFields: () => ({ chosen: null }),
  figure: (goal) => ({ kind: 'text', text: String(goal.chosen) }),
};
