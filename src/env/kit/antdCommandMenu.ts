import type { MenuProps } from 'antd';
import type { CommandItem } from './commandMenu';

/**
 * antd menu items for commands and submenus; each key is the item's path (after `within`, the path
 * of the menu they are in), so a click names the command at any depth.
 */
export function antdCommandItems(items: readonly CommandItem[], within: string[] = []): NonNullable<MenuProps['items']> {
  const key = (...path: string[]) => JSON.stringify([...within, ...path]);
  return items.map((i) => (i.children
    ? { key: key(i.label), label: i.label, children: i.children.map((c) => ({ key: key(i.label, c), label: c })) }
    : { key: key(i.label), label: i.label }));
}

/** The path a clicked item's key holds. */
export const commandPath = (key: string) => JSON.parse(key) as string[];
