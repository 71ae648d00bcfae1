import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/**
 * State fields: `query` (the last submitted query, null before any; typing alone never writes it)
 * and, with a result catalogue, `selected` (the result picked from the list, or null).
 */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ query: p.initial === '' ? null : p.initial, ...(p.items ? { selected: null } : {}) }),
  figure: (goal) => ({ kind: 'text', text: String(goal.selected ?? goal.query ?? '') }),
};
