import { Drawer } from '@mantine/core';
import type { SceneAdapter } from '../../../kit/types';

const SceneDrawer: SceneAdapter['Drawer'] = ({ open, title, onClose, children, wide }) => (
  <Drawer opened={open} onClose={onClose} title={title} position="right" size={wide ? 760 : 480}>{children}</Drawer>
);
export default SceneDrawer;
