import { filterRows } from '../../env/kit/tableFilters';
import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `visible` (the keys of the rows the filters leave, in table order). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ visible: filterRows(p.columns, p.rows, p.initial).map((r) => r.key) }),
  figure: (goal) => {
    const keys = goal.visible as string[];
    return { kind: 'chips', items: keys };
  },
};
