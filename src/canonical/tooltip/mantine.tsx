import { Button, Group, Text, Tooltip } from '@mantine/core';
import { useId } from 'react';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MantineTooltipChoices({ params }: RendererProps<Params>) {
  const [chosen, setChosen] = useField<string | null>('chosen');
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <Text id={labelId} fw={600} size="sm" mb="xs">{params.label}</Text>
      <Group gap="xs">
        {params.choices.map((c) => (
          <Tooltip key={c.label} label={c.hint}>
            <Button variant={chosen === c.label ? 'filled' : 'default'} onClick={() => setChosen(c.label)}>{c.label}</Button>
          </Tooltip>
        ))}
      </Group>
    </div>
  );
}
