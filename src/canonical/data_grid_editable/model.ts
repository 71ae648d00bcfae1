import type { CellEdits } from '../../env/kit/cellEdits';
import { cellText } from '../../env/kit/dataTable';
import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `cells` (`{ rowKey: { columnKey: value } }`, the committed cells that differ from their records). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ cells: p.initial }),
  figure: (goal, p) => {
    const items = Object.entries(goal.cells as CellEdits).flatMap(([row, cells]) => Object.entries(cells).map(([key, v]) => {
      const c = p.columns.find((x) => x.key === key)!;
      return `${row} · ${c.title}: ${cellText(c, v)}`;
    }));
    return items.length ? { kind: 'chips', items } : { kind: 'text', text: 'Every cell as recorded' };
  },
};
