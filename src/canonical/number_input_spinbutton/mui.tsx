import { TextField } from '@mui/material';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MuiNumber({ params: p }: RendererProps<Params>) {
  const [value, setValue] = useField<number | null>('value');
  return (
    <TextField
      fullWidth type="number" label={p.label} helperText={p.hint} value={value ?? ''}
      onChange={(e) => setValue(e.target.value === '' || Number.isNaN(Number(e.target.value)) ? null : Number(e.target.value))}
      slotProps={{ htmlInput: { min: p.min, max: p.max, step: p.step } }}
    />
  );
}
