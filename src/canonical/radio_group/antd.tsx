import { Radio, Space } from 'antd';
import { useId } from 'react';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdRadioGroup({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<string | null>('value');
  const labelId = useId();
  return (
    <>
      <div id={labelId} style={{ marginBottom: 8, fontWeight: 500 }}>{params.label}</div>
      <Radio.Group aria-labelledby={labelId} value={value} onChange={(e) => setValue(e.target.value as string)}>
        <Space orientation="vertical">
          {params.options.map((o) => <Radio key={o} value={o}>{o}</Radio>)}
        </Space>
      </Radio.Group>
    </>
  );
}
