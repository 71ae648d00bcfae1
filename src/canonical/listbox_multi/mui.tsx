import { Box, Checkbox, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Paper, Typography } from '@mui/material';
import { useId } from 'react';
import { useLabelSet } from '../../env/kit/labelSet';
import { LIST_HEIGHT } from '../../env/kit/listBox';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MuiCheckList({ params }: RendererProps<Params>) {
  const { selected, toggle } = useLabelSet('values', params.options);
  const base = useId();
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 0.75 }}>{params.label}</Typography>
      <Paper variant="outlined" sx={{ maxHeight: LIST_HEIGHT, overflowY: 'auto' }}>
        <List dense disablePadding>
          {params.options.map((o, i) => {
            const on = selected.includes(o);
            const labelId = `${base}-${i}`;
            return (
              <ListItem key={o} disablePadding>
                <ListItemButton onClick={() => toggle(o, !on)} dense>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <Checkbox edge="start" checked={on} tabIndex={-1} disableRipple slotProps={{ input: { 'aria-labelledby': labelId } }} />
                  </ListItemIcon>
                  <ListItemText id={labelId} primary={o} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Paper>
    </Box>
  );
}
