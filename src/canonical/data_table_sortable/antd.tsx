import { AntdRecordTable } from '../../env/kit/antdRecords';
import { rowComparator, type Sort } from '../../env/kit/dataTable';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdSortableTable({ params }: RendererProps<Params>) {
  const [sort, setSort] = useField<Sort>('sort');
  return (
    <AntdRecordTable
      columns={params.columns}
      rows={params.rows}
      column={(c) => (params.sortable.includes(c.key)
        ? { sorter: rowComparator(params.columns, c.key), sortOrder: sort?.column === c.key ? (sort.direction === 'asc' ? 'ascend' : 'descend') : null }
        : {})}
      onChange={(_, __, sorter) => {
        const s = Array.isArray(sorter) ? sorter[0] : sorter;
        setSort(s?.order ? { column: String(s.columnKey), direction: s.order === 'ascend' ? 'asc' : 'desc' } : null);
      }}
      scroll={{ x: params.width ?? 'max-content' }}
    />
  );
}
