import { Menubar } from '@mantine/core';
import { useCommand } from '../../env/kit/commandMenu';
import { MantineCommandItems } from '../../env/kit/mantineCommandMenu';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MantineMenubar({ params }: RendererProps<Params>) {
  const [, run] = useCommand();
  return (
    <Menubar>
      {params.menus.map((m) => (
        <Menubar.Menu key={m.label}>
          <Menubar.Target>{m.label}</Menubar.Target>
          <Menubar.Dropdown>
            <MantineCommandItems items={m.items} choose={(path) => run([m.label, ...path])} />
          </Menubar.Dropdown>
        </Menubar.Menu>
      ))}
    </Menubar>
  );
}
