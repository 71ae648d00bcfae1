import { Box, List, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import { useField } from '../../env/kit/field';
import { LIST_HEIGHT } from '../../env/kit/listBox';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MuiListbox({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<string | null>('value');
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 0.75 }}>{params.label}</Typography>
      <Paper variant="outlined" sx={{ maxHeight: LIST_HEIGHT, overflowY: 'auto' }}>
        <List disablePadding>
          {params.options.map((o) => (
            <ListItemButton key={o} selected={o === value} onClick={() => setValue(o)}>
              <ListItemText primary={o} />
            </ListItemButton>
          ))}
        </List>
      </Paper>
    </Box>
  );
}
