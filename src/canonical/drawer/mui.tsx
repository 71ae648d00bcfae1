import { Box, Button, Drawer, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useOverlayChoice } from '../../env/kit/overlayChoice';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/** MUI's temporary Drawer as its docs compose it: a List of ListItemButtons (the drawer itself is an unnamed dialog). */
export default function MuiDrawer({ params }: RendererProps<Params>) {
  const { open, show, choose, dismiss } = useOverlayChoice(params.initialOpen);
  return (
    <>
      <Button variant="outlined" onClick={show}>{params.trigger}</Button>
      <Drawer open={open} onClose={dismiss} anchor="left">
        <Box sx={{ width: 280 }}>
          <Typography variant="h6" sx={{ px: 2, pt: 2 }}>{params.title}</Typography>
          <List>
            {params.entries.map((e) => (
              <ListItem key={e} disablePadding>
                <ListItemButton onClick={() => choose(e)}><ListItemText primary={e} /></ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </>
  );
}
