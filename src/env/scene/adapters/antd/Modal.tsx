import { Modal } from 'antd';
import type { SceneAdapter } from '../../../kit/types';

const SceneModal: SceneAdapter['Modal'] = ({ open, title, onClose, children, footer, wide }) => (
  <Modal open={open} title={title} onCancel={onClose} footer={footer ?? null} width={wide ? 760 : 560}>{children}</Modal>
);
export default SceneModal;
