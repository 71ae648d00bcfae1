import { CheckIcon, Combobox, Group, Paper, ScrollArea, Stack, Text, useCombobox } from '@mantine/core';
import { useId } from 'react';
import { useField } from '../../env/kit/field';
import { LIST_HEIGHT } from '../../env/kit/listBox';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MantineListbox({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<string | null>('value');
  const store = useCombobox();
  const labelId = useId();
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id={labelId}>{params.label}</Text>
      <Paper withBorder p={4}>
        <Combobox store={store} onOptionSubmit={setValue}>
          <ScrollArea.Autosize mah={LIST_HEIGHT - 10} type="auto">
            <Combobox.Options labelledBy={labelId}>
              {params.options.map((o) => (
                <Combobox.Option key={o} value={o} active={o === value}>
                  <Group gap="xs" wrap="nowrap">
                    {o === value ? <CheckIcon size={12} /> : <span style={{ width: 12 }} />}
                    <span>{o}</span>
                  </Group>
                </Combobox.Option>
              ))}
            </Combobox.Options>
          </ScrollArea.Autosize>
        </Combobox>
      </Paper>
    </Stack>
  );
}
