import { Switch } from 'antd';
import { Labelled } from '../labelled';
import type { ClutterPiece } from '../../../../kit/types';

const Clutter: ClutterPiece = ({ item }) => <Labelled label={item.label}>{(id) => <Switch id={id} />}</Labelled>;
export default Clutter;
