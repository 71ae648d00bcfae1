import type { TypeModel } from '../../env/kit/types';
import { longDate } from '../../core/date';
import type { Params } from './family';

/** State field: `range`, [start, end] as YYYY-MM-DD (either null while unset), or null while none is set. */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ range: p.initial }),
  figure: (goal) => {
    const r = goal.range as [string | null, string | null] | null;
    return { kind: 'text', text: r && r[0] && r[1] ? `${longDate(r[0])} – ${longDate(r[1])}` : 'No dates' };
  },
};
