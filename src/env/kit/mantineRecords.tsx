import { Table, type TableTdProps, type TableTrProps } from '@mantine/core';
import { cellText, type Column, type Row } from './dataTable';

/** The header row of a Mantine table of records: the columns' titles. */
export function MantineRecordHead({ columns }: { columns: readonly Column[] }) {
  return <Table.Thead><Table.Tr>{columns.map((c) => <Table.Th key={c.key}>{c.title}</Table.Th>)}</Table.Tr></Table.Thead>;
}

/**
 * The body rows of a Mantine table of records, each cell's text as the kit writes it; `row` and
 * `cell` add a renderer's own props (click handlers, selected styles).
 */
export function MantineRecordBody({ columns, rows, row, cell }: {
  columns: readonly Column[];
  rows: readonly Row[];
  row?: (r: Row) => TableTrProps & { onClick?: () => void };
  cell?: (r: Row, c: Column) => TableTdProps & { onClick?: () => void };
}) {
  return (
    <Table.Tbody>
      {rows.map((r) => (
        <Table.Tr key={r.key} {...row?.(r)}>
          {columns.map((c, i) => <Table.Td key={c.key} {...cell?.(r, c)}>{cellText(c, r.values[i])}</Table.Td>)}
        </Table.Tr>
      ))}
    </Table.Tbody>
  );
}
