import { Drawer } from 'antd';
import type { SceneAdapter } from '../../../kit/types';

const SceneDrawer: SceneAdapter['Drawer'] = ({ open, title, onClose, children, wide }) => (
  <Drawer open={open} title={title} onClose={onClose} size={wide ? 760 : 480}>{children}</Drawer>
);
export default SceneDrawer;
