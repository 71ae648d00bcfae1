import { Slider, Typography } from '@mui/material';
import { useDraftField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

type Range = [number, number];

export default function MuiRangeSlider({ params }: RendererProps<Params>) {
  const [range, setDraft, commit] = useDraftField<Range>('range');
  return (
    <div>
      <Typography gutterBottom>{params.label}</Typography>
      <Slider
        min={params.min} max={params.max} step={params.step} value={range}
        valueLabelDisplay="auto"
        getAriaLabel={(i) => params.thumbs[i]}
        onChange={(_, v) => setDraft(v as Range)}
        onChangeCommitted={(_, v) => commit(v as Range)}
      />
    </div>
  );
}
