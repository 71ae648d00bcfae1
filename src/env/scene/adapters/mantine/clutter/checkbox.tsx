import { Checkbox } from '@mantine/core';
import type { ClutterPiece } from '../../../../kit/types';

const Clutter: ClutterPiece = ({ item }) => <Checkbox label={item.label} />;
export default Clutter;
