import { labelsFigure } from '../../env/kit/labelSet';
import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State fields: `read` and `archived` (titles, in list order). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ read: p.initialRead, archived: [] }),
  figure: (goal) => labelsFigure(Array.isArray(goal.archived) && goal.archived.length ? goal.archived : goal.read),
};
