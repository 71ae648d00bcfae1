import { LinearProgress, Typography } from '@mui/material';
import type { ClutterPiece } from '../../../../kit/types';

const Clutter: ClutterPiece = ({ item }) => <span className="cb-labelled"><Typography variant="body2">{item.label}</Typography><LinearProgress variant="determinate" value={Number(item.detail)} sx={{ width: 140 }} /></span>;
export default Clutter;
