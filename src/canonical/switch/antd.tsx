import { Switch } from 'antd';
import { useId } from 'react';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdSwitch({ params }: RendererProps<Params>) {
  const [checked, setChecked] = useField<boolean>('checked');
  const id = useId();
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <Switch id={id} checked={checked} onChange={setChecked} />
      <label htmlFor={id}>{params.label}</label>
    </div>
  );
}
