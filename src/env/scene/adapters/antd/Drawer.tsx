import { Drawer } from 'antd';
import type { SceneAdapter } from '../../../kit/types';

const SceneDrawer: SceneAdapter['Drawer'] = ({ open, title, onClose, children }) => (
  <Drawer open={open} title={title} onClose={onClose} size={480}>{children}</Drawer>
);
export default SceneDrawer;
