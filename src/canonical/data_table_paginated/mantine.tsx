import { Group, Pagination, Paper, ScrollArea, Select, Table } from '@mantine/core';
import { useFields } from '../../env/kit/field';
import { MantineRecordBody, MantineRecordHead } from '../../env/kit/mantineRecords';
import type { RendererProps } from '../../env/kit/types';
import { NEXT, PREVIOUS } from '../pagination/pages';
import type { Params } from './family';
import { PAGE_SIZE_LABEL } from './model';

const ARROWS: Record<string, string> = { previous: PREVIOUS, next: NEXT };

export default function MantinePaginatedTable({ params }: RendererProps<Params>) {
  const [f, set] = useFields<{ page: number; pageSize: number }>();
  return (
    <>
      <Paper withBorder>
        <ScrollArea type="auto">
          <Table highlightOnHover style={{ whiteSpace: 'nowrap' }}>
            <MantineRecordHead columns={params.columns} />
            <MantineRecordBody columns={params.columns} rows={params.rows.slice((f.page - 1) * f.pageSize, f.page * f.pageSize)} />
          </Table>
        </ScrollArea>
      </Paper>
      <Group justify="space-between" align="end" mt="sm" gap="sm">
        {params.sizeChanger
          ? <Select label={PAGE_SIZE_LABEL.mantine} w={120} style={{ flexShrink: 0 }} allowDeselect={false} data={params.pageSizes.map(String)} value={String(f.pageSize)} onChange={(v) => v && set({ pageSize: Number(v), page: 1 })} />
          : <span />}
        <Pagination size="sm" total={Math.ceil(params.rows.length / f.pageSize)} value={f.page} onChange={(page) => set({ page })} getControlProps={(c) => ({ 'aria-label': ARROWS[c] })} />
      </Group>
    </>
  );
}
