import { Button } from 'antd';
import type { ClutterPiece } from '../../../../kit/types';

const Clutter: ClutterPiece = ({ item }) => <Button>{item.label}</Button>;
export default Clutter;
