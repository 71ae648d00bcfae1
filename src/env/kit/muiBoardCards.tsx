/** MUI parts for a board: column panels of cards (kit/sortable.tsx). */
import { Card, CardContent, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { DragRowParts, RowProps } from './sortable';

const Heading = ({ children }: { children: ReactNode }) => <Typography variant="subtitle2">{children}</Typography>;
const Column = ({ children }: { children: ReactNode }) => (
  <Paper variant="outlined" sx={{ bgcolor: 'action.hover', p: 1, minHeight: 96 }}><Stack spacing={1}>{children}</Stack></Paper>
);
/** A board card: an MUI Card, the whole card the drag handle. */
const BoardCard = ({ label, rowRef, style, handle, dragging }: RowProps) => (
  <Card ref={rowRef as never} variant={dragging ? 'elevation' : 'outlined'} elevation={dragging ? 6 : 0} style={style} sx={{ cursor: 'grab' }} {...handle}>
    <CardContent sx={{ py: 1, px: 1.5, '&:last-child': { pb: 1 } }}><Typography variant="body2">{label}</Typography></CardContent>
  </Card>
);

/** Columns of cards on a board. */
export const muiBoardCards: DragRowParts = { Heading, List: Column, Row: BoardCard };
