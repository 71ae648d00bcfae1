import { ActionIcon, Button, Drawer, Group, Indicator, Stack, Text } from '@mantine/core';
import { KitIcon } from '../../env/kit/icons';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { archiveName, BELL, MARK_ALL, markReadName, markUnreadName } from './names';
import { useInbox } from './useInbox';

export default function MantineNotificationCenter({ params }: RendererProps<Params>) {
  const inbox = useInbox(params);
  return (
    <>
      <Indicator label={inbox.unread} size={16} disabled={inbox.unread === 0}>
        <ActionIcon variant="default" size="lg" aria-label={BELL} onClick={inbox.show}><KitIcon name="bell" size={18} /></ActionIcon>
      </Indicator>
      <Drawer opened={inbox.open} onClose={inbox.hide} title={BELL} position="right" size={380}>
        <Button size="xs" variant="light" mb="md" onClick={inbox.markAllRead}>{MARK_ALL}</Button>
        <Stack gap="sm">
          {inbox.rows.map((r) => (
            <Group key={r.title} wrap="nowrap" align="flex-start" gap="xs">
              <div style={{ flex: 1 }}>
                <Text size="sm" fw={r.read ? 400 : 700}>{r.title}</Text>
                <Text size="xs" c="dimmed">{r.detail}</Text>
              </div>
              <ActionIcon variant="subtle" aria-label={r.read ? markUnreadName(r.title) : markReadName(r.title)} onClick={() => inbox.toggleRead(r.title)}><KitIcon name={r.read ? 'mail' : 'check'} size={16} /></ActionIcon>
              <ActionIcon variant="subtle" aria-label={archiveName(r.title)} onClick={() => inbox.archive(r.title)}><KitIcon name="archive" size={16} /></ActionIcon>
            </Group>
          ))}
        </Stack>
      </Drawer>
    </>
  );
}
