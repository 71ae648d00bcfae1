import type { TypeModel } from '../../env/kit/types';
import { longDate } from '../../core/date';
import type { Params } from './family';

/** State field: `value`, the date the field holds as YYYY-MM-DD, or null while it holds none. */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ value: p.initial }),
  figure: (goal) => ({ kind: 'text', text: goal.value === null ? 'No date' : longDate(String(goal.value)) }),
};
