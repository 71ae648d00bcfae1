import type { TypeModel } from '../../env/kit/types';
import { longDate, monthTitle } from '../../core/date';
import type { Params } from './family';

/**
 * State fields: `value`, the selected day (YYYY-MM-DD) or null, and `month`, the month its day view
 * shows (YYYY-MM), null while a year or decade view is open.
 */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ value: p.initial, month: (p.initial ?? p.today).slice(0, 7) }),
  // A goal names the day to select, or only the month to bring into view.
  figure: (goal) => ({ kind: 'text', text: 'value' in goal ? longDate(String(goal.value)) : monthTitle(`${String(goal.month)}-01`) }),
};
