import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `order` (the rows' labels, top to bottom, as of the last drop). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ order: [...p.items] }),
  figure: (goal) => ({ kind: 'chips', items: (goal.order as string[]) ?? [], ordered: true }),
};
