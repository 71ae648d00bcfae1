import { TextInput } from '@mantine/core';
import type { ClutterPiece } from '../../../../kit/types';

const Clutter: ClutterPiece = ({ item }) => <TextInput label={item.label} w={180} />;
export default Clutter;
