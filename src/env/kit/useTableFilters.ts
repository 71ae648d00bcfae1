import { useState } from 'react';
import type { Column, Row } from './dataTable';
import { useField } from './field';
import { filterRows, type TableFilter } from './tableFilters';

/**
 * A table's applied filters, for renderers that filter the rows themselves: applying a set of
 * filters commits the rows they leave (field `visible`, their keys in table order).
 */
export function useTableFilters(params: { columns: Column[]; rows: Row[]; initial: TableFilter[] }) {
  const [filters, setFilters] = useState<TableFilter[]>(params.initial);
  const [, setVisible] = useField<string[]>('visible');
  const apply = (next: TableFilter[]) => {
    setFilters(next);
    setVisible(filterRows(params.columns, params.rows, next).map((r) => r.key));
  };
  return { filters, apply };
}
