import { Card, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { SceneAdapter } from '../../../kit/types';

const SceneTable: SceneAdapter['Table'] = ({ columns, rows }) => (
  <TableContainer component={Card} variant="outlined">
    <Table>
      <TableHead><TableRow><TableCell>{columns[0]}</TableCell><TableCell>{columns[1]}</TableCell></TableRow></TableHead>
      <TableBody>
        {rows.map((r) => <TableRow key={r.key}><TableCell><span id={r.labelId}>{r.label}</span></TableCell><TableCell>{r.cell}</TableCell></TableRow>)}
      </TableBody>
    </Table>
  </TableContainer>
);
export default SceneTable;
