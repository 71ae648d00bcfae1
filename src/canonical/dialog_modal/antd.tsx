import { Button, Modal } from 'antd';
import { useOverlayChoice } from '../../env/kit/overlayChoice';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdDialog({ params }: RendererProps<Params>) {
  const { open, show, choose, dismiss } = useOverlayChoice(params.initialOpen);
  const last = params.actions.length - 1;
  return (
    <>
      <Button onClick={show}>{params.trigger}</Button>
      <Modal
        open={open} title={params.title} onCancel={dismiss} destroyOnHidden
        footer={params.actions.map((a, i) => (
          <Button key={a} type={i === last ? 'primary' : 'default'} onClick={() => choose(a)}>{a}</Button>
        ))}
      >
        <p>{params.body}</p>
      </Modal>
    </>
  );
}
