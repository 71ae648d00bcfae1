import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { useField } from '../../env/kit/field';
import { KitIcon } from '../../env/kit/icons';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MantineIconButtons({ params }: RendererProps<Params>) {
  const [activated, setActivated] = useField<string | null>('activated');
  const [pressed, setPressed] = useField<boolean>('pressed');
  const t = params.toggle;
  return (
    <Stack gap="sm">
      <Text size="sm">{params.description}</Text>
      <Group gap={6}>
        {params.buttons.map((b) => (
          <ActionIcon key={b.label} variant="default" aria-label={b.label} onClick={() => setActivated(b.label)}><KitIcon name={b.icon} size="70%" /></ActionIcon>
        ))}
        {t && (
          <ActionIcon variant={pressed ? 'filled' : 'default'} aria-label={t.label} aria-pressed={pressed} onClick={() => setPressed(!pressed)}>
            <KitIcon name={t.icon} size="70%" filled={pressed} />
          </ActionIcon>
        )}
      </Group>
      {activated && <Text size="sm" c="dimmed">{params.feedback} {activated}</Text>}
    </Stack>
  );
}
