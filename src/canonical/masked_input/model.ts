import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `value` (the text the mask shows, literals up to the last typed character; '' when empty). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ value: p.initial }),
  figure: (goal) => ({ kind: 'text', text: String(goal.value) }),
};
