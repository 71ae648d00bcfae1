import { Select } from 'antd';
import { Labelled } from '../labelled';
import type { ClutterPiece } from '../../../../kit/types';

const Clutter: ClutterPiece = ({ item }) => <Labelled label={item.label}>{(id) => <Select id={id} style={{ width: 120 }} options={(item.detail as string[]).map((o) => ({ value: o, label: o }))} />}</Labelled>;
export default Clutter;
