import { Button, Group, Progress, Text } from '@mantine/core';
import type { RendererProps } from '../../env/kit/types';
import type { Adjuster } from './adjust';
import type { Params } from './family';
import { useLevel } from './level';

export default function MantineMeter({ params }: RendererProps<Params>) {
  const m = useLevel(params);
  const button = (b: Adjuster) => <Button key={b.name} size="xs" variant="default" aria-label={b.name} disabled={m.blocked(b)} onClick={() => m.press(b)}>{b.text}</Button>;
  return (
    <div>
      <Text size="sm" mb={6}>{params.label}</Text>
      <Group gap="xs" wrap="nowrap">
        {m.lower.map(button)}
        <Progress value={m.level} size="lg" aria-label={params.label} style={{ flex: 1 }} />
        {params.showValue && <Text size="sm" c="dimmed" miw={36}>{`${m.level}%`}</Text>}
        {m.raise.map(button)}
      </Group>
    </div>
  );
}
