import { MultiSelect } from '@mantine/core';
import { useLabelSet } from '../../env/kit/labelSet';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MantineMultiSelect({ params }: RendererProps<Params>) {
  const { selected, replace } = useLabelSet('values', params.options);
  return (
    <MultiSelect
      label={params.label}
      placeholder="Select…"
      data={params.options}
      value={selected}
      onChange={replace}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
