import { Menu } from '@mantine/core';
import type { CommandItem } from './commandMenu';

/** The items of a Mantine menu's dropdown: commands, and submenus (Menu.Sub, opened on hover). */
export function MantineCommandItems({ items, choose }: { items: readonly CommandItem[]; choose: (path: string[]) => void }) {
  return items.map((i) => (i.children
    ? (
      <Menu.Sub key={i.label}>
        <Menu.Sub.Target><Menu.Sub.Item>{i.label}</Menu.Sub.Item></Menu.Sub.Target>
        <Menu.Sub.Dropdown>
          {i.children.map((c) => <Menu.Item key={c} onClick={() => choose([i.label, c])}>{c}</Menu.Item>)}
        </Menu.Sub.Dropdown>
      </Menu.Sub>
    )
    : <Menu.Item key={i.label} onClick={() => choose([i.label])}>{i.label}</Menu.Item>));
}
