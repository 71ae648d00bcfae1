import { Modal } from '@mantine/core';
import type { SceneAdapter } from '../../../kit/types';

const SceneModal: SceneAdapter['Modal'] = ({ open, title, onClose, children, footer }) => (
  <Modal opened={open} onClose={onClose} title={title} size="lg">
    {children}
    {footer}
  </Modal>
);
export default SceneModal;
