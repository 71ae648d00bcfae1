import { Button, Checkbox, IconButton, List, ListItem, ListItemIcon, ListItemText, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { KitIcon } from '../../env/kit/icons';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { FileRows, type RowProps } from './FileRows';

const Caption = ({ children }: { children: ReactNode }) => <Typography variant="subtitle2">{children}</Typography>;
const BulkButton = ({ label, disabled, onClick }: { label: string; disabled: boolean; onClick(): void }) => (
  <Button color="error" size="small" variant="outlined" disabled={disabled} startIcon={<KitIcon name="delete" size={16} />} onClick={onClick}>{label}</Button>
);
const Rows = ({ children }: { children: ReactNode }) => <Paper variant="outlined"><List dense disablePadding>{children}</List></Paper>;
const Row = ({ file, selected, onSelect, onDelete }: RowProps) => (
  <ListItem divider secondaryAction={<IconButton edge="end" size="small" aria-label={`Delete ${file.name}`} onClick={onDelete}><KitIcon name="delete" size={18} /></IconButton>}>
    <ListItemIcon sx={{ minWidth: 36 }}>
      <Checkbox edge="start" size="small" checked={selected} onChange={(e) => onSelect(e.target.checked)} slotProps={{ input: { 'aria-label': `Select ${file.name}` } }} />
    </ListItemIcon>
    <ListItemText primary={file.name} secondary={`${file.size} · ${file.modified}`} />
  </ListItem>
);

export default function MuiFileListManager({ params }: RendererProps<Params>) {
  return <FileRows params={params} Caption={Caption} BulkButton={BulkButton} Rows={Rows} Row={Row} />;
}
