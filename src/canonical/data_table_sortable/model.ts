import { directionWords } from '../../env/kit/dataTable';
import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `sort` (`{ column, direction }` with the column's key and 'asc' or 'desc', or null). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ sort: p.initialSort }),
  figure: (goal, p) => {
    const s = goal.sort as { column: string; direction: 'asc' | 'desc' } | null;
    const c = s && p.columns.find((x) => x.key === s.column);
    return { kind: 'text', text: c ? `${c.title}, ${directionWords(c, s.direction)}` : 'Original order' };
  },
};
