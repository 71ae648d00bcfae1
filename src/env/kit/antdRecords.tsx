import Table from 'antd-table-lite';
import type { TableProps } from 'antd';
import { recordColumns, type ColumnDef } from './antdRecordColumns';
import type { Column, Row } from './dataTable';

/**
 * antd's (lite) Table over a table's records: one column per record column, each cell's text as
 * the kit writes it; `column` adds a renderer's own props to a column (sorter, cell handlers).
 */
export function AntdRecordTable({ columns, rows, column, ...rest }: Omit<TableProps<Row>, 'columns' | 'dataSource'> & {
  columns: readonly Column[];
  rows: readonly Row[];
  column?: (c: Column) => Partial<ColumnDef>;
}) {
  return <Table<Row> rowKey="key" dataSource={rows as Row[]} pagination={false} columns={recordColumns(columns, column)} {...rest} />;
}

