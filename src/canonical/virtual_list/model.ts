import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `selected` (the labels of the checked or chosen items). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ selected: p.initial }),
  figure: (goal) => {
    const selected = goal.selected as string[];
    return selected.length ? { kind: 'chips', items: selected } : { kind: 'text', text: 'Nothing selected' };
  },
};
