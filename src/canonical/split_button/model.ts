import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `executed` (label of the last action run, main or from the menu, or null). */
export const model: TypeModel<Params> = {
  initialFields: () => ({ executed: null }),
  figure: (goal) => ({ kind: 'text', text: String(goal.executed) }),
};
