import { Center, Group, Paper, ScrollArea, Table, Text, UnstyledButton } from '@mantine/core';
import { MantineRecordBody } from '../../env/kit/mantineRecords';
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
      <MantineRecordBody columns={params.columns} rows={s.rows} />
    </Table>
  );
  return <Paper withBorder><ScrollArea type="auto">{table}</ScrollArea></Paper>;
}
