import { Badge, Button, Drawer, Flex, Typography } from 'antd';
import { AntdIcon } from '../../env/kit/antdIcons';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { archiveName, BELL, MARK_ALL, markReadName, markUnreadName } from './names';
import { useInbox } from './useInbox';

export default function AntdNotificationCenter({ params }: RendererProps<Params>) {
  const inbox = useInbox(params);
  return (
    <>
      <Badge count={inbox.unread}>
        <Button aria-label={BELL} icon={<AntdIcon name="bell" />} onClick={inbox.show} />
      </Badge>
      <Drawer
        open={inbox.open} onClose={inbox.hide} title={BELL} size={380} destroyOnHidden
        extra={<Button size="small" onClick={inbox.markAllRead}>{MARK_ALL}</Button>}
      >
        <Flex vertical gap={12}>
          {inbox.rows.map((r) => (
            <Flex key={r.title} gap={8} align="start">
              <Badge status={r.read ? 'default' : 'processing'} style={{ marginTop: 6 }} />
              <div style={{ flex: 1 }}>
                <Typography.Text strong={!r.read}>{r.title}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{r.detail}</Typography.Text>
              </div>
              <Button type="text" size="small" aria-label={r.read ? markUnreadName(r.title) : markReadName(r.title)} icon={<AntdIcon name={r.read ? 'mail' : 'check'} />} onClick={() => inbox.toggleRead(r.title)} />
              <Button type="text" size="small" aria-label={archiveName(r.title)} icon={<AntdIcon name="archive" />} onClick={() => inbox.archive(r.title)} />
            </Flex>
          ))}
        </Flex>
      </Drawer>
    </>
  );
}
