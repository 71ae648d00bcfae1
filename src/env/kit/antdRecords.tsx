import Table from 'antd-table-lite';
import type { TableProps } from 'antd';
import { cellText, type Column, type Row } from './dataTable';

type ColumnDef = NonNullable<TableProps<Row>['columns']>[number];

/**
 * antd's (lite) Table over a table's records: one column per record column, each cell's text as
 * the kit writes it; `column` adds a renderer's own props to a column (sorter, cell handlers).
 */
export function AntdRecordTable({ columns, rows, column, ...rest }: Omit<TableProps<Row>, 'columns' | 'dataSource'> & {
  columns: readonly Column[];
  rows: readonly Row[];
  column?: (c: Column) => Partial<ColumnDef>;
}) {
  return (
    <Table<Row>
      rowKey="key"
      dataSource={rows as Row[]}
      pagination={false}
      columns={columns.map((c, i) => ({ key: c.key, title: c.title, render: (_: unknown, row: Row) => cellText(c, row.values[i]), ...column?.(c) }) as ColumnDef)}
      {...rest}
    />
  );
}
