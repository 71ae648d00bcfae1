import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State fields: `person` and `action` (whose card, and which of its buttons, was pressed last; null before). */
export const model: TypeModel<Params> = {
  initialFields: () => ({ person: null, action: null }),
  figure: (goal) => ({ kind: 'text', text: String(goal.person) }),
};
