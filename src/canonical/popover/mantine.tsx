import { Button, Group, Popover, Text } from '@mantine/core';
import { useOverlayChoice } from '../../env/kit/overlayChoice';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/** Mantine's Popover as shipped: a dialog named by its button, closed by a click outside or Escape. */
export default function MantinePopover({ params }: RendererProps<Params>) {
  const { open, show, choose, dismiss } = useOverlayChoice(false);
  return (
    <Popover opened={open} onDismiss={dismiss} width={300} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <Button variant="default" onClick={() => (open ? dismiss() : show())}>{params.trigger}</Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={600} size="sm" mb="xs">{params.title}</Text>
        {params.body && <Text size="sm" mb="sm">{params.body}</Text>}
        <Group gap={6}>{params.choices.map((c) => <Button key={c} size="xs" variant="light" onClick={() => choose(c)}>{c}</Button>)}</Group>
      </Popover.Dropdown>
    </Popover>
  );
}
