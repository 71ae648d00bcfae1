import { Paper, Table } from '@mantine/core';
import type { SceneAdapter } from '../../../kit/types';

const SceneTable: SceneAdapter['Table'] = ({ columns, rows }) => (
  <Paper withBorder>
    <Table>
      <Table.Thead><Table.Tr><Table.Th>{columns[0]}</Table.Th><Table.Th>{columns[1]}</Table.Th></Table.Tr></Table.Thead>
      <Table.Tbody>
        {rows.map((r) => <Table.Tr key={r.key}><Table.Td><span id={r.labelId}>{r.label}</span></Table.Td><Table.Td>{r.cell}</Table.Td></Table.Tr>)}
      </Table.Tbody>
    </Table>
  </Paper>
);
export default SceneTable;
