import { Checkbox, Paper, ScrollArea, Table } from '@mantine/core';
import { cellText } from '../../env/kit/dataTable';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { PAGE_SIZE } from './model';

/** Mantine's Table with a Checkbox per row, as Mantine's row-selection example composes it; long tables scroll under a sticky header. */
export default function MantineRowSelectionGrid({ params }: RendererProps<Params>) {
  const [selected, setSelected] = useField<string[]>('selected');
  const toggle = (key: string, on: boolean) => setSelected(on ? [...selected, key] : selected.filter((k) => k !== key));
  const long = params.rows.length > PAGE_SIZE;
  return (
    <Paper withBorder>
      <ScrollArea h={long ? 400 : undefined} type="auto">
        <Table stickyHeader={long} highlightOnHover style={{ whiteSpace: 'nowrap' }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              {params.columns.map((c) => <Table.Th key={c.key}>{c.title}</Table.Th>)}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {params.rows.map((r) => {
              const on = selected.includes(r.key);
              return (
                <Table.Tr key={r.key} bg={on ? 'var(--mantine-color-blue-light)' : undefined}>
                  <Table.Td><Checkbox aria-label="Select row" checked={on} onChange={(e) => toggle(r.key, e.currentTarget.checked)} /></Table.Td>
                  {params.columns.map((c, i) => <Table.Td key={c.key}>{cellText(c, r.values[i])}</Table.Td>)}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Paper>
  );
}
