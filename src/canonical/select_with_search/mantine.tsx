import { Select } from '@mantine/core';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MantineSearchSelect({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<string | null>('value');
  return (
    <Select
      label={params.label}
      placeholder="Search…"
      searchable
      data={params.options}
      value={value}
      onChange={(v) => { if (v !== null) setValue(v); }}
      allowDeselect={false}
      nothingFoundMessage="No match"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
