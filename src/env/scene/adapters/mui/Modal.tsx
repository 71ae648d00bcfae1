import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import type { SceneAdapter } from '../../../kit/types';

const Modal: SceneAdapter['Modal'] = ({ open, title, onClose, children, footer, wide }) => {
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={id} maxWidth={wide ? 'md' : 'sm'} fullWidth>
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      {footer && <DialogActions>{footer}</DialogActions>}
    </Dialog>
  );
};
export default Modal;
