import { Box, Chip, FormControl, InputLabel, MenuItem, OutlinedInput, Select } from '@mui/material';
import { useId } from 'react';
import { useLabelSet } from '../../env/kit/labelSet';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MuiMultiSelect({ params }: RendererProps<Params>) {
  const { selected, replace } = useLabelSet('values', params.options);
  const labelId = useId();
  return (
    <FormControl fullWidth>
      <InputLabel id={labelId}>{params.label}</InputLabel>
      <Select
        labelId={labelId}
        multiple
        value={selected}
        onChange={(e) => replace(typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value)}
        input={<OutlinedInput label={params.label} />}
        renderValue={(chosen) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {chosen.map((v) => <Chip key={v} label={v} size="small" />)}
          </Box>
        )}
      >
        {params.options.map((o) => <MenuItem key={o} value={o}>{o}</MenuItem>)}
      </Select>
    </FormControl>
  );
}
