import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `copied` (the value the last copy control reported copying, or null). */
export const model: TypeModel<Params> = {
  initialFields: () => ({ copied: null }),
  figure: (goal) => ({ kind: 'text', text: String(goal.copied) }),
};
