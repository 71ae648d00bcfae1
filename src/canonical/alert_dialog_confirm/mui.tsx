import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useConfirmAnswer } from '../../env/kit/confirmAnswer';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/** MUI's alert dialog as its docs compose it: a Dialog labelled by its title and described by its text. */
export default function MuiAlertConfirm({ params }: RendererProps<Params>) {
  const { asked, confirm, closed } = useConfirmAnswer();
  const [open, setOpen] = useState(false);
  const id = useId();
  const close = () => { closed(); setOpen(false); };
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => { asked(); setOpen(true); }}>{params.action}</Button>
      <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
        <DialogTitle id={`${id}-title`}>{params.question}</DialogTitle>
        <DialogContent><DialogContentText id={`${id}-text`}>{params.detail}</DialogContentText></DialogContent>
        <DialogActions>
          <Button onClick={close}>{params.cancel}</Button>
          <Button color="error" variant="contained" onClick={() => { confirm(); setOpen(false); }}>{params.confirm}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
