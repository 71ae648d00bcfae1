import { Checkbox, FormControlLabel } from '@mui/material';
import type { ClutterPiece } from '../../../../kit/types';

const Clutter: ClutterPiece = ({ item }) => <FormControlLabel control={<Checkbox />} label={item.label} />;
export default Clutter;
