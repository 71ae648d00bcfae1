import { Radio, Stack } from '@mantine/core';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MantineRadioGroup({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<string | null>('value');
  return (
    <Radio.Group label={params.label} value={value} onChange={setValue}>
      <Stack gap="xs" mt="xs">
        {params.options.map((o) => <Radio key={o} value={o} label={o} />)}
      </Stack>
    </Radio.Group>
  );
}
