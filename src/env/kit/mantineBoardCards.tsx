/** Mantine parts for a board: column panels of cards (kit/sortable.tsx). */
import { Card, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DragRowParts, RowProps } from './sortable';

const Heading = ({ children }: { children: ReactNode }) => <Text size="sm" fw={600}>{children}</Text>;
const Column = ({ children }: { children: ReactNode }) => (
  <Paper bg="var(--mantine-color-default-hover)" p="xs" radius="md" mih={96}><Stack gap="xs">{children}</Stack></Paper>
);
/** A board card: a Mantine Card, the whole card the drag handle. */
const BoardCard = ({ label, rowRef, style, handle, dragging }: RowProps) => (
  <Card ref={rowRef as never} withBorder padding="sm" shadow={dragging ? 'md' : 'xs'} style={{ ...style, cursor: 'grab' }} {...handle}>
    <Text size="sm">{label}</Text>
  </Card>
);

/** Columns of cards on a board. */
export const mantineBoardCards: DragRowParts = { Heading, List: Column, Row: BoardCard };
