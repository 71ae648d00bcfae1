import { Autocomplete, TextField } from '@mui/material';
import type { SuggestedTextParams } from '../../generator/cores/suggestions';
import { suggestionsFor } from './suggestions';
import { useTypedValue } from './typedValue';
import type { RendererProps } from './types';

/** MUI's Autocomplete with freeSolo: any text, or a suggestion from those the typed text holds. */
export function MuiSuggestedText({ params }: RendererProps<SuggestedTextParams>) {
  const { value, text, type, commit, wrapper } = useTypedValue('value');
  return (
    <div {...wrapper}>
      <Autocomplete
        freeSolo
        options={params.suggestions}
        filterOptions={(options, state) => suggestionsFor(options, state.inputValue, params.minChars)}
        value={value}
        inputValue={text}
        onInputChange={(_, v) => type(v)}
        onChange={(_, v) => commit(v ?? '')}
        renderInput={(p) => <TextField {...p} label={params.label} placeholder={params.placeholder} />}
      />
    </div>
  );
}
