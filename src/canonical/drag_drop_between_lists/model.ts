import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State fields: `left` and `right` (each list's rows, top to bottom, as of the last drop). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ left: [...p.left], right: [...p.right] }),
  figure: (goal) => ({ kind: 'chips', items: (goal.right as string[]) ?? [] }),
};
