import { Progress } from 'antd';
import type { ClutterPiece } from '../../../../kit/types';

const Clutter: ClutterPiece = ({ item }) => <span className="cb-labelled"><span>{item.label}</span><Progress percent={Number(item.detail)} size="small" style={{ width: 140 }} /></span>;
export default Clutter;
