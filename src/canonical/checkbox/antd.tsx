import { Checkbox } from 'antd';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdCheckbox({ params }: RendererProps<Params>) {
  const [checked, setChecked] = useField<boolean>('checked');
  return <Checkbox checked={checked} onChange={(e) => setChecked(e.target.checked)}>{params.label}</Checkbox>;
}
