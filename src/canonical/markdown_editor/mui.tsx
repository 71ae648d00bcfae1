import { IconButton, Stack, Tab, Tabs, TextField } from '@mui/material';
import { KitIcon } from '../../env/kit/icons';
import { MarkdownPreview } from '../../env/kit/MarkdownPreview';
import type { RendererProps } from '../../env/kit/types';
import { MARKDOWN_TOOLS, useMarkdownEditor } from '../../env/kit/useMarkdownEditor';
import type { Params } from './family';

/** MUI has no markdown editor: Write/Preview Tabs over a multiline TextField with an icon toolbar. */
export default function MuiMarkdownEditor({ params }: RendererProps<Params>) {
  const md = useMarkdownEditor(params.initial, params.preview);
  return (
    <Stack spacing={1}>
      <Tabs value={md.view} onChange={(_, v) => md.setView(v)} sx={{ minHeight: 36, '& .MuiTab-root': { minHeight: 36, py: 0.5 } }}>
        <Tab value="Write" label="Write" />
        <Tab value="Preview" label="Preview" />
      </Tabs>
      {md.view === 'Write' ? (
        <>
          <Stack direction="row" spacing={0.5} role="toolbar" aria-label="Formatting">
            {MARKDOWN_TOOLS.map((t) => (
              <IconButton key={t.kind} size="small" aria-label={t.label} onMouseDown={(e) => e.preventDefault()} onClick={() => md.apply(t.kind)}>
                <KitIcon name={t.icon} size={18} />
              </IconButton>
            ))}
          </Stack>
          <TextField label={params.label} multiline minRows={6} fullWidth value={md.text} onChange={(e) => md.edit(e.target.value)} inputRef={md.area} />
        </>
      ) : (
        <MarkdownPreview html={md.html} style={{ padding: '8px 12px', border: '1px solid var(--mui-palette-divider, rgba(127,127,127,.3))', borderRadius: 4 }} />
      )}
    </Stack>
  );
}
