import { ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useId } from 'react';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/** MUI's segmented control is an exclusive toggle-button group that always keeps one segment. */
export default function MuiSegmented({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<string>('value');
  const labelId = useId();
  return (
    <div>
      <Typography id={labelId} component="div" variant="subtitle2" gutterBottom>{params.label}</Typography>
      <ToggleButtonGroup exclusive color="primary" orientation={params.vertical ? 'vertical' : 'horizontal'} aria-labelledby={labelId} value={value} onChange={(_, v: string | null) => { if (v !== null) setValue(v); }}>
        {params.options.map((o) => <ToggleButton key={o} value={o} sx={{ textTransform: 'none', px: 2 }}>{o}</ToggleButton>)}
      </ToggleButtonGroup>
    </div>
  );
}
