import Pagination from 'antd-pagination-lite';
import Table from 'antd-table-lite/selection';
import { useState } from 'react';
import { recordColumns } from '../../env/kit/antdRecordColumns';
import type { Row } from '../../env/kit/dataTable';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { PAGE_SIZE } from './model';

/**
 * antd's Table with `rowSelection` (checkboxes and a select-all header), paging by ten once the
 * rows do not fit one page with the Pagination under it, right-aligned as the Table places its own
 * (the selection stays across pages).
 */
export default function AntdRowSelectionGrid({ params }: RendererProps<Params>) {
  const [selected, setSelected] = useField<string[]>('selected');
  const [page, setPage] = useState(1);
  const paged = params.rows.length > PAGE_SIZE;
  const rows = paged ? params.rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE) : params.rows;
  return (
    <>
      <Table<Row>
        rowKey="key"
        size="middle"
        dataSource={rows}
        columns={recordColumns(params.columns)}
        pagination={false}
        // The page's rows only: keep the selected rows of the other pages.
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected([...new Set([...selected.filter((k) => !rows.some((r) => r.key === k)), ...keys.map(String)])]) }}
        scroll={{ x: 'max-content' }}
      />
      {paged && <Pagination align="end" style={{ marginTop: 16 }} current={page} pageSize={PAGE_SIZE} total={params.rows.length} showSizeChanger={false} onChange={setPage} />}
    </>
  );
}
