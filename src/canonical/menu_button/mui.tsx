import { Button, Menu, MenuItem, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useField } from '../../env/kit/field';
import { KitIcon } from '../../env/kit/icons';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MuiMenuButton({ params }: RendererProps<Params>) {
  const [chosen, setChosen] = useField<string | null>('chosen');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button
        id={`${id}-button`} variant="outlined" endIcon={<KitIcon name="chevronDown" size={18} />}
        aria-haspopup="true" aria-controls={anchor ? `${id}-menu` : undefined} aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {params.label}
      </Button>
      <Menu id={`${id}-menu`} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}>
        {params.items.map((i) => <MenuItem key={i} onClick={() => { setChosen(i); setAnchor(null); }}>{i}</MenuItem>)}
      </Menu>
      {chosen && <Typography variant="body2" color="text.secondary">{params.feedback} {chosen}</Typography>}
    </Stack>
  );
}
