import { Badge } from 'antd';
import type { ClutterPiece } from '../../../../kit/types';

const Clutter: ClutterPiece = ({ item }) => <Badge count={5} offset={[10, 0]}><span>{item.label}</span></Badge>;
export default Clutter;
