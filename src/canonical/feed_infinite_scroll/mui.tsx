import { Box, Button, Card, CardHeader, Divider, List, ListItem, Stack, Typography } from '@mui/material';
import { Fragment, useId } from 'react';
import { FEED_END, FEED_HEIGHT, useFeed } from '../../env/kit/feed';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/** MUI's List in a scrolling Box, its scroll handler loading the next page at the end (MUI has no feed component). */
export default function MuiFeed({ params }: RendererProps<Params>) {
  const f = useFeed(params);
  const id = useId();
  return (
    <Card variant="outlined" sx={{ width: 340 }}>
      <CardHeader title={params.label} slotProps={{ title: { id: `${id}-label`, variant: 'subtitle1', fontWeight: 600 } }} sx={{ py: 1 }} />
      <Divider />
      <Box role="feed" aria-labelledby={`${id}-label`} onScroll={f.onScroll} sx={{ height: FEED_HEIGHT, overflow: 'auto' }}>
        <List disablePadding>
          {f.shown.map((post) => (
            <Fragment key={post.key}>
              <ListItem component="article" aria-labelledby={`${id}-${post.key}`} sx={{ display: 'block', py: 1 }}>
                <Typography variant="subtitle2" id={`${id}-${post.key}`}>{post.title}</Typography>
                <Typography variant="caption" color="text.secondary">{post.author} · {post.age}</Typography>
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 0.5 }}>
                  <Typography variant="body2">{post.body}</Typography>
                  <Button size="small" variant={f.isSaved(post.title) ? 'contained' : 'outlined'} onClick={() => f.toggle(post.title)}>{f.isSaved(post.title) ? params.buttons.saved : params.buttons.save}</Button>
                </Stack>
              </ListItem>
              <Divider component="li" />
            </Fragment>
          ))}
          {!f.more && (
            <ListItem sx={{ justifyContent: 'center' }}>
              <Typography variant="body2" color="text.secondary">{FEED_END}</Typography>
            </ListItem>
          )}
        </List>
      </Box>
    </Card>
  );
}
