import { Segmented, Typography } from 'antd';
import { useId } from 'react';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdSegmented({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<string>('value');
  const labelId = useId();
  return (
    <div>
      <Typography.Text strong id={labelId} style={{ display: 'block', marginBottom: 8 }}>{params.label}</Typography.Text>
      <Segmented vertical={params.vertical} aria-label={undefined} aria-labelledby={labelId} options={[...params.options]} value={value} onChange={(v) => setValue(String(v))} />
    </div>
  );
}
