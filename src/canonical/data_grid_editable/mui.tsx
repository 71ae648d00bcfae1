import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { isNumberKind } from '../../env/kit/cellEdits';
import { cellText } from '../../env/kit/dataTable';
import type { RendererProps } from '../../env/kit/types';
import { useCellEdits } from '../../env/kit/useCellEdits';
import type { Params } from './family';

type GridRow = Record<string, string | number> & { id: string };

/**
 * MUI X's DataGrid with `editable` columns: a double click or Enter on a cell opens its editor,
 * Enter, Tab or a click elsewhere commits it (processRowUpdate), Escape discards it. Number
 * columns edit as numbers and show as the records write them. Under the scene's scale (CSS zoom
 * on the root) every row and column is rendered (a task's grid has at most about a hundred cells):
 * there DataGrid's virtualization re-rendered a grid in a dialog without its last row, on screen,
 * once a key had scrolled it sideways, and a click on that row focused nothing.
 */
export default function MuiEditableGrid({ params, scene }: RendererProps<Params>) {
  const { rows, commit } = useCellEdits(params.columns, params.rows);
  const columns = useMemo<GridColDef<GridRow>[]>(() => params.columns.map((c) => ({
    field: c.key,
    headerName: c.title,
    minWidth: 130,
    flex: 1,
    editable: params.editable.includes(c.key),
    valueFormatter: (v: string | number) => cellText(c, v),
    ...(isNumberKind(c.kind) ? { type: 'number' as const } : {}),
  })), [params.columns, params.editable]);
  const gridRows = useMemo(() => rows.map((r) => ({ id: r.key, ...Object.fromEntries(params.columns.map((c, i) => [c.key, r.values[i]])) }) as GridRow), [rows, params.columns]);
  return (
    <DataGrid<GridRow>
      rows={gridRows}
      columns={columns}
      disableColumnMenu
      hideFooter
      disableVirtualization={scene.scale !== 'default'}
      processRowUpdate={(next, prev) => {
        const changed = params.columns.find((c) => next[c.key] !== prev[c.key]);
        // A refused value (an emptied cell, a number the column does not take) leaves the row as it was.
        return changed && commit(prev.id, changed.key, next[changed.key] ?? null) ? next : prev;
      }}
    />
  );
}
