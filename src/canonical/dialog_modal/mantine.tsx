import { Button, Group, Modal, Text } from '@mantine/core';
import { useOverlayChoice } from '../../env/kit/overlayChoice';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/** Mantine's Modal as shipped: named by its title, its close button unnamed. */
export default function MantineDialog({ params }: RendererProps<Params>) {
  const { open, show, choose, dismiss } = useOverlayChoice(params.initialOpen);
  const last = params.actions.length - 1;
  return (
    <>
      <Button variant="default" onClick={show}>{params.trigger}</Button>
      <Modal opened={open} onClose={dismiss} title={params.title}>
        <Text size="sm">{params.body}</Text>
        <Group justify="flex-end" mt="lg" gap="xs">
          {params.actions.map((a, i) => (
            <Button key={a} variant={i === last ? 'filled' : 'default'} onClick={() => choose(a)}>{a}</Button>
          ))}
        </Group>
      </Modal>
    </>
  );
}
