import { Slider, Text } from '@mantine/core';
import { useId } from 'react';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MantineSlider({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<number>('value');
  const labelId = useId();
  return (
    <div>
      <Text id={labelId} size="sm" mb={6}>{params.label}</Text>
      <Slider
        min={params.min} max={params.max} step={params.step} value={value}
        onChange={setValue}
        thumbProps={{ 'aria-labelledby': labelId }}
      />
    </div>
  );
}
