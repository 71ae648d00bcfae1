import { ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useId } from 'react';
import { useLabelSet } from '../../env/kit/labelSet';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MuiToggleBar({ params }: RendererProps<Params>) {
  const { selected, replace } = useLabelSet('pressed', params.options);
  const labelId = useId();
  return (
    <div>
      <Typography id={labelId} component="div" variant="subtitle2" gutterBottom>{params.label}</Typography>
      <ToggleButtonGroup color="primary" aria-labelledby={labelId} value={selected} onChange={(_, v: string[]) => replace(v)} sx={{ flexWrap: 'wrap' }}>
        {params.options.map((o) => <ToggleButton key={o} value={o} sx={{ textTransform: 'none', px: 1.5 }}>{o}</ToggleButton>)}
      </ToggleButtonGroup>
    </div>
  );
}
