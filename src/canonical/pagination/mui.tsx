import { Pagination } from '@mui/material';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MuiPagination({ params }: RendererProps<Params>) {
  const [page, setPage] = useField<number>('page');
  return <Pagination count={params.pages} page={page} onChange={(_, p) => setPage(p)} />;
}
