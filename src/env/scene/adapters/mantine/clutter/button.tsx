import { Button } from '@mantine/core';
import type { ClutterPiece } from '../../../../kit/types';

const Clutter: ClutterPiece = ({ item }) => <Button variant="default">{item.label}</Button>;
export default Clutter;
