import { Input } from 'antd';
import { useField } from '../../env/kit/field';
import { AntdEntry } from '../../env/kit/text/antd';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdPassword({ params }: RendererProps<Params>) {
  const [visible, setVisible] = useField<boolean>('visible');
  return <AntdEntry params={params} as={Input.Password} visibilityToggle={{ visible, onVisibleChange: setVisible }} />;
}
