import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useOverlayChoice } from '../../env/kit/overlayChoice';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/** MUI's Dialog as its docs compose it: a title that labels it, content text and actions (no close button). */
export default function MuiDialog({ params }: RendererProps<Params>) {
  const { open, show, choose, dismiss } = useOverlayChoice(params.initialOpen);
  const id = useId();
  const last = params.actions.length - 1;
  return (
    <>
      <Button variant="outlined" onClick={show}>{params.trigger}</Button>
      <Dialog open={open} onClose={dismiss} aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`}>
        <DialogTitle id={`${id}-title`}>{params.title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-body`}>{params.body}</DialogContentText>
        </DialogContent>
        <DialogActions>
          {params.actions.map((a, i) => (
            <Button key={a} variant={i === last ? 'contained' : 'text'} onClick={() => choose(a)}>{a}</Button>
          ))}
        </DialogActions>
      </Dialog>
    </>
  );
}
