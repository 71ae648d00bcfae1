import { Chip, Group, Input } from '@mantine/core';
import { useId } from 'react';
import { useLabelSet } from '../../env/kit/labelSet';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/** Mantine composes a multi-select toggle bar from chips. */
export default function MantineToggleBar({ params }: RendererProps<Params>) {
  const { selected, replace } = useLabelSet('pressed', params.options);
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <Input.Label id={labelId} mb={6}>{params.label}</Input.Label>
      <Chip.Group multiple value={selected} onChange={replace}>
        <Group gap="xs">
          {params.options.map((o) => <Chip key={o} value={o}>{o}</Chip>)}
        </Group>
      </Chip.Group>
    </div>
  );
}
