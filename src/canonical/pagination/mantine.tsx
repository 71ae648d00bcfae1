import { Pagination } from '@mantine/core';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { NEXT, PREVIOUS } from './pages';

const ARROWS: Record<string, string> = { previous: PREVIOUS, next: NEXT };

export default function MantinePagination({ params }: RendererProps<Params>) {
  const [page, setPage] = useField<number>('page');
  return <Pagination total={params.pages} value={page} onChange={setPage} getControlProps={(c) => ({ 'aria-label': ARROWS[c] })} />;
}
