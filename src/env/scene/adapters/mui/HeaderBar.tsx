import { AppBar, Toolbar, Typography } from '@mui/material';
import type { SceneAdapter } from '../../../kit/types';

const HeaderBar: SceneAdapter['HeaderBar'] = ({ title, children }) => (
  <AppBar position="static" color="default" elevation={1}>
    <Toolbar className="cb-header">
      <Typography variant="h6" component="div">{title}</Typography>
      {children}
    </Toolbar>
  </AppBar>
);
export default HeaderBar;
