import { Input, PinInput } from '@mantine/core';
import { useId } from 'react';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { boxName } from './model';

export default function MantinePinInput({ params }: RendererProps<Params>) {
  const [code, setCode] = useField<string>('code');
  const labelId = useId();
  return (
    <Input.Wrapper label={params.label} description={params.hint} labelProps={{ id: labelId }}>
      <PinInput
        mt={6}
        aria-labelledby={labelId}
        length={params.length}
        type={params.charset === 'digits' ? 'number' : /^[A-Za-z0-9]+$/}
        defaultValue={code}
        onChange={(v) => setCode(v.toUpperCase())}
        styles={{ input: { textTransform: 'uppercase' } }}
        getInputProps={(i) => ({ 'aria-label': boxName(params, i) })}
      />
    </Input.Wrapper>
  );
}
