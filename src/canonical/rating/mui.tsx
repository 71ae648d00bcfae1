import { Rating, Typography } from '@mui/material';
import { useId } from 'react';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { NO_RATING, starName } from './model';

export default function MuiRating({ params: p }: RendererProps<Params>) {
  const [value, setValue] = useField<number>('value');
  const labelId = useId();
  return (
    <div>
      <Typography id={labelId} component="div" variant="subtitle2" gutterBottom>{p.label}</Typography>
      <Rating
        role="radiogroup"
        aria-labelledby={labelId}
        max={p.count}
        precision={p.step}
        value={value || null}
        onChange={(_, v) => setValue(v ?? 0)}
        getLabelText={starName}
        emptyLabelText={NO_RATING}
      />
    </div>
  );
}
