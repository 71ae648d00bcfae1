import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State fields: `value` (the chosen leaf's path; empty when none) and `values` (the ticked leaves' paths, in display order). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ value: p.value, values: p.values }),
  figure: (goal) => goal.values
    ? { kind: 'chips', items: (goal.values as string[][]).map((p) => p[p.length - 1]) }
    : { kind: 'text', text: ((goal.value as string[]) ?? []).join(' › ') },
};
