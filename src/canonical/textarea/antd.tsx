import { Input } from 'antd';
import { AntdEntry } from '../../env/kit/text/antd';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdTextarea({ params }: RendererProps<Params>) {
  return <AntdEntry params={params} as={Input.TextArea} rows={params.rows} />;
}
