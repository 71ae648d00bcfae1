import { ColorInput, ColorPicker, Text } from '@mantine/core';
import { useState } from 'react';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/** Swatches inline (ColorPicker without its picker) or in a ColorInput's dropdown. */
export default function MantineColorSwatchPicker({ params }: RendererProps<Params>) {
  const [color, setColor] = useField<string>('color');
  const [text, setText] = useState(color);
  if (!params.dropdown) {
    return (
      <div>
        <Text size="sm" fw={500} mb={6}>{params.label}</Text>
        <ColorPicker format="hex" withPicker={false} swatches={params.swatches} swatchesPerRow={8} value={color} onChangeEnd={(c) => setColor(c.toLowerCase())} />
      </div>
    );
  }
  return (
    <ColorInput
      label={params.label}
      format="hex"
      placeholder="Pick a swatch"
      withPicker={false}
      swatches={params.swatches}
      swatchesPerRow={8}
      closeOnColorSwatchClick
      value={text}
      onChange={setText}
      onChangeEnd={(c) => setColor(c.toLowerCase())}
      // An emptied field is Mantine's own "no colour": it keeps it on blur.
      onBlur={(e) => {
        if (e.currentTarget.value.trim() === '') setColor('');
      }}
    />
  );
}
