import { NumberInput } from '@mantine/core';
import { useState } from 'react';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/**
 * Mantine's NumberInput reports text it cannot read as a number yet ("12." on the way to "12.75")
 * as a string: the field shows what was typed, and the state holds no number until it is one.
 */
export default function MantineNumber({ params: p }: RendererProps<Params>) {
  const [value, setValue] = useField<number | null>('value');
  const [text, setText] = useState<number | string>(value ?? '');
  return (
    <NumberInput
      label={p.label} description={p.hint} value={text} onChange={(v) => { setText(v); setValue(typeof v === 'number' ? v : null); }}
      min={p.min} max={p.max} step={p.step} decimalScale={p.decimals}
    />
  );
}
