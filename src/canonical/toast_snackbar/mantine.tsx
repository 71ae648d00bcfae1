import { Button, Group, Text } from '@mantine/core';
import { createNotificationsStore, Notifications, notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import { useId, useState } from 'react';
import { useUndoable } from '../../env/kit/undoToast';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/** @mantine/notifications with a store of the instance's own, so instances never show each other's. */
export default function MantineToast({ params }: RendererProps<Params>) {
  const { act, undo } = useUndoable();
  const [store] = useState(createNotificationsStore);
  const id = useId();
  const announce = () => notifications.show({
    id, autoClose: params.duration,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{params.message}</Text>
        <Button size="xs" variant="light" onClick={() => { undo(); notifications.hide(id, store); }}>{params.undo}</Button>
      </Group>
    ),
  }, store);
  return (
    <>
      <Notifications store={store} />
      <Button variant="default" onClick={() => { act(); announce(); }}>{params.action}</Button>
    </>
  );
}
