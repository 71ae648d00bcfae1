import type { TypeModel } from '../../env/kit/types';
import { dateTimeWords } from '../../core/dateTime';
import type { Params } from './family';

/** State field: `value`, the accepted date and time as YYYY-MM-DDTHH:mm, or null while none is set. */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ value: p.initial }),
  figure: (goal) => ({ kind: 'text', text: goal.value === null ? 'No date' : dateTimeWords(String(goal.value), 'clock24') }),
};
