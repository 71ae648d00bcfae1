import { Badge, Box, Button, Drawer, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { KitIcon } from '../../env/kit/icons';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { archiveName, BELL, MARK_ALL, markReadName, markUnreadName } from './names';
import { useInbox } from './useInbox';

export default function MuiNotificationCenter({ params }: RendererProps<Params>) {
  const inbox = useInbox(params);
  return (
    <>
      <IconButton aria-label={BELL} onClick={inbox.show}>
        <Badge badgeContent={inbox.unread} color="primary"><KitIcon name="bell" /></Badge>
      </IconButton>
      <Drawer anchor="right" open={inbox.open} onClose={inbox.hide}>
        <Box sx={{ width: 380, p: 2 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography variant="h6">{BELL}</Typography>
            <Button size="small" onClick={inbox.markAllRead}>{MARK_ALL}</Button>
          </Stack>
          <List>
            {inbox.rows.map((r) => (
              <ListItem
                key={r.title} disableGutters
                secondaryAction={(
                  <>
                    <IconButton size="small" aria-label={r.read ? markUnreadName(r.title) : markReadName(r.title)} onClick={() => inbox.toggleRead(r.title)}><KitIcon name={r.read ? 'mail' : 'check'} size={18} /></IconButton>
                    <IconButton size="small" aria-label={archiveName(r.title)} onClick={() => inbox.archive(r.title)}><KitIcon name="archive" size={18} /></IconButton>
                  </>
                )}
              >
                <ListItemText
                  primary={r.title} secondary={r.detail}
                  slotProps={{ primary: { sx: { fontWeight: r.read ? 400 : 700 } } }} sx={{ pr: 9 }}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </>
  );
}
