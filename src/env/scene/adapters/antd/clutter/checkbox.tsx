import { Checkbox } from 'antd';
import type { ClutterPiece } from '../../../../kit/types';

const Clutter: ClutterPiece = ({ item }) => <Checkbox>{item.label}</Checkbox>;
export default Clutter;
