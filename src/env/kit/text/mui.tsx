/** MUI text fields: an outlined TextField with its floating label and helper text. */
import { TextField, type TextFieldProps } from '@mui/material';
import { useTextValue, type EntryParams } from './shared';

export function MuiEntry({ params, ...rest }: { params: EntryParams } & Omit<TextFieldProps, 'value' | 'onChange'>) {
  const [value, onChange] = useTextValue();
  return (
    <TextField
      fullWidth label={params.label} helperText={params.hint} placeholder={params.placeholder}
      value={value} onChange={onChange} {...rest}
    />
  );
}
