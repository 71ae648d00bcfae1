import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `target` (the items in the right pane, in the items' order). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ target: [...p.initial] }),
  figure: (goal) => ({ kind: 'chips', items: (goal.target as string[]) ?? [] }),
};
