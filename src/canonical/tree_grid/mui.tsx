import { Checkbox, IconButton, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useId } from 'react';
import { KitIcon } from '../../env/kit/icons';
import { useTreeTable } from '../../env/kit/treeTable';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/**
 * MUI's Table as its examples compose expandable and selectable rows: a toggle ("expand row") in
 * its own cell, a checkbox labelled by the row's name cell; a group's rows follow it, indented.
 */
export default function MuiTreeGrid({ params }: RendererProps<Params>) {
  const rows = useTreeTable(params.nodes, params.cells);
  const id = useId();
  return (
    <div>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>{params.label}</Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell padding="checkbox" />
              <TableCell>Name</TableCell>
              <TableCell>{params.columns[0]}</TableCell>
              <TableCell>{params.columns[1]}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r, k) => (
              <TableRow key={r.key} hover selected={r.on}>
                <TableCell padding="checkbox">
                  <Checkbox checked={r.on} onChange={(e) => r.tick(e.target.checked)} slotProps={{ input: { 'aria-labelledby': `${id}-${k}` } }} />
                </TableCell>
                <TableCell padding="checkbox">
                  {r.folder && (
                    <IconButton aria-label="expand row" size="small" onClick={r.toggle}>
                      <KitIcon name={r.open ? 'chevronDown' : 'chevronRight'} size={16} />
                    </IconButton>
                  )}
                </TableCell>
                <TableCell id={`${id}-${k}`} sx={{ pl: 2 + r.level * 3, fontWeight: r.folder ? 600 : undefined }}>{r.label}</TableCell>
                <TableCell>{r.cells[0]}</TableCell>
                <TableCell>{r.cells[1]}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </div>
  );
}
