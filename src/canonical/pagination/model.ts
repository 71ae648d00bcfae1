import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `page` (the current page, from 1). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ page: p.initial }),
  figure: (goal) => ({ kind: 'text', text: `Page ${String(goal.page)}` }),
};
