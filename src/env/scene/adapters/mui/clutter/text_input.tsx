import { TextField } from '@mui/material';
import type { ClutterPiece } from '../../../../kit/types';

const Clutter: ClutterPiece = ({ item }) => <TextField label={item.label} size="small" />;
export default Clutter;
