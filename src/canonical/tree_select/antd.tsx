import { TreeSelect } from 'antd';
import { AntdLabelAbove } from '../../env/kit/antdLabelAbove';
import { useFields } from '../../env/kit/field';
import { keyed, keyOf, pathOf, pathsInOrder, type KeyedNode } from '../../env/kit/tree';
import type { RendererProps } from '../../env/kit/types';
import type { Fields, Params } from './family';

interface Option { value: string; title: string; selectable?: boolean; children?: Option[] }
// In a single field only leaves are chosen: a click on a folder opens it.
const options = (nodes: KeyedNode[], multiple: boolean): Option[] =>
  nodes.map((n) => ({ value: n.key, title: n.label, ...(n.children ? { children: options(n.children, multiple), ...(multiple ? {} : { selectable: false }) } : {}) }));

export default function AntdTreeSelect({ params }: RendererProps<Params>) {
  const [f, set] = useFields<Fields>();
  return (
    <AntdLabelAbove label={params.label}>
      {({ id }) => (
        <TreeSelect
          id={id}
          treeData={options(keyed(params.nodes), params.multiple)}
          treeExpandAction="click"
          // Every row is rendered, as MUI's and Mantine's popups render theirs (antd would virtualize).
          virtual={false}
          treeDefaultExpandedKeys={params.open.map(keyOf)}
          placeholder={params.placeholder}
          allowClear
          style={{ width: '100%' }}
          treeCheckable={params.multiple}
          showCheckedStrategy={TreeSelect.SHOW_CHILD}
          value={params.multiple ? f.values.map(keyOf) : f.value.length ? keyOf(f.value) : undefined}
          onChange={(v: string | string[] | undefined) => set(Array.isArray(v)
            ? { values: pathsInOrder(params.nodes, v, 'leaves') }
            : { value: v ? pathOf(v) : [] })}
        />
      )}
    </AntdLabelAbove>
  );
}
