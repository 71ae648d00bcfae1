import { Button, Group, Menu } from '@mantine/core';
import { useCommand } from '../../env/kit/commandMenu';
import { KitIcon } from '../../env/kit/icons';
import { MantineCommandItems } from '../../env/kit/mantineCommandMenu';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MantineMenu({ params }: RendererProps<Params>) {
  const [, run] = useCommand();
  return (
    <Group>
      <Menu shadow="md" width={220} position="bottom-start">
        <Menu.Target>
          <Button variant="default" rightSection={<KitIcon name="chevronDown" size={16} />}>{params.label}</Button>
        </Menu.Target>
        <Menu.Dropdown>
          <MantineCommandItems items={params.items} choose={run} />
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
