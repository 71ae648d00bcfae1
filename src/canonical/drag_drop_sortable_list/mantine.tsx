import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { KitIcon } from '../../env/kit/icons';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { SortableRows, type RowProps } from './SortableRows';

const Heading = ({ children }: { children: ReactNode }) => <Text size="sm" fw={600}>{children}</Text>;
const List = ({ children }: { children: ReactNode }) => <Stack gap={6}>{children}</Stack>;
/** A bordered Mantine `Paper` per row, the whole row the drag handle (dnd-kit's button). */
const Row = ({ label, rowRef, style, handle, dragging }: RowProps) => (
  <Paper ref={rowRef as never} withBorder px="sm" py={6} shadow={dragging ? 'md' : undefined} style={{ ...style, cursor: 'grab' }} {...handle}>
    <Group gap="sm" wrap="nowrap"><KitIcon name="grip" size={16} /><Text size="sm">{label}</Text></Group>
  </Paper>
);

export default function MantineSortableList({ params }: RendererProps<Params>) {
  return <SortableRows params={params} Heading={Heading} List={List} Row={Row} />;
}
