import { Paper, Table, TableContainer, TablePagination } from '@mui/material';
import { useFields } from '../../env/kit/field';
import { MuiRecordBody, MuiRecordHead } from '../../env/kit/muiRecords';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MuiPaginatedTable({ params }: RendererProps<Params>) {
  const [f, set] = useFields<{ page: number; pageSize: number }>();
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table sx={{ '& .MuiTableCell-root': { whiteSpace: 'nowrap' } }}>
          <MuiRecordHead columns={params.columns} />
          <MuiRecordBody columns={params.columns} rows={params.rows.slice((f.page - 1) * f.pageSize, f.page * f.pageSize)} />
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={params.rows.length}
        page={f.page - 1}
        rowsPerPage={f.pageSize}
        rowsPerPageOptions={params.sizeChanger ? params.pageSizes : [f.pageSize]}
        onPageChange={(_, p) => set({ page: p + 1 })}
        onRowsPerPageChange={(e) => set({ pageSize: Number(e.target.value), page: 1 })}
        showFirstButton
        showLastButton
      />
    </Paper>
  );
}
