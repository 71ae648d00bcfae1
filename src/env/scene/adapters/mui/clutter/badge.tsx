import { Badge, Typography } from '@mui/material';
import type { ClutterPiece } from '../../../../kit/types';

const Clutter: ClutterPiece = ({ item }) => <Badge badgeContent={5} color="primary"><Typography variant="body2" sx={{ pr: 1 }}>{item.label}</Typography></Badge>;
export default Clutter;
