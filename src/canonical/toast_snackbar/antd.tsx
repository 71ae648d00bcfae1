import { Button, notification } from 'antd';
import { useId } from 'react';
import { useUndoable } from '../../env/kit/undoToast';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/** antd's notification, from its hook so it takes the page's theme; antd counts its duration in seconds. */
export default function AntdToast({ params }: RendererProps<Params>) {
  const { act, undo } = useUndoable();
  const [api, holder] = notification.useNotification();
  const key = useId();
  const announce = () => api.open({
    key, title: params.message, duration: params.duration / 1000,
    actions: <Button type="primary" size="small" onClick={() => { undo(); api.destroy(key); }}>{params.undo}</Button>,
  });
  return (
    <>
      {holder}
      <Button onClick={() => { act(); announce(); }}>{params.action}</Button>
    </>
  );
}
