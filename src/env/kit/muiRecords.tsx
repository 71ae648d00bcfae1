import { TableBody, TableCell, TableRow } from '@mui/material';
import { cellText, type Column, type Row } from './dataTable';

/** The body rows of an MUI table of records, each cell's text as the kit writes it. */
export function MuiRecordBody({ columns, rows }: { columns: readonly Column[]; rows: readonly Row[] }) {
  return (
    <TableBody>
      {rows.map((row) => (
        <TableRow key={row.key} hover>
          {columns.map((c, i) => <TableCell key={c.key}>{cellText(c, row.values[i])}</TableCell>)}
        </TableRow>
      ))}
    </TableBody>
  );
}
