import { Collapse } from 'antd';
import type { SceneAdapter } from '../../../kit/types';

const Disclosure: SceneAdapter['Disclosure'] = ({ label, children }) => <Collapse items={[{ key: 'd', label, children }]} />;
export default Disclosure;
