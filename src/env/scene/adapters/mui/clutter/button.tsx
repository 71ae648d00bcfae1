import { Button } from '@mui/material';
import type { ClutterPiece } from '../../../../kit/types';

const Clutter: ClutterPiece = ({ item }) => <Button variant="outlined">{item.label}</Button>;
export default Clutter;
