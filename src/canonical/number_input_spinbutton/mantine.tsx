import { NumberInput } from '@mantine/core';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MantineNumber({ params: p }: RendererProps<Params>) {
  const [value, setValue] = useField<number | null>('value');
  return (
    <NumberInput
      label={p.label} description={p.hint} value={value ?? ''} onChange={(v) => setValue(typeof v === 'number' ? v : null)}
      min={p.min} max={p.max} step={p.step} decimalScale={p.decimals}
    />
  );
}
