import { ColorInput } from '@mantine/core';
import { useState } from 'react';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MantineColorTextInput({ params }: RendererProps<Params>) {
  const [color, setColor] = useField<string>('color');
  const [text, setText] = useState(color);
  return <ColorInput label={params.label} format="hex" placeholder="#000000" value={text} onChange={setText} onChangeEnd={(c) => setColor(c.toLowerCase())} />;
}
