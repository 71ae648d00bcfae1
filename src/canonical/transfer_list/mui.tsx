import { Button, Checkbox, List, ListItemButton, ListItemIcon, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { moveNames, useTransfer, type TransferPanes } from '../../env/kit/transfer';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/** MUI's transfer list as its documentation composes one: two checkbox lists and move buttons. */
export default function MuiTransferList({ params }: RendererProps<Params>) {
  const panes = useTransfer(params.items, 'target');
  const names = moveNames(params.titles);
  const ticked = (side: string[]) => panes.checked.some((c) => side.includes(c));
  return (
    <div>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>{params.label}</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Pane title={params.titles[0]} items={panes.left} panes={panes} />
        <Stack spacing={1}>
          <Button variant="outlined" size="small" aria-label={names.right} disabled={!ticked(panes.left)} onClick={panes.moveRight}>&gt;</Button>
          <Button variant="outlined" size="small" aria-label={names.left} disabled={!ticked(panes.right)} onClick={panes.moveLeft}>&lt;</Button>
        </Stack>
        <Pane title={params.titles[1]} items={panes.right} panes={panes} />
      </Stack>
    </div>
  );
}

function Pane({ title, items, panes }: { title: string; items: string[]; panes: TransferPanes }) {
  const id = useId();
  return (
    <Paper variant="outlined" sx={{ width: 210, height: 280, overflow: 'auto' }}>
      <Typography variant="subtitle2" sx={{ px: 2, pt: 1 }}>{title}</Typography>
      <List dense component="div" role="list">
        {items.map((item, k) => (
          <ListItemButton key={item} role="listitem" onClick={() => panes.toggle(item)}>
            <ListItemIcon>
              <Checkbox checked={panes.checked.includes(item)} tabIndex={-1} disableRipple slotProps={{ input: { 'aria-labelledby': `${id}-${k}` } }} />
            </ListItemIcon>
            <ListItemText id={`${id}-${k}`} primary={item} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
