import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useId } from 'react';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MuiSelect({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<string | null>('value');
  const labelId = useId();
  return (
    <FormControl fullWidth>
      <InputLabel id={labelId}>{params.label}</InputLabel>
      <Select labelId={labelId} label={params.label} value={value ?? ''} onChange={(e) => setValue(e.target.value)}>
        {params.options.map((o) => <MenuItem key={o} value={o}>{o}</MenuItem>)}
      </Select>
    </FormControl>
  );
}
