import { Alert } from 'antd';
import type { ClutterPiece } from '../../../../kit/types';

const Clutter: ClutterPiece = ({ item }) => <Alert type="info" title={item.label} showIcon />;
export default Clutter;
