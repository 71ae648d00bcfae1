import { Button, Menu, Stack, Text } from '@mantine/core';
import { useField } from '../../env/kit/field';
import { KitIcon } from '../../env/kit/icons';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MantineMenuButton({ params }: RendererProps<Params>) {
  const [chosen, setChosen] = useField<string | null>('chosen');
  return (
    <Stack gap="sm" align="flex-start">
      <Menu>
        <Menu.Target>
          <Button variant="default" rightSection={<KitIcon name="chevronDown" size={16} />}>{params.label}</Button>
        </Menu.Target>
        <Menu.Dropdown>
          {params.items.map((i) => <Menu.Item key={i} onClick={() => setChosen(i)}>{i}</Menu.Item>)}
        </Menu.Dropdown>
      </Menu>
      {chosen && <Text size="sm" c="dimmed">{params.feedback} {chosen}</Text>}
    </Stack>
  );
}
