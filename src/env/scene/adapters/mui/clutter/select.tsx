import { MenuItem, TextField } from '@mui/material';
import type { ClutterPiece } from '../../../../kit/types';

const Clutter: ClutterPiece = ({ item }) => (
  <TextField select label={item.label} size="small" defaultValue="" sx={{ minWidth: 130 }}>
    {(item.detail as string[]).map((o) => <MenuItem key={o} value={o}>{o}</MenuItem>)}
  </TextField>
);
export default Clutter;
