import { useField } from '../../env/kit/field';
import { nextSort, sortRows, type Sort } from '../../env/kit/dataTable';
import type { Params } from './family';

/** The composed sortable headers (MUI, Mantine): the sort, the rows in its order, and a header's click. */
export function useHeaderSort(p: Params) {
  const [sort, setSort] = useField<Sort>('sort');
  return {
    sort,
    rows: sortRows(p.columns, p.rows, sort),
    sortable: (column: string) => p.sortable.includes(column),
    click: (column: string) => setSort(nextSort(sort, column)),
  };
}
