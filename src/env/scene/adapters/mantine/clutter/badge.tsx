import { Indicator, Text } from '@mantine/core';
import type { ClutterPiece } from '../../../../kit/types';

const Clutter: ClutterPiece = ({ item }) => <Indicator label="5" size={16}><Text size="sm" pr={6}>{item.label}</Text></Indicator>;
export default Clutter;
