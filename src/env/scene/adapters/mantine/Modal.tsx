import { Modal } from '@mantine/core';
import type { SceneAdapter } from '../../../kit/types';

const SceneModal: SceneAdapter['Modal'] = ({ open, title, onClose, children, footer, wide }) => (
  <Modal opened={open} onClose={onClose} title={title} size={wide ? 'xl' : 'lg'}>
    {children}
    {footer}
  </Modal>
);
export default SceneModal;
