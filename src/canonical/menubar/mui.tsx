import { AppBar, Button, Menu, Toolbar } from '@mui/material';
import { useState } from 'react';
import { useCommand } from '../../env/kit/commandMenu';
import { muiCommandItems, useSubmenu } from '../../env/kit/muiCommandMenu';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/** MUI's menu bar as its documentation composes one: an AppBar's Toolbar of Buttons, each opening a Menu. */
export default function MuiMenubar({ params }: RendererProps<Params>) {
  const [, run] = useCommand();
  const [open, setOpen] = useState<{ label: string; el: HTMLElement } | null>(null);
  const submenu = useSubmenu();
  const close = () => { submenu.close(); setOpen(null); };
  const items = params.menus.find((m) => m.label === open?.label)?.items ?? [];
  return (
    <>
      <AppBar position="static" color="default" elevation={0} sx={{ borderRadius: 1 }}>
        <Toolbar variant="dense" disableGutters sx={{ px: 1, gap: 0.5 }}>
          {params.menus.map((m) => (
            <Button
              key={m.label} color="inherit" aria-haspopup="menu" aria-expanded={open?.label === m.label}
              onClick={(e) => { submenu.close(); setOpen({ label: m.label, el: e.currentTarget }); }}
              sx={{ textTransform: 'none' }}
            >
              {m.label}
            </Button>
          ))}
        </Toolbar>
      </AppBar>
      <Menu open={!!open} anchorEl={open?.el} onClose={close} slotProps={{ paper: { sx: { overflow: 'visible' } } }}>
        {muiCommandItems(items, submenu, (path) => { if (open) run([open.label, ...path]); close(); })}
      </Menu>
    </>
  );
}
