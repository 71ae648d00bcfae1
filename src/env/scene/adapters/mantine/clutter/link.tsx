import { Anchor } from '@mantine/core';
import type { ClutterPiece } from '../../../../kit/types';

const Clutter: ClutterPiece = ({ item }) => <Anchor href="#" onClick={(e) => e.preventDefault()}>{item.label}</Anchor>;
export default Clutter;
