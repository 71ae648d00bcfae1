import { Typography } from 'antd';
import Table from 'antd-table-lite/selection';
import { useFields } from '../../env/kit/field';
import { keyed, keyOf, pathsInOrder, type KeyedNode } from '../../env/kit/tree';
import type { RendererProps } from '../../env/kit/types';
import { allPaths } from '../../core/treePaths';
import type { Fields, Params } from './family';

interface Record { key: string; name: string; a: string; b: string; children?: Record[] }

/** antd's Table with tree data (`children` rows, its own expand buttons) and row selection, parents and children selected apart (checkStrictly). */
export default function AntdTreeGrid({ params }: RendererProps<Params>) {
  const [f, set] = useFields<Fields>();
  const cells = new Map(allPaths(params.nodes).map((p, i) => [keyOf(p), params.cells[i]]));
  const records = (nodes: KeyedNode[]): Record[] => nodes.map((n) => {
    const [a, b] = cells.get(n.key)!;
    return { key: n.key, name: n.label, a, b, ...(n.children ? { children: records(n.children) } : {}) };
  });
  return (
    <div>
      <Typography.Title level={5} style={{ marginTop: 0 }}>{params.label}</Typography.Title>
      <Table<Record>
        size="middle"
        pagination={false}
        dataSource={records(keyed(params.nodes))}
        columns={[
          { title: 'Name', dataIndex: 'name', key: 'name' },
          { title: params.columns[0], dataIndex: 'a', key: 'a' },
          { title: params.columns[1], dataIndex: 'b', key: 'b' },
        ]}
        expandable={{
          expandedRowKeys: f.expanded.map(keyOf),
          onExpandedRowsChange: (keys) => set({ expanded: pathsInOrder(params.nodes, keys as string[], 'folders') }),
        }}
        rowSelection={{
          checkStrictly: true,
          selectedRowKeys: f.checked.map(keyOf),
          onChange: (keys) => set({ checked: pathsInOrder(params.nodes, keys) }),
        }}
      />
    </div>
  );
}
