import { Checkbox, Stack } from '@mantine/core';
import { useLabelSet } from '../../env/kit/labelSet';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MantineCheckboxGroup({ params }: RendererProps<Params>) {
  const { selected, replace } = useLabelSet('selected', params.options);
  return (
    <Checkbox.Group label={params.label} value={selected} onChange={replace}>
      <Stack gap="xs" mt="xs">
        {params.options.map((o) => <Checkbox key={o} value={o} label={o} />)}
      </Stack>
    </Checkbox.Group>
  );
}
