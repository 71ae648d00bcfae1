import { DataGrid, gridFilteredSortedRowIdsSelector, useGridApiRef, type GridColDef, type GridFilterItem } from '@mui/x-data-grid';
import { useEffect, useMemo } from 'react';
import { cellText } from '../../env/kit/dataTable';
import { useField } from '../../env/kit/field';
import { distinctTexts } from '../../env/kit/tableFilters';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

type GridRow = Record<string, string> & { id: string };

/**
 * MUI X's DataGrid filtering through its own panel (a column's menu → Filter, one filter at a time):
 * a column of few values is a single-select column ("is" one of its values), others filter by
 * text ("contains" by default). The grid applies a filter as it is set; the rows it then shows are the state.
 */
export default function MuiFilterableGrid({ params }: RendererProps<Params>) {
  const apiRef = useGridApiRef();
  const [, setVisible] = useField<string[]>('visible');
  const columns = useMemo<GridColDef<GridRow>[]>(() => params.columns.map((c) => ({
    field: c.key,
    headerName: c.title,
    minWidth: 130,
    flex: 1,
    ...(params.valueFilters.includes(c.key) ? { type: 'singleSelect' as const, valueOptions: distinctTexts(params.columns, params.rows, c.key) } : {}),
  })), [params]);
  const rows = useMemo(() => params.rows.map((r) => ({ id: r.key, ...Object.fromEntries(params.columns.map((c, i) => [c.key, cellText(c, r.values[i])])) }) as GridRow), [params]);
  const items = useMemo<GridFilterItem[]>(() => params.initial.map((f, id) => ('values' in f
    ? { id, field: f.column, operator: 'is', value: f.values[0] }
    : { id, field: f.column, operator: 'contains', value: f.contains })), [params.initial]);
  useEffect(() => apiRef.current?.subscribeEvent('filteredRowsSet', () => {
    const shown = new Set(gridFilteredSortedRowIdsSelector(apiRef).map(String));
    setVisible(params.rows.filter((r) => shown.has(r.key)).map((r) => r.key));
  }), [apiRef, params.rows, setVisible]);
  return (
    <DataGrid<GridRow>
      apiRef={apiRef}
      rows={rows}
      columns={columns}
      hideFooter
      // The filter follows each keystroke (not 150 ms after the last), so the rows and the state
      // change with the action that changes the filter.
      filterDebounceMs={0}
      initialState={{ filter: { filterModel: { items } } }}
    />
  );
}
