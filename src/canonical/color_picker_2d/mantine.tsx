import { ColorPicker, Text } from '@mantine/core';
import { useState } from 'react';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/** Mantine's ColorPicker inline, its current code printed below as colour settings show it. */
export default function MantineColorPicker2d({ params }: RendererProps<Params>) {
  const [color, setColor] = useField<string>('color');
  const [live, setLive] = useState(color);
  return (
    <div>
      <Text size="sm" fw={500} mb={6}>{params.label}</Text>
      <ColorPicker format="hex" fullWidth size="lg" value={live} onChange={setLive} onChangeEnd={(c) => setColor(c.toLowerCase())} />
      <Text size="sm" c="dimmed" mt={6}>{live}</Text>
    </div>
  );
}
