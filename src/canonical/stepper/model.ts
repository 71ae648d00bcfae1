import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State fields: `active` (label of the active step) and `reached` (index of the furthest step unlocked). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ active: p.steps[p.initial], reached: p.reached }),
  figure: (goal) => ({ kind: 'text', text: String(goal.active) }),
};
