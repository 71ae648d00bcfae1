import { Button, Flex, Popover, Typography } from 'antd';
import { useOverlayChoice } from '../../env/kit/overlayChoice';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdPopover({ params }: RendererProps<Params>) {
  const { open, show, choose, dismiss } = useOverlayChoice(false);
  return (
    <Popover
      trigger="click" open={open} onOpenChange={(o) => (o ? show() : dismiss())} title={params.title}
      content={(
        <Flex vertical gap={8} style={{ maxWidth: 260 }}>
          {params.body && <Typography.Text>{params.body}</Typography.Text>}
          <Flex wrap gap={6}>{params.choices.map((c) => <Button key={c} size="small" onClick={() => choose(c)}>{c}</Button>)}</Flex>
        </Flex>
      )}
    >
      <Button>{params.trigger}</Button>
    </Popover>
  );
}
