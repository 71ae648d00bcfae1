import { Cascader, type CascaderOption } from '@mantine/core';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { CascadeNode, Params } from './family';

// Mantine wants option values unique across the tree: a value is the option's path.
const data = (nodes: CascadeNode[], above: string[] = []): CascaderOption[] =>
  nodes.map((n) => ({ value: JSON.stringify([...above, n.label]), label: n.label, ...(n.children ? { children: data(n.children, [...above, n.label]) } : {}) }));

export default function MantineCascader({ params }: RendererProps<Params>) {
  const [path, setPath] = useField<string[]>('path');
  return (
    <Cascader
      label={params.label}
      placeholder={params.placeholder}
      data={data(params.options)}
      value={path.length ? path.map((_, k) => JSON.stringify(path.slice(0, k + 1))) : null}
      onChange={(v) => setPath(v?.length ? (JSON.parse(v[v.length - 1]) as string[]) : [])}
      searchable={params.searchable}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
