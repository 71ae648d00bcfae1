import type { TypeModel } from '../../env/kit/types';
import { dateTimeWords } from '../../core/dateTime';
import type { Params } from './family';

/** State field: `range`, [start, end] as YYYY-MM-DDTHH:mm (either null while unset), or null while none is set. */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ range: p.initial }),
  figure: (goal) => {
    const r = goal.range as [string | null, string | null] | null;
    return { kind: 'text', text: r && r[0] && r[1] ? `${dateTimeWords(r[0], 'clock24')} – ${dateTimeWords(r[1], 'clock24')}` : 'No dates' };
  },
};
