import { Anchor, Button, Group, HoverCard, Text } from '@mantine/core';
import { useFields } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/** Mantine's HoverCard as shipped: a dialog named by the name it opens from. */
export default function MantineHoverCard({ params }: RendererProps<Params>) {
  const [, set] = useFields();
  return (
    <Group gap="md">
      {params.people.map((p) => (
        <HoverCard key={p.name} width={260} shadow="md" withArrow position="top">
          <HoverCard.Target>
            <Anchor component="button" size="sm">{p.name}</Anchor>
          </HoverCard.Target>
          <HoverCard.Dropdown>
            <Text fw={600} size="sm">{p.name}</Text>
            <Text size="xs" c="dimmed" mb="xs">{p.title} · {p.team}</Text>
            <Group gap={6}>{params.actions.map((a) => <Button key={a} size="xs" variant="light" onClick={() => set({ person: p.name, action: a })}>{a}</Button>)}</Group>
          </HoverCard.Dropdown>
        </HoverCard>
      ))}
    </Group>
  );
}
