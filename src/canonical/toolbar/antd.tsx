import { Button, Divider, Flex } from 'antd';
import { AntdIcon } from '../../env/kit/antdIcons';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { useToolbar } from './useToolbar';

export default function AntdToolbar({ params }: RendererProps<Params>) {
  const t = useToolbar(params);
  const toggle = (x: Params['align'][number], on: boolean, onClick: () => void) => (
    <Button key={x.label} variant={on ? 'filled' : 'text'} color={on ? 'primary' : 'default'} aria-label={x.label} aria-pressed={on} icon={<AntdIcon name={x.icon} />} onClick={onClick} />
  );
  return (
    <Flex role="toolbar" aria-label={params.label} wrap align="center" gap={2}>
      {params.toggles.map((x) => toggle(x, t.isPressed(x.label), () => t.toggle(x.label)))}
      <Divider orientation="vertical" />
      {params.align.map((x) => toggle(x, t.align === x.label, () => t.setAlign(x.label)))}
      <Divider orientation="vertical" />
      {params.actions.map((x) => <Button key={x.label} variant="text" color="default" aria-label={x.label} icon={<AntdIcon name={x.icon} />} onClick={() => t.act(x.label)} />)}
    </Flex>
  );
}
