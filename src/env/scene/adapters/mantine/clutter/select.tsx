import { Select } from '@mantine/core';
import type { ClutterPiece } from '../../../../kit/types';

const Clutter: ClutterPiece = ({ item }) => <Select label={item.label} data={item.detail as string[]} w={140} />;
export default Clutter;
