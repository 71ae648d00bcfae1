/** Mantine parts for drag rows (kit/sortable.tsx). */
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { KitIcon } from './icons';
import type { DragRowParts, RowProps } from './sortable';

const Heading = ({ children }: { children: ReactNode }) => <Text size="sm" fw={600}>{children}</Text>;
const List = ({ children }: { children: ReactNode }) => <Stack gap={6}>{children}</Stack>;
/** A bordered Mantine `Paper` per row, the whole row the drag handle (dnd-kit's button). */
const Row = ({ label, rowRef, style, handle, dragging }: RowProps) => (
  <Paper ref={rowRef as never} withBorder px="sm" py={6} shadow={dragging ? 'md' : undefined} style={{ ...style, cursor: 'grab' }} {...handle}>
    <Group gap="sm" wrap="nowrap"><KitIcon name="grip" size={16} /><Text size="sm">{label}</Text></Group>
  </Paper>
);

export const mantineDragRows: DragRowParts = { Heading, List, Row };
