import { Box, Slider, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useDraftField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { rgba, sliderName } from './model';

const CHECKER = 'repeating-conic-gradient(#c8c8c8 0% 25%, #ffffff 0% 50%) 0 0 / 10px 10px';

/** MUI has no colour slider: its Slider over a transparent-to-colour rail, with a preview swatch. */
export default function MuiAlphaSlider({ params }: RendererProps<Params>) {
  const [alpha, setDraft, commit] = useDraftField<number>('alpha');
  const labelId = useId();
  const shown = rgba(params.color, alpha);
  return (
    <div>
      <Typography id={labelId} gutterBottom>{sliderName(params)}</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Slider
          aria-labelledby={labelId}
          min={0} max={100} step={1} value={Math.round(alpha * 100)} track={false}
          valueLabelDisplay="auto" valueLabelFormat={(v) => `${v}%`}
          onChange={(_, v) => setDraft((v as number) / 100)}
          onChangeCommitted={(_, v) => commit((v as number) / 100)}
          sx={{ '& .MuiSlider-rail': { opacity: 1, height: 10, background: `linear-gradient(90deg, transparent, ${params.color}), ${CHECKER}` } }}
        />
        <Box sx={{ flex: 'none', width: 36, height: 36, borderRadius: 1, border: 1, borderColor: 'divider', background: `linear-gradient(${shown}, ${shown}), ${CHECKER}` }} />
      </Stack>
    </div>
  );
}
