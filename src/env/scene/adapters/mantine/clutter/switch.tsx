import { Switch } from '@mantine/core';
import type { ClutterPiece } from '../../../../kit/types';

const Clutter: ClutterPiece = ({ item }) => <Switch label={item.label} />;
export default Clutter;
