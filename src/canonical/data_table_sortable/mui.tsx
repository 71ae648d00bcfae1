import { Paper, Table, TableCell, TableContainer, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { MuiRecordBody } from '../../env/kit/muiRecords';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { useHeaderSort } from './useSort';

export default function MuiSortableTable({ params }: RendererProps<Params>) {
  const s = useHeaderSort(params);
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table sx={{ minWidth: params.width ?? undefined, '& .MuiTableCell-root': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            {params.columns.map((c) => {
              const active = s.sort?.column === c.key;
              return (
                <TableCell key={c.key} sortDirection={active ? s.sort!.direction : false}>
                  {s.sortable(c.key)
                    ? <TableSortLabel active={active} direction={active ? s.sort!.direction : 'asc'} onClick={() => s.click(c.key)}>{c.title}</TableSortLabel>
                    : c.title}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <MuiRecordBody columns={params.columns} rows={s.rows} />
      </Table>
    </TableContainer>
  );
}
