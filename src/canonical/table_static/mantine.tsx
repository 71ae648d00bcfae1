import { Button, Paper, ScrollArea, Table } from '@mantine/core';
import { cellText } from '../../env/kit/dataTable';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { CLEAR_LABEL } from './model';
import { useTableSelection } from './selection';

export default function MantineStaticTable({ params }: RendererProps<Params>) {
  const s = useTableSelection(params);
  const table = (
    <Table highlightOnHover stickyHeader={params.height !== null} miw={params.width ?? undefined} style={{ whiteSpace: 'nowrap' }}>
      <Table.Thead>
        <Table.Tr>{params.columns.map((c) => <Table.Th key={c.key}>{c.title}</Table.Th>)}</Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {params.rows.map((row) => (
          <Table.Tr key={row.key} bg={s.rowSelected(row.key) ? 'var(--mantine-primary-color-light)' : undefined} onClick={() => s.onRow(row.key)} style={{ cursor: 'pointer' }}>
            {params.columns.map((c, i) => (
              <Table.Td
                key={c.key}
                onClick={() => s.onCell(row.key, c.key)}
                style={s.cellActive(row.key, c.key) ? { outline: '2px solid var(--mantine-primary-color-filled)', outlineOffset: -2 } : undefined}
              >
                {cellText(c, row.values[i])}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <>
      {params.clearable && <Button variant="subtle" size="xs" onClick={s.clear}>{CLEAR_LABEL}</Button>}
      <Paper withBorder>
        <ScrollArea h={params.height ?? undefined} type="auto">{table}</ScrollArea>
      </Paper>
    </>
  );
}
