import { List, ListItem, ListItemText, Menu, Paper, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { pointerPlacement, useCommand } from '../../env/kit/commandMenu';
import { muiCommandItems, useSubmenu } from '../../env/kit/muiCommandMenu';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/** MUI's context menu as its documentation builds it: a Menu placed at the pointer on the row's contextmenu event. */
export default function MuiContextMenu({ params }: RendererProps<Params>) {
  const [, run] = useCommand();
  const [menu, setMenu] = useState<{ row: string; top: number; left: number; up: boolean } | null>(null);
  const submenu = useSubmenu();
  const heading = useId();
  const close = () => { submenu.close(); setMenu(null); };
  const choose = (path: string[]) => { if (menu) run(path, menu.row); close(); };
  return (
    <div>
      <Typography variant="subtitle1" component="h3" id={heading} sx={{ fontWeight: 600, mb: 1 }}>{params.label}</Typography>
      <Paper variant="outlined">
        <List disablePadding aria-labelledby={heading}>
          {params.rows.map((r, n) => (
            <ListItem
              key={r} divider={n < params.rows.length - 1} sx={{ cursor: 'context-menu' }}
              onContextMenu={(e) => { e.preventDefault(); submenu.close(); setMenu({ row: r, ...pointerPlacement(e) }); }}
            >
              <ListItemText primary={r} />
            </ListItem>
          ))}
        </List>
      </Paper>
      <Menu
        open={!!menu} onClose={close} anchorReference="anchorPosition" anchorPosition={menu ? { top: menu.top, left: menu.left } : undefined}
        transformOrigin={{ vertical: menu?.up ? 'bottom' : 'top', horizontal: 'left' }}
        slotProps={{ paper: { sx: { overflow: 'visible' } } }}
      >
        {muiCommandItems(params.items, submenu, choose)}
      </Menu>
    </div>
  );
}
