import { IconButton, Snackbar, Tooltip, Typography } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { KitIcon } from '../../env/kit/icons';
import type { RendererProps } from '../../env/kit/types';
import { CopyFields, type CopyFieldProps } from './CopyFields';
import type { Params } from './family';

const Caption = ({ children }: { children: ReactNode }) => <Typography variant="subtitle2">{children}</Typography>;
const Label = ({ children }: { children: ReactNode }) => <Typography variant="body2" color="text.secondary">{children}</Typography>;

/**
 * MUI ships no copy control: an `IconButton` under a "Copy" `Tooltip` (which names it) writes the
 * value with the Clipboard API, and a `Snackbar` confirms, as MUI's own docs compose it.
 */
export default function MuiClipboardCopy({ params }: RendererProps<Params>) {
  const [toast, setToast] = useState(false);
  // One component for the page's life (a new one each render would remount the rows and their tooltips).
  const Field = useMemo(() => ({ value, onCopied }: CopyFieldProps) => (
    <>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{value}</Typography>
      <Tooltip title="Copy">
        <IconButton size="small" onClick={() => void navigator.clipboard.writeText(value).then(() => { onCopied(); setToast(true); })}>
          <KitIcon name="copy" size={18} />
        </IconButton>
      </Tooltip>
    </>
  ), []);
  return (
    <>
      <CopyFields params={params} Caption={Caption} Label={Label} Field={Field} />
      <Snackbar open={toast} autoHideDuration={null} onClose={() => setToast(false)} message="Copied to clipboard" />
    </>
  );
}
