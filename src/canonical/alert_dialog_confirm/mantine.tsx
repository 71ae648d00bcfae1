import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useConfirmAnswer } from '../../env/kit/confirmAnswer';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/** A Modal laid out as @mantine/modals' confirm modal: title, text, then cancel and confirm. */
export default function MantineAlertConfirm({ params }: RendererProps<Params>) {
  const { asked, confirm, closed } = useConfirmAnswer();
  const [open, setOpen] = useState(false);
  const close = () => { closed(); setOpen(false); };
  return (
    <>
      <Button color="red" variant="outline" onClick={() => { asked(); setOpen(true); }}>{params.action}</Button>
      <Modal opened={open} onClose={close} title={params.question} centered>
        <Text size="sm">{params.detail}</Text>
        <Group justify="flex-end" mt="lg" gap="xs">
          <Button variant="default" onClick={close}>{params.cancel}</Button>
          <Button color="red" onClick={() => { confirm(); setOpen(false); }}>{params.confirm}</Button>
        </Group>
      </Modal>
    </>
  );
}
