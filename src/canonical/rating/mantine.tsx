import { Input, Rating } from '@mantine/core';
import { useId } from 'react';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { starName } from './model';

export default function MantineRating({ params: p }: RendererProps<Params>) {
  const [value, setValue] = useField<number>('value');
  const labelId = useId();
  return (
    <div>
      <Input.Label id={labelId} mb={6} display="block">{p.label}</Input.Label>
      <Rating
        role="radiogroup"
        aria-labelledby={labelId}
        count={p.count}
        fractions={p.step < 1 ? 2 : 1}
        allowClear
        value={value}
        onChange={setValue}
        getSymbolLabel={starName}
      />
    </div>
  );
}
