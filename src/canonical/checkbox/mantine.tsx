import { Checkbox } from '@mantine/core';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MantineCheckbox({ params }: RendererProps<Params>) {
  const [checked, setChecked] = useField<boolean>('checked');
  return <Checkbox label={params.label} checked={checked} onChange={(e) => setChecked(e.currentTarget.checked)} />;
}
