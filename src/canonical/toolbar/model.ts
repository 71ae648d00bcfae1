import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/**
 * State fields: `pressed` (labels of the pressed toggles, in toolbar order), `align` (label of the
 * pressed alignment button) and `last` (label of the last action button pressed, or null).
 */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ pressed: [...p.initialPressed], align: p.initialAlign, last: null }),
  figure: (goal) => ('pressed' in goal && Array.isArray(goal.pressed)
    ? { kind: 'chips', items: goal.pressed.map(String) }
    : { kind: 'text', text: String(goal.align ?? goal.last) }),
};
