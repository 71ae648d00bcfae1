import { Slider, Typography } from '@mui/material';
import { useId } from 'react';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MuiSlider({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<number>('value');
  const labelId = useId();
  return (
    <div>
      <Typography id={labelId} gutterBottom>{params.label}</Typography>
      <Slider
        aria-labelledby={labelId}
        min={params.min} max={params.max} step={params.step} value={value}
        valueLabelDisplay="auto"
        onChange={(_, v) => setValue(v as number)}
      />
    </div>
  );
}
