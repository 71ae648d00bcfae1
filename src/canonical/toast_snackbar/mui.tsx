import { Button, Snackbar } from '@mui/material';
import { useState } from 'react';
import { useUndoable } from '../../env/kit/undoToast';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/** MUI's Snackbar as its docs use it: it hides after its duration and ignores clicks elsewhere. */
export default function MuiToast({ params }: RendererProps<Params>) {
  const { act, undo } = useUndoable();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => { act(); setOpen(true); }}>{params.action}</Button>
      <Snackbar
        open={open} autoHideDuration={params.duration} message={params.message}
        onClose={(_, reason) => { if (reason !== 'clickaway') setOpen(false); }}
        action={<Button size="small" color="secondary" onClick={() => { undo(); setOpen(false); }}>{params.undo}</Button>}
      />
    </>
  );
}
