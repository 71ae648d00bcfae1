import { Pagination } from 'antd';
import { AntdRecordTable } from '../../env/kit/antdRecords';
import { useFields } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import { ANTD_LIST } from '../pagination/pages';
import type { Params } from './family';

/** antd's Table with its Pagination under it, right-aligned as the Table places it. */
export default function AntdPaginatedTable({ params }: RendererProps<Params>) {
  const [f, set] = useFields<{ page: number; pageSize: number }>();
  return (
    <>
      <AntdRecordTable columns={params.columns} rows={params.rows.slice((f.page - 1) * f.pageSize, f.page * f.pageSize)} scroll={{ x: 'max-content' }} />
      <Pagination
        aria-label={ANTD_LIST}
        align="end"
        style={{ marginTop: 16 }}
        current={f.page}
        pageSize={f.pageSize}
        total={params.rows.length}
        showSizeChanger={params.sizeChanger}
        pageSizeOptions={params.pageSizes}
        onChange={(page, pageSize) => set({ page, pageSize })}
      />
    </>
  );
}
