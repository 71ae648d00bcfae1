import type { MenuProps } from 'antd';
import type { CommandItem } from './commandMenu';

/** antd menu items for commands and submenus; each key is the item's path, so a click names the command at any depth. */
export function antdCommandItems(items: readonly CommandItem[]): NonNullable<MenuProps['items']> {
  return items.map((i) => (i.children
    ? { key: JSON.stringify([i.label]), label: i.label, children: i.children.map((c) => ({ key: JSON.stringify([i.label, c]), label: c })) }
    : { key: JSON.stringify([i.label]), label: i.label }));
}

/** The path a clicked item's key holds. */
export const commandPath = (key: string) => JSON.parse(key) as string[];
