import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State fields: one per column, named by its title (its cards, top to bottom, as of the last drop). */
export const model: TypeModel<Params> = {
  initialFields: (p) => Object.fromEntries(p.columns.map((c, i) => [c, [...p.cards[i]]])),
  figure: (goal) => ({ kind: 'chips', items: Object.values(goal).flatMap((v) => (Array.isArray(v) ? v.map(String) : [])) }),
};
