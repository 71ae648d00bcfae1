import { ActionIcon, Checkbox, Group, Paper, Table, Title } from '@mantine/core';
import { KitIcon } from '../../env/kit/icons';
import { useTreeTable } from '../../env/kit/treeTable';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/**
 * Mantine's Table with a checkbox per row as Mantine's selection example composes it ("Select
 * row"), and a toggle button on each group row; a group's rows follow it, indented.
 */
export default function MantineTreeGrid({ params }: RendererProps<Params>) {
  const rows = useTreeTable(params.nodes, params.cells);
  return (
    <div>
      <Title order={5} mb="xs">{params.label}</Title>
      <Paper withBorder>
        <Table highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th>Name</Table.Th>
              <Table.Th>{params.columns[0]}</Table.Th>
              <Table.Th>{params.columns[1]}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.key} bg={r.on ? 'var(--mantine-color-blue-light)' : undefined}>
                <Table.Td w={40}><Checkbox aria-label="Select row" checked={r.on} onChange={(e) => r.tick(e.currentTarget.checked)} /></Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap" pl={r.level * 24}>
                    {r.folder
                      ? (
                        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={r.open ? 'Collapse row' : 'Expand row'} onClick={r.toggle}>
                          <KitIcon name={r.open ? 'chevronDown' : 'chevronRight'} size={14} />
                        </ActionIcon>
                      )
                      : <span style={{ width: 22 }} />}
                    <span style={{ fontWeight: r.folder ? 600 : undefined }}>{r.label}</span>
                  </Group>
                </Table.Td>
                <Table.Td>{r.cells[0]}</Table.Td>
                <Table.Td>{r.cells[1]}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </div>
  );
}
