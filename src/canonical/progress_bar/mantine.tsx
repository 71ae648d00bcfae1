import { Button, Group, Progress, Text } from '@mantine/core';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { useJob } from './useJob';

const COLOR = { complete: 'teal', canceled: 'red' } as const;

export default function MantineProgressBar({ params }: RendererProps<Params>) {
  const job = useJob(params);
  return (
    <div>
      <Group justify="space-between" mb={6}>
        <Text size="sm">{params.label}</Text>
        <Text size="sm" c="dimmed">{job.statusText}</Text>
      </Group>
      <Group gap="xs" wrap="nowrap" mb="xs">
        <Progress value={job.progress} size="lg" color={COLOR[job.status as keyof typeof COLOR]} aria-label={params.label} style={{ flex: 1 }} />
        {params.showValue && <Text size="sm" c="dimmed" miw={36}>{`${job.progress}%`}</Text>}
      </Group>
      <Group gap="xs">
        {job.buttons.map((b) => <Button key={b.action} size="xs" variant="default" disabled={b.disabled} onClick={b.press}>{b.name}</Button>)}
      </Group>
    </div>
  );
}
