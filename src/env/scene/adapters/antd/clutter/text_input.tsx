import { Input } from 'antd';
import type { ClutterPiece } from '../../../../kit/types';

const Clutter: ClutterPiece = ({ item }) => <Input placeholder={item.label} aria-label={item.label} style={{ width: 180 }} />;
export default Clutter;
