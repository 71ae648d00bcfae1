import { MaskInput } from '@mantine/core';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { formatRaw, mantineMask } from './mask';

export default function MantineMaskedInput({ params, scene }: RendererProps<Params>) {
  const [value, setValue] = useField<string>('value');
  return (
    <MaskInput
      label={params.label}
      placeholder={params.placeholder}
      mask={mantineMask(params.pattern)}
      transform={(c) => c.toUpperCase()}
      defaultValue={value}
      autoComplete="off"
      size={scene.spacing === 'compact' ? 'xs' : undefined}
      onChangeRaw={(raw) => setValue(formatRaw(params.pattern, raw))}
    />
  );
}
