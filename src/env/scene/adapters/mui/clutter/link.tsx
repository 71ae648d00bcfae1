import { Link } from '@mui/material';
import type { ClutterPiece } from '../../../../kit/types';

const Clutter: ClutterPiece = ({ item }) => <Link href="#" onClick={(e) => e.preventDefault()}>{item.label}</Link>;
export default Clutter;
