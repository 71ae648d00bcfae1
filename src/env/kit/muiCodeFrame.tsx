import { Button, Chip, Paper, Stack, Typography } from '@mui/material';
import type { CodeFrameProps } from './codeFrame';

/** MUI has no code editor: CodeMirror in an outlined Paper under a toolbar row. */
export function MuiCodeFrame(p: CodeFrameProps) {
  const footer = p.problem || p.status;
  return (
    <Paper variant="outlined">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 1.5, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={p.labelId} variant="subtitle2" component="span" sx={{ flex: 1, fontFamily: 'monospace' }}>{p.file}</Typography>
        <Chip size="small" label={p.language} />
        {p.buttons.map((b) => <Button key={b.label} size="small" onClick={b.onClick}>{b.label}</Button>)}
      </Stack>
      <div ref={p.host} />
      {footer ? (
        <Typography role={p.problem ? 'alert' : undefined} variant="caption" component="div" color={p.problem ? 'error' : 'text.secondary'} sx={{ px: 1.5, py: 0.5, borderTop: 1, borderColor: 'divider' }}>
          {p.problem || p.status}
        </Typography>
      ) : null}
    </Paper>
  );
}
