import Pagination from 'antd-pagination-lite';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { ANTD_LIST } from './pages';

/** Ten items a page: antd counts items, not pages. */
const PAGE_SIZE = 10;

export default function AntdPagination({ params }: RendererProps<Params>) {
  const [page, setPage] = useField<number>('page');
  return <Pagination aria-label={ANTD_LIST} total={params.pages * PAGE_SIZE} pageSize={PAGE_SIZE} current={page} onChange={setPage} showSizeChanger={false} />;
}
