import { Drawer, Typography } from '@mui/material';
import type { SceneAdapter } from '../../../kit/types';

const SceneDrawer: SceneAdapter['Drawer'] = ({ open, title, onClose, children, wide }) => (
  <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: wide ? 760 : 480, p: 2 }, role: 'dialog', 'aria-label': title } as object }}>
    <Typography variant="h6" component="h2" sx={{ mb: 2 }}>{title}</Typography>
    {children}
  </Drawer>
);
export default SceneDrawer;
