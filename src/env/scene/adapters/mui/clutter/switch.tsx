import { FormControlLabel, Switch } from '@mui/material';
import type { ClutterPiece } from '../../../../kit/types';

const Clutter: ClutterPiece = ({ item }) => <FormControlLabel control={<Switch />} label={item.label} />;
export default Clutter;
