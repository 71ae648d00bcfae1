import { Typography } from 'antd';
import type { ClutterPiece } from '../../../../kit/types';

const Clutter: ClutterPiece = ({ item }) => <Typography.Link href="#" onClick={(e) => e.preventDefault()}>{item.label}</Typography.Link>;
export default Clutter;
