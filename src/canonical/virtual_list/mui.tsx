import { Box, Checkbox, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Paper, Radio, TextField } from '@mui/material';
import { useId } from 'react';
import type { RendererProps } from '../../env/kit/types';
import { LIST_HEIGHT, useListSelection } from '../../env/kit/virtualList';
import { useRows } from '../../env/kit/virtualRows';
import type { Params } from './family';

const ROW = 56;

/** MUI's List inside a scrolling Box, virtualized with @tanstack/react-virtual; rows as in MUI's checkbox-list demo. */
export default function MuiVirtualList({ params }: RendererProps<Params>) {
  const s = useListSelection(params);
  const { ref, total, rows } = useRows<HTMLDivElement>(s.shown.length, ROW);
  const id = useId();
  const Control = params.multiple ? Checkbox : Radio;
  return (
    <Paper variant="outlined">
      {params.searchBox && (
        <Box sx={{ p: 1, borderBottom: 1, borderColor: 'divider' }}>
          <TextField size="small" fullWidth placeholder={`Search ${s.noun}`} value={s.query} onChange={(e) => s.setQuery(e.target.value)} />
        </Box>
      )}
      <Box ref={ref} sx={{ height: LIST_HEIGHT, overflow: 'auto' }}>
        <List dense disablePadding sx={{ height: total, position: 'relative' }}>
          {rows.map((r) => {
            const item = s.shown[r.index];
            const labelId = `${id}-${item.key}`;
            return (
              <ListItem key={item.key} disablePadding divider sx={{ position: 'absolute', top: 0, left: 0, width: '100%', height: ROW, transform: `translateY(${r.start}px)` }}>
                <ListItemButton role={undefined} dense onClick={() => s.choose(item.label)} sx={{ height: '100%' }}>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <Control edge="start" size="small" checked={s.isSelected(item.label)} tabIndex={-1} disableRipple slotProps={{ input: { 'aria-labelledby': labelId } }} />
                  </ListItemIcon>
                  <ListItemText primary={item.label} secondary={item.detail} slotProps={{ primary: { id: labelId } }} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>
    </Paper>
  );
}
