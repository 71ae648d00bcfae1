import { Center, Group, Paper, ScrollArea, Table, Text, UnstyledButton } from '@mantine/core';
import { cellText } from '../../env/kit/dataTable';
import { SortIcon } from '../../env/kit/icons';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { useHeaderSort } from './useSort';

/** Headers as in Mantine's sortable-table example: a full-width button with the direction's icon. */
export default function MantineSortableTable({ params }: RendererProps<Params>) {
  const s = useHeaderSort(params);
  const table = (
    <Table highlightOnHover miw={params.width ?? undefined} style={{ whiteSpace: 'nowrap' }}>
      <Table.Thead>
        <Table.Tr>
          {params.columns.map((c) => {
            const active = s.sort?.column === c.key;
            return (
              <Table.Th key={c.key}>
                {s.sortable(c.key) ? (
                  <UnstyledButton onClick={() => s.click(c.key)} w="100%">
                    <Group justify="space-between" gap={4} wrap="nowrap">
                      <Text fw={700} fz="sm">{c.title}</Text>
                      <Center c={active ? undefined : 'dimmed'}><SortIcon direction={active ? s.sort!.direction : 'none'} /></Center>
                    </Group>
                  </UnstyledButton>
                ) : c.title}
              </Table.Th>
            );
          })}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {s.rows.map((row) => (
          <Table.Tr key={row.key}>
            {params.columns.map((c, i) => <Table.Td key={c.key}>{cellText(c, row.values[i])}</Table.Td>)}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return <Paper withBorder><ScrollArea type="auto">{table}</ScrollArea></Paper>;
}
