import { ActionIcon, Divider, Group } from '@mantine/core';
import { KitIcon } from '../../env/kit/icons';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { useToolbar } from './useToolbar';

export default function MantineToolbar({ params }: RendererProps<Params>) {
  const t = useToolbar(params);
  const toggle = (x: Params['align'][number], on: boolean, onClick: () => void) => (
    <ActionIcon key={x.label} variant={on ? 'filled' : 'default'} aria-label={x.label} aria-pressed={on} onClick={onClick}>
      <KitIcon name={x.icon} size="70%" />
    </ActionIcon>
  );
  return (
    <Group role="toolbar" aria-label={params.label} gap={6} p={4} style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)' }}>
      <ActionIcon.Group>{params.toggles.map((x) => toggle(x, t.isPressed(x.label), () => t.toggle(x.label)))}</ActionIcon.Group>
      <Divider orientation="vertical" />
      <ActionIcon.Group>{params.align.map((x) => toggle(x, t.align === x.label, () => t.setAlign(x.label)))}</ActionIcon.Group>
      <Divider orientation="vertical" />
      {params.actions.map((x) => (
        <ActionIcon key={x.label} variant="subtle" color="gray" aria-label={x.label} onClick={() => t.act(x.label)}><KitIcon name={x.icon} size="70%" /></ActionIcon>
      ))}
    </Group>
  );
}
