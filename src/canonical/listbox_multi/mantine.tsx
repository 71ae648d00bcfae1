import { Checkbox, Paper, ScrollArea, Stack } from '@mantine/core';
import { useLabelSet } from '../../env/kit/labelSet';
import { LIST_HEIGHT } from '../../env/kit/listBox';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MantineCheckList({ params }: RendererProps<Params>) {
  const { selected, replace } = useLabelSet('values', params.options);
  return (
    <Checkbox.Group label={params.label} value={selected} onChange={replace}>
      <Paper withBorder mt={6}>
        <ScrollArea.Autosize mah={LIST_HEIGHT} type="auto">
          <Stack gap="sm" p="sm">
            {params.options.map((o) => <Checkbox key={o} value={o} label={o} />)}
          </Stack>
        </ScrollArea.Autosize>
      </Paper>
    </Checkbox.Group>
  );
}
