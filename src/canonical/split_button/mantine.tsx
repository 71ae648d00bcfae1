import { Button, Menu, Stack, Text } from '@mantine/core';
import { useField } from '../../env/kit/field';
import { KitIcon } from '../../env/kit/icons';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MantineSplitButton({ params }: RendererProps<Params>) {
  const [executed, setExecuted] = useField<string | null>('executed');
  return (
    <Stack gap="sm" align="flex-start">
      <Button.Group>
        <Button onClick={() => setExecuted(params.main)}>{params.main}</Button>
        <Menu position="bottom-end">
          <Menu.Target>
            <Button px={8} aria-label={params.menuLabel}><KitIcon name="chevronDown" size={16} /></Button>
          </Menu.Target>
          <Menu.Dropdown>
            {params.more.map((m) => <Menu.Item key={m} onClick={() => setExecuted(m)}>{m}</Menu.Item>)}
          </Menu.Dropdown>
        </Menu>
      </Button.Group>
      {executed && <Text size="sm" c="dimmed">{params.feedback} {executed}</Text>}
    </Stack>
  );
}
