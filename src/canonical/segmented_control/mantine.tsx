import { Input, SegmentedControl } from '@mantine/core';
import { useId } from 'react';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MantineSegmented({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<string>('value');
  const labelId = useId();
  return (
    <div>
      <Input.Label id={labelId} mb={6} display="block">{params.label}</Input.Label>
      <SegmentedControl orientation={params.vertical ? 'vertical' : 'horizontal'} aria-labelledby={labelId} data={[...params.options]} value={value} onChange={setValue} />
    </div>
  );
}
