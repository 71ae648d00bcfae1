import { Button, ButtonGroup, Menu, MenuItem, Stack, Typography } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useField } from '../../env/kit/field';
import { KitIcon } from '../../env/kit/icons';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MuiSplitButton({ params }: RendererProps<Params>) {
  const [executed, setExecuted] = useField<string | null>('executed');
  const [open, setOpen] = useState(false);
  const group = useRef<HTMLDivElement>(null);
  const menuId = useId();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ButtonGroup variant="contained" ref={group}>
        <Button onClick={() => setExecuted(params.main)}>{params.main}</Button>
        <Button
          size="small" aria-label={params.menuLabel} aria-haspopup="menu"
          aria-controls={open ? menuId : undefined} aria-expanded={open ? 'true' : undefined} onClick={() => setOpen((o) => !o)}
        >
          <KitIcon name="chevronDown" size={18} />
        </Button>
      </ButtonGroup>
      <Menu
        id={menuId} anchorEl={group.current} open={open} onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {params.more.map((m) => <MenuItem key={m} onClick={() => { setExecuted(m); setOpen(false); }}>{m}</MenuItem>)}
      </Menu>
      {executed && <Typography variant="body2" color="text.secondary">{params.feedback} {executed}</Typography>}
    </Stack>
  );
}
