import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { cellText } from '../../env/kit/dataTable';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { PAGE_SIZE } from './model';

/** MUI X's DataGrid with `checkboxSelection`, paging by ten; a row click does not select, only its checkbox. */
export default function MuiRowSelectionGrid({ params }: RendererProps<Params>) {
  const [selected, setSelected] = useField<string[]>('selected');
  const columns = useMemo<GridColDef[]>(() => params.columns.map((c) => ({ field: c.key, headerName: c.title, minWidth: 120, flex: 1 })), [params.columns]);
  const rows = useMemo(() => params.rows.map((r) => ({ id: r.key, ...Object.fromEntries(params.columns.map((c, i) => [c.key, cellText(c, r.values[i])])) })), [params]);
  const model: GridRowSelectionModel = { type: 'include', ids: new Set(selected) };
  return (
    <DataGrid
      rows={rows}
      columns={columns}
      checkboxSelection
      disableRowSelectionOnClick
      rowSelectionModel={model}
      // Select-all under a filter-free grid comes as everything but the ids listed.
      onRowSelectionModelChange={(m) => setSelected(m.type === 'include' ? [...m.ids].map(String) : rows.map((r) => r.id).filter((id) => !m.ids.has(id)))}
      initialState={{ pagination: { paginationModel: { pageSize: PAGE_SIZE } } }}
      pageSizeOptions={[PAGE_SIZE]}
      hideFooterPagination={params.rows.length <= PAGE_SIZE}
      disableColumnMenu
    />
  );
}
