import { Box, Button, Popover, Stack, Typography } from '@mui/material';
import { useRef } from 'react';
import { useOverlayChoice } from '../../env/kit/overlayChoice';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/** MUI's Popover as shipped: its paper has no role; Escape and a click on the backdrop close it. */
export default function MuiPopover({ params }: RendererProps<Params>) {
  const { open, show, choose, dismiss } = useOverlayChoice(false);
  const anchor = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={anchor} variant="outlined" onClick={show}>{params.trigger}</Button>
      <Popover open={open} anchorEl={anchor.current} onClose={dismiss} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <Box sx={{ p: 2, maxWidth: 300 }}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>{params.title}</Typography>
          {params.body && <Typography variant="body2" sx={{ mb: 1.5 }}>{params.body}</Typography>}
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {params.choices.map((c) => <Button key={c} size="small" variant="outlined" onClick={() => choose(c)}>{c}</Button>)}
          </Stack>
        </Box>
      </Popover>
    </>
  );
}
