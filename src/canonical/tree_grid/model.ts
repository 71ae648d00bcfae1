import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State fields: `expanded` (paths of the open groups) and `checked` (paths of the selected rows), in display order. */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ expanded: p.expanded, checked: p.checked }),
  figure: (goal) => goal.checked
    ? { kind: 'chips', items: (goal.checked as string[][]).map((p) => p[p.length - 1]) }
    : { kind: 'text', text: ((goal.expanded as string[][]) ?? []).map((p) => p[p.length - 1]).join(', ') },
};
