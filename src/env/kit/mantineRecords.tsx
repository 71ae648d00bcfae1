import { Table } from '@mantine/core';
import { cellText, type Column, type Row } from './dataTable';

/** The body rows of a Mantine table of records, each cell's text as the kit writes it. */
export function MantineRecordBody({ columns, rows }: { columns: readonly Column[]; rows: readonly Row[] }) {
  return (
    <Table.Tbody>
      {rows.map((row) => (
        <Table.Tr key={row.key}>
          {columns.map((c, i) => <Table.Td key={c.key}>{cellText(c, row.values[i])}</Table.Td>)}
        </Table.Tr>
      ))}
    </Table.Tbody>
  );
}
