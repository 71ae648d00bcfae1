import { IconButton, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useDropzone } from 'react-dropzone';
import { KitIcon } from '../../env/kit/icons';
import type { RendererProps } from '../../env/kit/types';
import { useUploader } from '../../env/kit/uploader';
import { DROP_LINE } from '../../env/kit/uploaderModel';
import type { Params } from './family';

/**
 * MUI has no dropzone: react-dropzone's root (as it ships: no role of its own, its visually hidden
 * file input the named control) on an outlined Paper, over a List of the files.
 */
export default function MuiFileDropzone({ params }: RendererProps<Params>) {
  const u = useUploader(params);
  const { getRootProps, getInputProps, isDragActive } = useDropzone({ onDrop: (files) => u.add(files), multiple: params.multiple });
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 6, width: 340 }}>
      <Typography variant="subtitle2">{params.title}</Typography>
      <Paper
        variant="outlined"
        {...getRootProps()}
        sx={{ p: 3, textAlign: 'center', borderStyle: 'dashed', borderWidth: 2, cursor: 'pointer', bgcolor: isDragActive ? 'action.hover' : 'transparent' }}
      >
        <input {...getInputProps()} />
        <div style={{ display: 'flex', justifyContent: 'center' }}><KitIcon name="upload" size={28} /></div>
        <Typography variant="subtitle1" component="p">{params.button}</Typography>
        <Typography variant="body2" color="text.secondary">{DROP_LINE}</Typography>
        <Typography variant="caption" color="text.secondary">{params.hint}</Typography>
      </Paper>
      {u.error && <Typography variant="body2" color="error" aria-live="polite">{u.error}</Typography>}
      {u.files.length > 0 && (
        <List dense disablePadding>
          {u.files.map((f) => (
            <ListItem
              key={f.uid} disableGutters
              secondaryAction={<IconButton edge="end" size="small" aria-label={`Remove ${f.name}`} onClick={() => u.remove(f.uid)}><KitIcon name="delete" size={18} /></IconButton>}
            >
              <ListItemText primary={f.name} />
            </ListItem>
          ))}
        </List>
      )}
    </div>
  );
}
