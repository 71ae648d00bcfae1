import { Checkbox, Group, Title, Tree, useTree, type RenderTreeNodePayload, type TreeNodeData } from '@mantine/core';
import { useMemo } from 'react';
import { useFields } from '../../env/kit/field';
import { KitIcon } from '../../env/kit/icons';
import { keyed, keyOf, pathsInOrder, type KeyedNode } from '../../env/kit/tree';
import type { RendererProps } from '../../env/kit/types';
import type { Fields, Params } from './family';

const data = (nodes: KeyedNode[]): TreeNodeData[] => nodes.map((n) => ({ value: n.key, label: n.label, ...(n.children ? { children: data(n.children) } : {}) }));

/** Mantine's Tree as its documentation draws one: a chevron beside folders, and in checkable trees a checkbox indicator. */
export default function MantineTreeView({ params }: RendererProps<Params>) {
  const [f, setFields] = useFields<Fields>();
  // Mantine's Tree reports its whole state when it mounts: only a change is a write.
  const set = (patch: Partial<Fields>) => {
    if (Object.entries(patch).some(([k, v]) => JSON.stringify(v) !== JSON.stringify(f[k as keyof Fields]))) setFields(patch);
  };
  // The Tree re-reads its data whenever the array changes: one array for the page's life.
  const nodes = useMemo(() => data(keyed(params.nodes)), [params.nodes]);
  const tree = useTree({
    expandedState: Object.fromEntries(f.expanded.map((p) => [keyOf(p), true])),
    onExpandedStateChange: (s) => set({ expanded: pathsInOrder(params.nodes, Object.keys(s).filter((k) => s[k]), 'folders') }),
    selectedState: f.selected.length ? [keyOf(f.selected)] : [],
    onSelectedStateChange: (s) => set({ selected: pathsInOrder(params.nodes, s)[0] ?? [] }),
    checkedState: f.checked.map(keyOf),
    onCheckedStateChange: (s) => set({ checked: pathsInOrder(params.nodes, s, 'leaves') }),
  });
  return (
    <div>
      <Title order={5} mb="xs">{params.label}</Title>
      <Tree
        data={nodes}
        tree={tree}
        selectOnClick={!params.checkable}
        expandOnClick
        checkOnSpace={params.checkable}
        renderNode={(payload) => <Node {...payload} checkable={params.checkable} />}
      />
    </div>
  );
}

function Node({ node, expanded, hasChildren, elementProps, tree, checkable }: RenderTreeNodePayload & { checkable: boolean }) {
  const checked = tree.isNodeChecked(node.value);
  return (
    <Group gap={6} wrap="nowrap" {...elementProps}>
      {checkable && (
        <Checkbox.Indicator
          size="xs"
          checked={checked}
          indeterminate={tree.isNodeIndeterminate(node.value)}
          onClick={(e) => { e.stopPropagation(); if (checked) tree.uncheckNode(node.value); else tree.checkNode(node.value); }}
        />
      )}
      <span>{node.label}</span>
      {hasChildren && <KitIcon name={expanded ? 'chevronDown' : 'chevronRight'} size={14} />}
    </Group>
  );
}
