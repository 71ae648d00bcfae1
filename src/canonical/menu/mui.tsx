import { MenuList, Paper, Typography } from '@mui/material';
import { useId } from 'react';
import { useCommand } from '../../env/kit/commandMenu';
import { muiCommandItems, useSubmenu } from '../../env/kit/muiCommandMenu';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MuiMenu({ params }: RendererProps<Params>) {
  const [, run] = useCommand();
  const submenu = useSubmenu();
  const heading = useId();
  return (
    <div>
      <Typography variant="subtitle1" component="h3" id={heading} sx={{ fontWeight: 600, mb: 1 }}>{params.label}</Typography>
      <Paper variant="outlined" sx={{ width: 240, overflow: 'visible' }} onMouseLeave={submenu.close}>
        <MenuList aria-labelledby={heading}>
          {muiCommandItems(params.items, submenu, (path) => { run(path); submenu.close(); })}
        </MenuList>
      </Paper>
    </div>
  );
}
