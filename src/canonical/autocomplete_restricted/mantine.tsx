import { Select } from '@mantine/core';
import { useField } from '../../env/kit/field';
import { suggestionFilter } from '../../env/kit/mantineSuggestedText';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MantineRestrictedAutocomplete({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<string | null>('value');
  return (
    <Select
      label={params.label}
      placeholder={params.placeholder}
      searchable
      data={params.suggestions}
      value={value}
      onChange={(v) => { if (v !== null) setValue(v); }}
      allowDeselect={false}
      filter={suggestionFilter(params)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
