import { Alert } from '@mui/material';
import type { ClutterPiece } from '../../../../kit/types';

const Clutter: ClutterPiece = ({ item }) => <Alert severity="info">{item.label}</Alert>;
export default Clutter;
