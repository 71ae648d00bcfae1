import { useMemo } from 'react';
import { editedRows, parseCell, withCell, type CellEdits } from './cellEdits';
import type { Cell, Column, Row } from './dataTable';
import { useField } from './field';

/**
 * An editable grid's state (field `cells`, see kit/cellEdits.ts): the rows as shown, and the commit
 * of a cell, from the text its editor holds or a value the grid parsed itself. A value the editor
 * refuses (see parseCell) commits nothing: the cell keeps what it showed.
 */
export function useCellEdits(columns: readonly Column[], rows: readonly Row[]) {
  const [edits, setEdits] = useField<CellEdits>('cells');
  const shown = useMemo(() => editedRows(columns, rows, edits), [columns, rows, edits]);
  const commit = (rowKey: string, column: string, input: string | Cell | null): boolean => {
    const c = columns.find((x) => x.key === column);
    const value = c && input !== null ? parseCell(c, String(input)) : null;
    if (value === null) return false;
    setEdits(withCell(columns, rows, edits, rowKey, column, value));
    return true;
  };
  return { rows: shown, commit };
}
