import { Button, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import { KitIcon } from '../../env/kit/icons';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { useUploader } from '../../env/kit/uploader';

/** MUI's upload button as its docs compose it (`Button component="label"` over a hidden file input) and a List of the files. */
export default function MuiFileUpload({ params }: RendererProps<Params>) {
  const u = useUploader(params);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 6, minWidth: 300 }}>
      <Typography variant="subtitle2">{params.title}</Typography>
      <Button component="label" variant="contained" startIcon={<KitIcon name="upload" size={18} />}>
        {params.button}
        <input
          hidden type="file" accept={u.accept} multiple={params.multiple}
          onChange={(e) => { u.add([...(e.target.files ?? [])]); e.target.value = ''; }}
        />
      </Button>
      <Typography variant="caption" color="text.secondary">{params.hint}</Typography>
      {u.error && <Typography variant="body2" color="error" aria-live="polite">{u.error}</Typography>}
      {u.files.length > 0 && (
        <List dense disablePadding sx={{ alignSelf: 'stretch' }}>
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
