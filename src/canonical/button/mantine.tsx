import { Button, Group, Stack, Text } from '@mantine/core';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

const VARIANT = { primary: ['filled', 'blue'], secondary: ['default', 'gray'], danger: ['filled', 'red'], text: ['subtle', 'blue'] } as const;

export default function MantineButtons({ params }: RendererProps<Params>) {
  const [activated, setActivated] = useField<string | null>('activated');
  return (
    <Stack gap="sm">
      {params.description && <Text size="sm">{params.description}</Text>}
      <Group gap="xs">
        {params.buttons.map((b) => (
          <Button key={b.label} variant={VARIANT[b.variant][0]} color={VARIANT[b.variant][1]} onClick={() => setActivated(b.label)}>{b.label}</Button>
        ))}
      </Group>
      {activated && <Text size="sm" c="dimmed">{params.feedback} {activated}</Text>}
    </Stack>
  );
}
