import type { TableProps } from 'antd';
import { cellText, type Column, type Row } from './dataTable';

export type ColumnDef = NonNullable<TableProps<Row>['columns']>[number];

/**
 * antd Table columns over a table's records, each cell's text as the kit writes it; `column` adds
 * a renderer's own props to a column (sorter, cell handlers). A module of its own, free of any
 * Table, so each copy of the Table (kit/antdRecords.tsx, antd-table-lite/selection) brings only itself.
 */
export function recordColumns(columns: readonly Column[], column?: (c: Column) => Partial<ColumnDef>): ColumnDef[] {
  return columns.map((c, i) => ({ key: c.key, title: c.title, render: (_: unknown, row: Row) => cellText(c, row.values[i]), ...column?.(c) }) as ColumnDef);
}
