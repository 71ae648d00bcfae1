import { Button, Link, Menu, MenuItem, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { KitIcon } from '../../env/kit/icons';
import type { RendererProps } from '../../env/kit/types';
import { DownloadFiles, type MenuItemProps, type TriggerProps } from './DownloadFiles';
import type { Params } from './family';

const Caption = ({ children }: { children: ReactNode }) => <Typography variant="subtitle2">{children}</Typography>;
const Text = ({ children }: { children: ReactNode }) => <Typography variant="body2">{children}</Typography>;
const Muted = ({ children }: { children: ReactNode }) => <Typography variant="body2" color="text.secondary">{children}</Typography>;
const FileLink = ({ name, href, onClick }: TriggerProps) => <Link variant="body2" href={href} download={name} onClick={onClick}>{name}</Link>;
/** `Button component="a"` keeps the anchor's link role and its `download`. */
const DownloadButton = ({ name, href, onClick }: TriggerProps) => (
  <Button component="a" size="small" href={href} download={name} startIcon={<KitIcon name="download" size={16} />} onClick={onClick}>Download</Button>
);

function ExportMenu({ label, items }: { label: string; items: MenuItemProps[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return (
    <>
      <Button
        id={`${id}-button`} variant="outlined" endIcon={<KitIcon name="chevronDown" size={18} />}
        aria-haspopup="true" aria-controls={anchor ? `${id}-menu` : undefined} aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {label}
      </Button>
      <Menu id={`${id}-menu`} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}>
        {items.map((i) => (
          <MenuItem key={i.name} component="a" href={i.href} download={i.name} onClick={() => { i.onClick(); setAnchor(null); }}>{i.label}</MenuItem>
        ))}
      </Menu>
    </>
  );
}

export default function MuiDownloadTrigger({ params }: RendererProps<Params>) {
  return <DownloadFiles params={params} Caption={Caption} Text={Text} Muted={Muted} FileLink={FileLink} DownloadButton={DownloadButton} ExportMenu={ExportMenu} />;
}
