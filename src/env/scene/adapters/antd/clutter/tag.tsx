import { Tag } from 'antd';
import type { ClutterPiece } from '../../../../kit/types';

const Clutter: ClutterPiece = ({ item }) => <Tag color="blue">{item.label}</Tag>;
export default Clutter;
