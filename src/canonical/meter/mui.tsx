import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import type { RendererProps } from '../../env/kit/types';
import type { Adjuster } from './adjust';
import type { Params } from './family';
import { useLevel } from './level';

/** LinearProgress with its value printed beside it, as MUI's own "with label" demo composes it. */
export default function MuiMeter({ params }: RendererProps<Params>) {
  const m = useLevel(params);
  const button = (b: Adjuster) => (
    <Button key={b.name} size="small" variant="outlined" sx={{ minWidth: 40 }} aria-label={b.name} disabled={m.blocked(b)} onClick={() => m.press(b)}>{b.text}</Button>
  );
  return (
    <div>
      <Typography gutterBottom>{params.label}</Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {m.lower.map(button)}
        <Box sx={{ flex: 1 }}><LinearProgress variant="determinate" value={m.level} aria-label={params.label} sx={{ height: 8, borderRadius: 4 }} /></Box>
        {params.showValue && <Typography variant="body2" sx={{ color: 'text.secondary', minWidth: 36 }}>{`${m.level}%`}</Typography>}
        {m.raise.map(button)}
      </Stack>
    </div>
  );
}
