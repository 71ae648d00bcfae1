import { Progress, Text } from '@mantine/core';
import type { ClutterPiece } from '../../../../kit/types';

const Clutter: ClutterPiece = ({ item }) => <span className="cb-labelled"><Text size="sm">{item.label}</Text><Progress value={Number(item.detail)} w={140} /></span>;
export default Clutter;
