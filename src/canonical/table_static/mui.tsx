import { Button, Paper, Table, TableContainer } from '@mui/material';
import { MuiRecordBody, MuiRecordHead } from '../../env/kit/muiRecords';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { CLEAR_LABEL } from './model';
import { useTableSelection } from './selection';

export default function MuiStaticTable({ params }: RendererProps<Params>) {
  const s = useTableSelection(params);
  return (
    <>
      {params.clearable && <Button size="small" onClick={s.clear}>{CLEAR_LABEL}</Button>}
      <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: params.height ?? undefined }}>
        <Table stickyHeader={params.height !== null} sx={{ minWidth: params.width ?? undefined, '& .MuiTableCell-root': { whiteSpace: 'nowrap' } }}>
          <MuiRecordHead columns={params.columns} />
          <MuiRecordBody
            columns={params.columns}
            rows={params.rows}
            row={(r) => ({ selected: s.rowSelected(r.key), onClick: () => s.onRow(r.key), sx: { cursor: 'pointer' } })}
            cell={(r, c) => ({
              onClick: () => s.onCell(r.key, c.key),
              sx: s.cellActive(r.key, c.key) ? { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } : undefined,
            })}
          />
        </Table>
      </TableContainer>
    </>
  );
}
