import { Button, Popconfirm } from 'antd';
import { useConfirmAnswer } from '../../env/kit/confirmAnswer';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdAlertConfirm({ params }: RendererProps<Params>) {
  const { asked, confirm, closed } = useConfirmAnswer();
  return (
    <Popconfirm
      title={params.question} description={params.detail} okText={params.confirm} cancelText={params.cancel} okButtonProps={{ danger: true }}
      onConfirm={confirm} onOpenChange={(open) => (open ? asked() : closed())}
    >
      <Button danger>{params.action}</Button>
    </Popconfirm>
  );
}
