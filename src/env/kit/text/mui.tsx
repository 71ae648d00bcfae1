/** MUI text fields: an outlined TextField with its floating label and helper text. */
import { TextField, type TextFieldProps } from '@mui/material';
import { useTextValue, type EntryBinding, type EntryParams } from './shared';

/** A TextField bound to the `value` field unless given a value and handler. */
export function MuiEntry({ params, value, onChange, ...rest }: EntryBinding & { params: EntryParams } & Omit<TextFieldProps, 'value' | 'onChange'>) {
  const [bound, onBound] = useTextValue();
  return (
    <TextField
      fullWidth label={params.label} helperText={params.hint} placeholder={params.placeholder}
      value={value ?? bound} onChange={onChange ?? onBound} {...rest}
    />
  );
}
