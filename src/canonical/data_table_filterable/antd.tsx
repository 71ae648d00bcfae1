import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, Space, theme } from 'antd';
import Table from 'antd-table-lite/filters';
import { recordColumns } from '../../env/kit/antdRecordColumns';
import type { Row } from '../../env/kit/dataTable';
import { distinctTexts, passes, type TableFilter } from '../../env/kit/tableFilters';
import type { RendererProps } from '../../env/kit/types';
import { useTableFilters } from '../../env/kit/useTableFilters';
import type { Params } from './family';

/**
 * antd's Table with column filters: a column of few values lists them in its filter dropdown
 * (checkboxes, applied with OK, cleared with Reset); the searched column has the custom search
 * panel of antd's docs (an Input with Search and Reset). A filter applies when its panel confirms.
 */
export default function AntdFilterableTable({ params }: RendererProps<Params>) {
  const { filters, apply } = useTableFilters(params);
  const { token } = theme.useToken();
  const current = (key: string) => {
    const f = filters.find((x) => x.column === key);
    return f ? ('values' in f ? f.values : [f.contains]) : null;
  };
  return (
    <Table<Row>
      rowKey="key"
      dataSource={params.rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={recordColumns(params.columns, (c) => {
        const filter = (value: unknown): TableFilter => (c.key === params.searchColumn ? { column: c.key, contains: String(value) } : { column: c.key, values: [String(value)] });
        const common = { filteredValue: current(c.key), onFilter: (value: unknown, row: Row) => passes(params.columns, row, filter(value)) };
        if (params.valueFilters.includes(c.key)) return { ...common, filters: distinctTexts(params.columns, params.rows, c.key).map((v) => ({ text: v, value: v })) };
        if (c.key !== params.searchColumn) return {};
        return {
          ...common,
          filterIcon: (on: boolean) => <SearchOutlined style={{ color: on ? token.colorPrimary : undefined }} />,
          filterDropdown: ({ selectedKeys, setSelectedKeys, confirm, clearFilters }) => (
            <div style={{ padding: 8 }} onKeyDown={(e) => e.stopPropagation()}>
              <Input placeholder={`Search ${c.title}`} value={selectedKeys[0] as string | undefined} onChange={(e) => setSelectedKeys(e.target.value ? [e.target.value] : [])}
                onPressEnter={() => confirm()} style={{ marginBottom: 8, display: 'block' }} />
              <Space>
                <Button type="primary" onClick={() => confirm()} icon={<SearchOutlined />} size="small" style={{ width: 90 }}>Search</Button>
                <Button onClick={() => { clearFilters?.(); confirm(); }} size="small" style={{ width: 90 }}>Reset</Button>
              </Space>
            </div>
          ),
        };
      })}
      onChange={(_, chosen) => apply(params.columns.flatMap((c) => {
        const v = chosen[c.key];
        if (!v || v.length === 0) return [];
        return [c.key === params.searchColumn ? { column: c.key, contains: String(v[0]) } : { column: c.key, values: v.map(String) }];
      }))}
    />
  );
}
