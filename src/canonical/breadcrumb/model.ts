import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `path` (the trail from the root to the current location, as labels). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ path: [...p.trail] }),
  figure: (goal) => ({ kind: 'text', text: Array.isArray(goal.path) ? String(goal.path[goal.path.length - 1]) : '' }),
};
