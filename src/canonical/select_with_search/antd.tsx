import { Select } from 'antd';
import { useId } from 'react';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdSearchSelect({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<string | null>('value');
  const id = useId();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
      <label htmlFor={id}>{params.label}</label>
      <Select
        id={id}
        showSearch
        value={value}
        placeholder="Search…"
        onChange={(v: string) => setValue(v)}
        options={params.options.map((o) => ({ value: o, label: o }))}
        style={{ width: '100%' }}
      />
    </div>
  );
}
