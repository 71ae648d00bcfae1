import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { cellText } from '../../env/kit/dataTable';
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
        <TableBody>
          {s.rows.map((row) => (
            <TableRow key={row.key} hover>
              {params.columns.map((c, i) => <TableCell key={c.key}>{cellText(c, row.values[i])}</TableCell>)}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
