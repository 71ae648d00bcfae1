import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/**
 * State fields: `expanded` (paths of the open folders), `selected` (the selected node's path, or
 * empty) and `checked` (paths of the ticked leaves), all in display order.
 */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ expanded: p.expanded, selected: p.selected, checked: p.checked }),
  figure: (goal) => goal.selected
    ? { kind: 'text', text: (goal.selected as string[]).join(' › ') }
    : goal.checked
      ? { kind: 'chips', items: (goal.checked as string[][]).map((p) => p[p.length - 1]) }
      : { kind: 'text', text: ((goal.expanded as string[][]) ?? []).map((p) => p[p.length - 1]).join(', ') },
};
