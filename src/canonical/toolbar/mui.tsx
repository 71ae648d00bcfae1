import { Divider, IconButton, ToggleButton, ToggleButtonGroup, Toolbar } from '@mui/material';
import { KitIcon } from '../../env/kit/icons';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { useToolbar } from './useToolbar';

export default function MuiToolbar({ params }: RendererProps<Params>) {
  const t = useToolbar(params);
  return (
    <Toolbar
      variant="dense" disableGutters role="toolbar" aria-label={params.label}
      sx={{ flexWrap: 'wrap', gap: 0.5, px: 0.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <ToggleButtonGroup size="small" value={t.pressed} onChange={(_, v: string[]) => t.setPressed(v)}>
        {params.toggles.map((x) => <ToggleButton key={x.label} value={x.label} aria-label={x.label}><KitIcon name={x.icon} size={18} /></ToggleButton>)}
      </ToggleButtonGroup>
      <Divider flexItem orientation="vertical" />
      <ToggleButtonGroup size="small" exclusive value={t.align} onChange={(_, v: string | null) => { if (v) t.setAlign(v); }}>
        {params.align.map((x) => <ToggleButton key={x.label} value={x.label} aria-label={x.label}><KitIcon name={x.icon} size={18} /></ToggleButton>)}
      </ToggleButtonGroup>
      <Divider flexItem orientation="vertical" />
      {params.actions.map((x) => <IconButton key={x.label} size="small" aria-label={x.label} onClick={() => t.act(x.label)}><KitIcon name={x.icon} size={18} /></IconButton>)}
    </Toolbar>
  );
}
