import { Chip } from '@mui/material';
import type { ClutterPiece } from '../../../../kit/types';

const Clutter: ClutterPiece = ({ item }) => <Chip label={item.label} color="primary" variant="outlined" />;
export default Clutter;
