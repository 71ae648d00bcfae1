/** Menus of commands and submenus, shared by the menu and menu bar families, and how a task picks its command. */
import { z } from 'zod';
import type { CoreContext } from '../family';
import { inOptionOrder } from './labelSet';

export const commandItem = z.strictObject({ label: z.string().min(1), children: z.array(z.string().min(1)).min(2).optional() });
export type CommandItem = z.infer<typeof commandItem>;

/** Application menus; each holds a command under two submenus ("PDF" under "Export as" and "Save a copy as"). */
export const MENUS: { label: string; items: CommandItem[] }[] = [
  {
    label: 'File',
    items: [
      { label: 'New', children: ['Document', 'Spreadsheet', 'Presentation'] }, { label: 'Open recent', children: ['Q3 report', 'Q3 report (draft)', 'Budget 2025'] },
      { label: 'Export as', children: ['PDF', 'Word document', 'Plain text'] }, { label: 'Save a copy as', children: ['PDF', 'Word document', 'Template'] },
      { label: 'Print' }, { label: 'Rename' }, { label: 'Delete' },
    ],
  },
  {
    label: 'Edit',
    items: [
      { label: 'Undo' }, { label: 'Redo' }, { label: 'Paste special', children: ['Keep formatting', 'Plain text', 'Match style'] },
      { label: 'Transform text', children: ['Upper case', 'Lower case', 'Title case'] }, { label: 'Change case', children: ['Upper case', 'Lower case', 'Sentence case'] },
      { label: 'Select all' }, { label: 'Find and replace' },
    ],
  },
  {
    label: 'View',
    items: [
      { label: 'Zoom', children: ['50%', '100%', '150%', '200%'] }, { label: 'Layout', children: ['Print layout', 'Web layout', 'Outline'] },
      { label: 'Sidebar', children: ['Left', 'Right', 'Hidden'] }, { label: 'Panel position', children: ['Left', 'Right', 'Bottom'] },
      { label: 'Full screen' }, { label: 'Show ruler' }, { label: 'Show word count' },
    ],
  },
  {
    label: 'Insert',
    items: [
      { label: 'Table', children: ['2 × 2', '3 × 3', '4 × 4'] }, { label: 'Image', children: ['Upload from computer', 'By URL', 'From drive'] },
      { label: 'Chart', children: ['Bar', 'Line', 'Pie'] }, { label: 'Link' }, { label: 'Comment' }, { label: 'Page break' }, { label: 'Footnote' },
    ],
  },
];

/** The same command under another submenu of the menu, if any. */
export const twinPath = (items: CommandItem[], path: string[]) => {
  const other = items.find((i) => i.label !== path[0] && i.children?.includes(path[1]));
  return other ? [other.label, path[1]] : null;
};

/**
 * The items a task's menu shows and the command to run: hard menus show every item and, for a
 * submenu's command, one that another submenu also holds; easier ones two submenus without a
 * shared command and a few plain commands. `near` is the command most easily taken instead.
 */
export function pickCommand(ctx: CoreContext, menu: { items: CommandItem[] }, sub: boolean): { items: CommandItem[]; path: string[]; near: string[] } {
  const { rng, bucket } = ctx;
  const subs = menu.items.filter((i) => i.children);
  const plain = menu.items.filter((i) => !i.children);
  let items: CommandItem[];
  let path: string[];
  if (bucket === 'hard') {
    items = menu.items;
    const twinned = subs.flatMap((s) => s.children!.filter((c) => twinPath(items, [s.label, c])).map((c) => [s.label, c]));
    path = sub ? rng.pick(twinned.length ? twinned : subs.map((s) => [s.label, s.children![0]])) : [rng.pick(plain).label];
  } else {
    const twinFree = subs.filter((s, k) => !subs.slice(0, k).some((o) => o.children!.some((c) => s.children!.includes(c))));
    const chosen = [...rng.sample(twinFree, 2), ...rng.sample(plain, bucket === 'easy' ? 2 : 3)].map((i) => i.label);
    items = inOptionOrder(menu.items.map((i) => i.label), chosen).map((l) => menu.items.find((i) => i.label === l)!);
    const parent = rng.pick(items.filter((i) => !!i.children === sub));
    path = sub ? [parent.label, rng.pick(parent.children!)] : [parent.label];
  }
  const parent = items.find((i) => i.label === path[0])!;
  const near = sub
    ? (twinPath(items, path) ?? [parent.label, rng.pick(parent.children!.filter((c) => c !== path[1]))])
    : [rng.pick(items.filter((i) => !i.children && i.label !== path[0])).label];
  return { items, path, near };
}
