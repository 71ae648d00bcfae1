import { TreeSelect, type TreeNodeData } from '@mantine/core';
import { useMemo } from 'react';
import { useFields } from '../../env/kit/field';
import { keyed, keyOf, pathOf, pathsInOrder, type KeyedNode } from '../../env/kit/tree';
import type { RendererProps } from '../../env/kit/types';
import type { Fields, Params } from './family';

const data = (nodes: KeyedNode[]): TreeNodeData[] => nodes.map((n) => ({ value: n.key, label: n.label, ...(n.children ? { children: data(n.children) } : {}) }));

export default function MantineTreeSelect({ params }: RendererProps<Params>) {
  const [f, set] = useFields<Fields>();
  const nodes = useMemo(() => data(keyed(params.nodes)), [params.nodes]);
  const common = {
    label: params.label,
    placeholder: params.placeholder,
    data: nodes,
    defaultExpandedValues: params.open.map(keyOf),
    clearable: true,
    comboboxProps: { withinPortal: true },
  };
  return params.multiple ? (
    <TreeSelect
      {...common}
      mode="checkbox"
      value={f.values.map(keyOf)}
      onChange={(keys) => set({ values: pathsInOrder(params.nodes, keys, 'leaves') })}
    />
  ) : (
    <TreeSelect
      {...common}
      expandOnClick
      value={f.value.length ? keyOf(f.value) : null}
      onChange={(key) => set({ value: key ? pathOf(key) : [] })}
    />
  );
}
