import { MenuItem, MenuList, Paper } from '@mui/material';
import { useState, type ReactElement } from 'react';
import type { CommandItem } from './commandMenu';
import { KitIcon } from './icons';

/**
 * MUI has no submenu. Here a submenu is a menu list beside its item, opened on hover, click or
 * the right arrow, closed by the left arrow or by hovering another item. It lies inside its menu
 * (a second modal layer would hide the menu from the accessibility tree) and is placed by CSS from
 * its item's offset, so the menu's paper must let it overflow.
 */
export function useSubmenu() {
  const [sub, setSub] = useState<{ label: string; top: number } | null>(null);
  return {
    sub,
    open: (label: string, el: HTMLElement) => setSub({ label, top: el.offsetTop }),
    close: () => setSub(null),
  };
}

/** The items of a menu (a Menu's or MenuList's children): commands, and submenus with their lists. */
export function muiCommandItems(items: readonly CommandItem[], submenu: ReturnType<typeof useSubmenu>, choose: (path: string[]) => void): ReactElement[] {
  const { sub, open, close } = submenu;
  return items.flatMap((i) => {
    if (!i.children) return [<MenuItem key={i.label} onMouseEnter={close} onClick={() => choose([i.label])}>{i.label}</MenuItem>];
    const item = (
      <MenuItem
        key={i.label} aria-haspopup="menu" aria-expanded={sub?.label === i.label}
        onMouseEnter={(e) => open(i.label, e.currentTarget)}
        onClick={(e) => open(i.label, e.currentTarget)}
        onKeyDown={(e) => { if (e.key === 'ArrowRight') open(i.label, e.currentTarget); }}
        sx={{ justifyContent: 'space-between', gap: 3 }}
      >
        {i.label}<KitIcon name="chevronRight" size={16} />
      </MenuItem>
    );
    if (sub?.label !== i.label) return [item];
    return [item, (
      <Paper key={`${i.label}-submenu`} elevation={8} sx={{ position: 'absolute', left: '100%', top: sub.top - 8, zIndex: 1 }}>
        <MenuList onKeyDown={(e) => { if (e.key === 'ArrowLeft') { e.stopPropagation(); close(); } }}>
          {i.children.map((c) => <MenuItem key={c} onClick={() => choose([i.label, c])}>{c}</MenuItem>)}
        </MenuList>
      </Paper>
    )];
  });
}
