import { Button, Paper, ScrollArea, Table } from '@mantine/core';
import { MantineRecordBody, MantineRecordHead } from '../../env/kit/mantineRecords';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { CLEAR_LABEL } from './model';
import { useTableSelection } from './selection';

export default function MantineStaticTable({ params }: RendererProps<Params>) {
  const s = useTableSelection(params);
  return (
    <>
      {params.clearable && <Button variant="subtle" size="xs" onClick={s.clear}>{CLEAR_LABEL}</Button>}
      <Paper withBorder>
        <ScrollArea h={params.height ?? undefined} type="auto">
          <Table highlightOnHover stickyHeader={params.height !== null} miw={params.width ?? undefined} style={{ whiteSpace: 'nowrap' }}>
            <MantineRecordHead columns={params.columns} />
            <MantineRecordBody
              columns={params.columns}
              rows={params.rows}
              row={(r) => ({ bg: s.rowSelected(r.key) ? 'var(--mantine-primary-color-light)' : undefined, onClick: () => s.onRow(r.key), style: { cursor: 'pointer' } })}
              cell={(r, c) => ({
                onClick: () => s.onCell(r.key, c.key),
                style: s.cellActive(r.key, c.key) ? { outline: '2px solid var(--mantine-primary-color-filled)', outlineOffset: -2 } : undefined,
              })}
            />
          </Table>
        </ScrollArea>
      </Paper>
    </>
  );
}
