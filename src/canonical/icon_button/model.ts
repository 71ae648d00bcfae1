import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State fields: `activated` (label of the last icon button pressed, or null) and, with a toggle, `pressed` (boolean). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ activated: null, ...(p.toggle ? { pressed: p.toggle.initial } : {}) }),
  figure: (goal) => ('pressed' in goal ? { kind: 'toggle', on: goal.pressed === true } : { kind: 'text', text: String(goal.activated) }),
};
