import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { useJob } from './useJob';

const COLOR = { complete: 'success', canceled: 'error' } as const;

/** LinearProgress with its value printed beside it, as MUI's own "with label" demo composes it. */
export default function MuiProgressBar({ params }: RendererProps<Params>) {
  const job = useJob(params);
  return (
    <div>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography>{params.label}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>{job.statusText}</Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 1 }}>
        <Box sx={{ flex: 1 }}>
          <LinearProgress variant="determinate" value={job.progress} color={COLOR[job.status as keyof typeof COLOR] ?? 'primary'} aria-label={params.label} sx={{ height: 8, borderRadius: 4 }} />
        </Box>
        {params.showValue && <Typography variant="body2" sx={{ color: 'text.secondary', minWidth: 36 }}>{`${job.progress}%`}</Typography>}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {job.buttons.map((b) => <Button key={b.action} size="small" variant="outlined" sx={{ whiteSpace: 'nowrap' }} disabled={b.disabled} onClick={b.press}>{b.name}</Button>)}
      </Stack>
    </div>
  );
}
