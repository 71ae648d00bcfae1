import { Button, Drawer, Menu } from 'antd';
import { useOverlayChoice } from '../../env/kit/overlayChoice';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdDrawer({ params }: RendererProps<Params>) {
  const { open, show, choose, dismiss } = useOverlayChoice(params.initialOpen);
  return (
    <>
      <Button onClick={show}>{params.trigger}</Button>
      <Drawer open={open} title={params.title} placement="left" size={300} onClose={dismiss} destroyOnHidden styles={{ body: { padding: 8 } }}>
        <Menu mode="inline" selectable={false} style={{ borderInlineEnd: 'none' }} items={params.entries.map((e) => ({ key: e, label: e }))} onClick={({ key }) => choose(key)} />
      </Drawer>
    </>
  );
}
