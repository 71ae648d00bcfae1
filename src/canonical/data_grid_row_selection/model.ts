import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `selected` (the keys of the selected rows). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ selected: p.initial }),
  figure: (goal) => {
    const selected = goal.selected as string[];
    return selected.length ? { kind: 'chips', items: selected } : { kind: 'text', text: 'No rows selected' };
  },
};

/** Rows a paged grid shows per page. */
export const PAGE_SIZE = 10;
