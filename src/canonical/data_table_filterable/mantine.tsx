import { Group, Paper, ScrollArea, Select, Table, TextInput } from '@mantine/core';
import { MantineRecordBody, MantineRecordHead } from '../../env/kit/mantineRecords';
import { distinctTexts, filterRows, type TableFilter } from '../../env/kit/tableFilters';
import type { RendererProps } from '../../env/kit/types';
import { useTableFilters } from '../../env/kit/useTableFilters';
import type { Params } from './family';

/**
 * Mantine ships no filterable table; its docs compose one from a `Table` and inputs above it: a
 * clearable Select per column of few values and a search field, each applied as it changes.
 */
export default function MantineFilterableTable({ params }: RendererProps<Params>) {
  const { filters, apply } = useTableFilters(params);
  const valueOf = (column: string) => {
    const f = filters.find((x) => x.column === column);
    return f && 'values' in f ? (f.values[0] ?? null) : null;
  };
  const search = filters.find((x) => x.column === params.searchColumn && 'contains' in x) as { contains: string } | undefined;
  const set = (column: string, f: TableFilter | null) => apply([...filters.filter((x) => x.column !== column), ...(f ? [f] : [])]);
  const title = (key: string) => params.columns.find((c) => c.key === key)!.title;
  return (
    <>
      <Group mb="sm" align="end" wrap="wrap">
        {params.valueFilters.map((k) => (
          <Select key={k} label={title(k)} placeholder="Any" clearable data={distinctTexts(params.columns, params.rows, k)} value={valueOf(k)}
            onChange={(v) => set(k, v === null ? null : { column: k, values: [v] })} w={180} />
        ))}
        {params.searchColumn && (
          <TextInput label={`Search ${title(params.searchColumn).toLowerCase()}`} value={search?.contains ?? ''} w={200}
            onChange={(e) => set(params.searchColumn!, e.currentTarget.value ? { column: params.searchColumn!, contains: e.currentTarget.value } : null)} />
        )}
      </Group>
      <Paper withBorder>
        <ScrollArea type="auto">
          <Table highlightOnHover style={{ whiteSpace: 'nowrap' }}>
            <MantineRecordHead columns={params.columns} />
            <MantineRecordBody columns={params.columns} rows={filterRows(params.columns, params.rows, filters)} />
          </Table>
        </ScrollArea>
      </Paper>
    </>
  );
}
