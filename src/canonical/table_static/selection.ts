import { useFields } from '../../env/kit/field';
import type { Params } from './family';

type Fields = { active: string | null; selected: string[]; cell: { row: string; column: string } | null };

/**
 * What clicks on the table do, the same in every library: a row click selects the row (or toggles
 * it, when several can be selected); in cell mode a cell click selects the cell.
 */
export function useTableSelection(p: Params) {
  const [f, set] = useFields<Fields>();
  return {
    rowSelected: (key: string) => (p.selection === 'row' ? f.active === key : p.selection === 'rows' && f.selected.includes(key)),
    onRow: (key: string) => {
      if (p.selection === 'row') set({ active: key });
      else if (p.selection === 'rows') set({ selected: f.selected.includes(key) ? f.selected.filter((k) => k !== key) : [...f.selected, key] });
    },
    cellActive: (key: string, column: string) => f.cell?.row === key && f.cell.column === column,
    onCell: (key: string, column: string) => {
      if (p.selection === 'cell') set({ cell: { row: key, column } });
    },
    clear: () => set({ active: null }),
  };
}
