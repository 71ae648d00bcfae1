import { TableBody, TableCell, TableHead, TableRow, type TableCellProps, type TableRowProps } from '@mui/material';
import { cellText, type Column, type Row } from './dataTable';

/** The header row of an MUI table of records: the columns' titles. */
export function MuiRecordHead({ columns }: { columns: readonly Column[] }) {
  return <TableHead><TableRow>{columns.map((c) => <TableCell key={c.key}>{c.title}</TableCell>)}</TableRow></TableHead>;
}

/**
 * The body rows of an MUI table of records, each cell's text as the kit writes it; `row` and
 * `cell` add a renderer's own props (click handlers, selected styles).
 */
export function MuiRecordBody({ columns, rows, row, cell }: {
  columns: readonly Column[];
  rows: readonly Row[];
  row?: (r: Row) => TableRowProps;
  cell?: (r: Row, c: Column) => TableCellProps;
}) {
  return (
    <TableBody>
      {rows.map((r) => (
        <TableRow key={r.key} hover {...row?.(r)}>
          {columns.map((c, i) => <TableCell key={c.key} {...cell?.(r, c)}>{cellText(c, r.values[i])}</TableCell>)}
        </TableRow>
      ))}
    </TableBody>
  );
}
