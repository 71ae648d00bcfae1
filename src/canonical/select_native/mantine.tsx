import { NativeSelect } from '@mantine/core';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MantineNativeSelect({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<string | null>('value');
  const data = params.options.map((o) => ({ value: o, label: o }));
  return (
    <NativeSelect
      label={params.label}
      value={value ?? ''}
      onChange={(e) => setValue(e.currentTarget.value)}
      data={value === null ? [{ value: '', label: 'Select…', disabled: true }, ...data] : data}
    />
  );
}
