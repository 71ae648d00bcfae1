import { Box, Button, Collapse, Typography } from '@mui/material';
import { useId } from 'react';
import { useField } from '../../env/kit/field';
import { KitIcon } from '../../env/kit/icons';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/** MUI's Collapse has no trigger of its own: a Button with aria-expanded drives it, as MUI's docs do. */
export default function MuiCollapsible({ params }: RendererProps<Params>) {
  const [open, setOpen] = useField<boolean>('open');
  const id = useId();
  return (
    <Box>
      <Button
        onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={`${id}-body`}
        endIcon={<KitIcon name="chevronDown" size={18} style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} />}
      >
        {params.label}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Typography id={`${id}-body`} variant="body2" sx={{ px: 1, pt: 1 }}>{params.body}</Typography>
      </Collapse>
    </Box>
  );
}
