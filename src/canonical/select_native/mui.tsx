import { FormControl, InputLabel, NativeSelect } from '@mui/material';
import { useId } from 'react';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MuiNativeSelect({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<string | null>('value');
  const id = useId();
  return (
    <FormControl fullWidth>
      <InputLabel variant="standard" htmlFor={id}>{params.label}</InputLabel>
      <NativeSelect value={value ?? ''} onChange={(e) => setValue(e.target.value)} inputProps={{ id }}>
        {value === null && <option value="" disabled>Select…</option>}
        {params.options.map((o) => <option key={o} value={o}>{o}</option>)}
      </NativeSelect>
    </FormControl>
  );
}
