import type { Library } from '../../core/ontology';
import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** The accessible name of the page-size select (antd names its own). */
export const PAGE_SIZE_LABEL: Record<Library, string> = { antd: 'Page Size', mui: 'Rows per page:', mantine: 'Rows per page' };

/** How each library names a page-size option. */
export const sizeOption = (library: Library, size: number) => (library === 'antd' ? `${size} / page` : String(size));

/** State fields: `page` (from 1) and `pageSize` (rows a page shows). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ page: p.initialPage, pageSize: p.initialPageSize }),
  figure: (goal) => ({ kind: 'text', text: goal.page !== undefined ? `Page ${String(goal.page)}` : `${String(goal.pageSize)} rows per page` }),
};
