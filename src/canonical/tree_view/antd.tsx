import { Tree, Typography } from 'antd';
import { useFields } from '../../env/kit/field';
import { keyed, keyOf, pathsInOrder, type KeyedNode } from '../../env/kit/tree';
import type { RendererProps } from '../../env/kit/types';
import type { Fields, Params } from './family';

interface DataNode { key: string; title: string; children?: DataNode[] }
const data = (nodes: KeyedNode[]): DataNode[] => nodes.map((n) => ({ key: n.key, title: n.label, ...(n.children ? { children: data(n.children) } : {}) }));

export default function AntdTreeView({ params }: RendererProps<Params>) {
  const [f, set] = useFields<Fields>();
  return (
    <div>
      <Typography.Title level={5} style={{ marginTop: 0 }}>{params.label}</Typography.Title>
      {/* As in a file sidebar, a node's title fills its row (blockNode) and a click on a folder opens
          or closes it as well as selecting it (expandAction). */}
      <Tree
        blockNode
        expandAction="click"
        treeData={data(keyed(params.nodes))}
        expandedKeys={f.expanded.map(keyOf)}
        onExpand={(keys) => set({ expanded: pathsInOrder(params.nodes, keys, 'folders') })}
        selectedKeys={f.selected.length ? [keyOf(f.selected)] : []}
        onSelect={(keys) => set({ selected: pathsInOrder(params.nodes, keys)[0] ?? [] })}
        checkable={params.checkable}
        checkedKeys={f.checked.map(keyOf)}
        onCheck={(keys) => set({ checked: pathsInOrder(params.nodes, Array.isArray(keys) ? keys : keys.checked, 'leaves') })}
      />
    </div>
  );
}
