import { Box, InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { readHexInput } from '../../core/color';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/** MUI has no colour field: a TextField with a swatch, committing a valid hex code on Enter or blur. */
export default function MuiColorTextInput({ params }: RendererProps<Params>) {
  const [color, setColor] = useField<string>('color');
  const [text, setText] = useState(color);
  const typed = readHexInput(text);
  const invalid = text.trim() !== '' && typed === null;
  const commit = () => {
    if (typed !== null) setColor(typed);
  };
  return (
    <TextField
      label={params.label}
      value={text}
      placeholder="#000000"
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
      error={invalid}
      helperText={invalid ? 'Enter a hex colour such as #1a2b3c' : ' '}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box sx={{ width: 20, height: 20, borderRadius: 0.5, border: 1, borderColor: 'divider', bgcolor: color || 'transparent' }} />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
