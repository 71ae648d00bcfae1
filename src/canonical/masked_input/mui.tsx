import { TextField } from '@mui/material';
import { forwardRef } from 'react';
import { IMaskInput } from 'react-imask';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { formatRaw, imaskOptions } from './mask';

interface MaskProps { pattern: string; onMasked(raw: string): void; onChange?: unknown }

/** react-imask as MUI's input component (MUI's documented way to mask a TextField). */
const MaskedInput = forwardRef<HTMLInputElement, MaskProps>(function MaskedInput({ pattern, onMasked, onChange: _ignored, ...rest }, ref) {
  return <IMaskInput {...rest} {...imaskOptions(pattern)} inputRef={ref} onAccept={(_v, mask) => onMasked(mask.unmaskedValue)} />;
});

export default function MuiMaskedInput({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<string>('value');
  return (
    <TextField
      fullWidth
      label={params.label}
      placeholder={params.placeholder}
      defaultValue={value}
      autoComplete="off"
      slotProps={{
        input: { inputComponent: MaskedInput as never },
        htmlInput: { pattern: params.pattern, onMasked: (raw: string) => setValue(formatRaw(params.pattern, raw)) },
        inputLabel: { shrink: true },
      }}
    />
  );
}
