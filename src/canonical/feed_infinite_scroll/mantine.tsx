import { Button, Divider, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { FEED_END, FEED_HEIGHT, useFeed } from '../../env/kit/feed';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/**
 * Mantine's ScrollArea around a Stack of posts; its viewport's scroll handler loads the next page.
 * (`onBottomReached` fires only on a scroll event that arrives at the bottom from above it, so one
 * wheel turn that jumps from one end to the next would load nothing more.)
 */
export default function MantineFeed({ params }: RendererProps<Params>) {
  const f = useFeed(params);
  const id = useId();
  return (
    <Paper withBorder w={340}>
      <Title order={5} id={`${id}-label`} px="md" py="xs">{params.label}</Title>
      <Divider />
      <ScrollArea h={FEED_HEIGHT} type="auto" offsetScrollbars viewportProps={{ role: 'feed', 'aria-labelledby': `${id}-label`, onScroll: f.onScroll }}>
        <Stack gap={0}>
          {f.shown.map((post) => (
            <article key={post.key} aria-labelledby={`${id}-${post.key}`} style={{ padding: 'var(--mantine-spacing-xs) var(--mantine-spacing-md)', borderBottom: '1px solid var(--mantine-color-default-border)' }}>
              <Text fw={600} size="sm" id={`${id}-${post.key}`}>{post.title}</Text>
              <Text c="dimmed" size="xs">{post.author} · {post.age}</Text>
              <Group justify="space-between" wrap="nowrap" gap="xs" mt={4}>
                <Text size="sm">{post.body}</Text>
                <Button size="compact-sm" variant={f.isSaved(post.title) ? 'filled' : 'default'} onClick={() => f.toggle(post.title)}>{f.isSaved(post.title) ? params.buttons.saved : params.buttons.save}</Button>
              </Group>
            </article>
          ))}
          {!f.more && <Text c="dimmed" size="sm" ta="center" p="sm">{FEED_END}</Text>}
        </Stack>
      </ScrollArea>
    </Paper>
  );
}
