import { Select } from '@mantine/core';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MantineSelect({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<string | null>('value');
  return (
    <Select
      label={params.label}
      placeholder={params.placeholder}
      data={params.options}
      value={value}
      onChange={(v) => { if (v !== null) setValue(v); }}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
