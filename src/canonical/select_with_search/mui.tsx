import { Autocomplete, TextField } from '@mui/material';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MuiSearchSelect({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<string | null>('value');
  return (
    <Autocomplete
      options={params.options}
      value={value}
      onChange={(_, v) => { if (v !== null) setValue(v); }}
      disableClearable={value !== null}
      renderInput={(p) => <TextField {...p} label={params.label} placeholder="Search…" />}
    />
  );
}
