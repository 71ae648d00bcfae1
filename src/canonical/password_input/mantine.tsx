import { PasswordInput } from '@mantine/core';
import { useField } from '../../env/kit/field';
import { MantineEntry } from '../../env/kit/text/mantine';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MantinePassword({ params }: RendererProps<Params>) {
  const [visible, setVisible] = useField<boolean>('visible');
  return (
    <MantineEntry
      params={params} as={PasswordInput} visible={visible} onVisibilityChange={setVisible} visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': visible ? 'Hide password' : 'Show password' }}
    />
  );
}
