import { Select } from 'antd';
import { AntdLabelAbove } from '../../env/kit/antdLabelAbove';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdSearchSelect({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<string | null>('value');
  return (
    <AntdLabelAbove label={params.label}>
      {({ id }) => (
        <Select
          id={id}
          showSearch
          value={value}
          placeholder="Search…"
          onChange={(v: string) => setValue(v)}
          options={params.options.map((o) => ({ value: o, label: o }))}
          style={{ width: '100%' }}
        />
      )}
    </AntdLabelAbove>
  );
}
