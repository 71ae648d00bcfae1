import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MuiRadioGroup({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<string | null>('value');
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{params.label}</FormLabel>
      <RadioGroup aria-labelledby={labelId} value={value ?? ''} onChange={(e) => setValue(e.target.value)}>
        {params.options.map((o) => <FormControlLabel key={o} value={o} control={<Radio />} label={o} />)}
      </RadioGroup>
    </FormControl>
  );
}
