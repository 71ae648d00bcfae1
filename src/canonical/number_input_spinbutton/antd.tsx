import { InputNumber } from 'antd';
import { useField } from '../../env/kit/field';
import { AntdField } from '../../env/kit/text/antd';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdNumber({ params: p }: RendererProps<Params>) {
  const [value, setValue] = useField<number | null>('value');
  return (
    <AntdField label={p.label} hint={p.hint}>
      {(id) => <InputNumber id={id} value={value} onChange={(v) => setValue(v)} min={p.min} max={p.max} step={p.step} style={{ width: '100%' }} />}
    </AntdField>
  );
}
