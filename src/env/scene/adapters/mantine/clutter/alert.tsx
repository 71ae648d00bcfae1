import { Alert } from '@mantine/core';
import type { ClutterPiece } from '../../../../kit/types';

const Clutter: ClutterPiece = ({ item }) => <Alert variant="light" title={item.label} />;
export default Clutter;
