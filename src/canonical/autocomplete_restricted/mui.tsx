import { Autocomplete, TextField } from '@mui/material';
import { useField } from '../../env/kit/field';
import { suggestionsFor } from '../../env/kit/suggestions';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MuiRestrictedAutocomplete({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<string | null>('value');
  return (
    <Autocomplete
      options={params.suggestions}
      filterOptions={(options, state) => suggestionsFor(options, state.inputValue, params.minChars)}
      value={value}
      onChange={(_, v) => { if (v !== null) setValue(v); }}
      disableClearable={value !== null}
      noOptionsText="No suggestions"
      renderInput={(p) => <TextField {...p} label={params.label} placeholder={params.placeholder} />}
    />
  );
}
