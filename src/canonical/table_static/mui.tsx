import { Button, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { cellText } from '../../env/kit/dataTable';
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
          <TableHead>
            <TableRow>{params.columns.map((c) => <TableCell key={c.key}>{c.title}</TableCell>)}</TableRow>
          </TableHead>
          <TableBody>
            {params.rows.map((row) => (
              <TableRow key={row.key} hover selected={s.rowSelected(row.key)} onClick={() => s.onRow(row.key)} sx={{ cursor: 'pointer' }}>
                {params.columns.map((c, i) => (
                  <TableCell
                    key={c.key}
                    onClick={() => s.onCell(row.key, c.key)}
                    sx={s.cellActive(row.key, c.key) ? { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } : undefined}
                  >
                    {cellText(c, row.values[i])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
