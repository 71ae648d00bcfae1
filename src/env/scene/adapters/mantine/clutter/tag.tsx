import { Badge } from '@mantine/core';
import type { ClutterPiece } from '../../../../kit/types';

const Clutter: ClutterPiece = ({ item }) => <Badge variant="light">{item.label}</Badge>;
export default Clutter;
