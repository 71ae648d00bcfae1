import { Select } from 'antd';
import { useId } from 'react';
import { useLabelSet } from '../../env/kit/labelSet';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdMultiSelect({ params }: RendererProps<Params>) {
  const { selected, replace } = useLabelSet('values', params.options);
  const id = useId();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
      <label htmlFor={id}>{params.label}</label>
      <Select
        id={id}
        mode="multiple"
        value={selected}
        placeholder="Select…"
        onChange={(v: string[]) => replace(v)}
        options={params.options.map((o) => ({ value: o, label: o }))}
        style={{ width: '100%' }}
      />
    </div>
  );
}
