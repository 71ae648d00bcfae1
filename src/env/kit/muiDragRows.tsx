/** MUI parts for drag rows (kit/sortable.tsx). */
import { List as MuiList, ListItem, ListItemIcon, ListItemText, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { KitIcon } from './icons';
import type { DragRowParts, RowProps } from './sortable';

const Heading = ({ children }: { children: ReactNode }) => <Typography variant="subtitle2">{children}</Typography>;
const List = ({ children }: { children: ReactNode }) => <Paper variant="outlined"><MuiList disablePadding>{children}</MuiList></Paper>;
/** An MUI `ListItem` per row, the whole row the drag handle (dnd-kit's button). */
const Row = ({ label, rowRef, style, handle, dragging }: RowProps) => (
  <ListItem ref={rowRef as never} divider style={style} sx={{ cursor: 'grab', bgcolor: 'background.paper', boxShadow: dragging ? 4 : 0, '&:last-child': { borderBottom: 0 } }} {...handle}>
    <ListItemIcon sx={{ minWidth: 32 }}><KitIcon name="grip" size={18} /></ListItemIcon>
    <ListItemText primary={label} />
  </ListItem>
);

export const muiDragRows: DragRowParts = { Heading, List, Row };
