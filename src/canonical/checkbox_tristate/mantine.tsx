import { Checkbox, Stack } from '@mantine/core';
import { useTristate } from '../../env/kit/tristate';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MantineTristate({ params }: RendererProps<Params>) {
  const { children, parent, toggleChild, toggleAll } = useTristate(params.options);
  return (
    <Stack gap="xs">
      <Checkbox label={params.parent} checked={parent === 'checked'} indeterminate={parent === 'mixed'} onChange={toggleAll} />
      <Stack gap="xs" pl="lg" role="group" aria-label={params.parent}>
        {params.options.map((o) => <Checkbox key={o} label={o} checked={children.includes(o)} onChange={(e) => toggleChild(o, e.currentTarget.checked)} />)}
      </Stack>
    </Stack>
  );
}
