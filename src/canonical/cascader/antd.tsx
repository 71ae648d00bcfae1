import { Cascader } from 'antd';
import { AntdLabelAbove } from '../../env/kit/antdLabelAbove';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { CascadeNode, Params } from './family';

interface Option { value: string; label: string; children?: Option[] }
const options = (nodes: CascadeNode[]): Option[] =>
  nodes.map((n) => ({ value: n.label, label: n.label, ...(n.children ? { children: options(n.children) } : {}) }));

export default function AntdCascader({ params }: RendererProps<Params>) {
  const [path, setPath] = useField<string[]>('path');
  return (
    <AntdLabelAbove label={params.label}>
      {({ id }) => (
        <Cascader
          id={id}
          options={options(params.options)}
          value={path.length ? path : undefined}
          onChange={(v) => setPath((v as string[] | undefined) ?? [])}
          placeholder={params.placeholder}
          showSearch={params.searchable}
          style={{ width: '100%' }}
        />
      )}
    </AntdLabelAbove>
  );
}
