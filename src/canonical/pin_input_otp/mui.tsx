import { FormControl, FormHelperText, FormLabel, Stack, TextField } from '@mui/material';
import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { boxName } from './model';

/** MUI has no code input: one TextField per character that advances, steps back and spreads pastes. */
export default function MuiPinInput({ params }: RendererProps<Params>) {
  const [code, setCode] = useField<string>('code');
  const [cells, setCells] = useState<string[]>(() => Array.from({ length: params.length }, (_, i) => code[i] ?? ''));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const labelId = useId();
  const hintId = useId();
  const allowed = params.charset === 'digits' ? /[0-9]/ : /[A-Za-z0-9]/;

  const focus = (i: number) => boxes.current[Math.max(0, Math.min(params.length - 1, i))]?.focus();
  const update = (next: string[]) => {
    setCells(next);
    setCode(next.join(''));
  };
  /** Write `text` from box `at` on; returns the index after the last character written. */
  const spread = (at: number, text: string) => {
    const chars = [...text].filter((c) => allowed.test(c)).map((c) => c.toUpperCase());
    const next = [...cells];
    chars.slice(0, params.length - at).forEach((c, k) => { next[at + k] = c; });
    update(next);
    return at + chars.length;
  };
  const onType = (i: number, typed: string) => {
    // A box already holding a character receives both; keep the newer one.
    const text = typed.length === 2 && cells[i] && typed.includes(cells[i]) ? typed.replace(cells[i], '') : typed;
    if (text === '') update(cells.map((c, k) => (k === i ? '' : c)));
    else focus(spread(i, text));
  };
  const onKeyDown = (i: number, e: KeyboardEvent) => {
    if (e.key === 'Backspace' && !cells[i]) {
      e.preventDefault();
      update(cells.map((c, k) => (k === i - 1 ? '' : c)));
      focus(i - 1);
    } else if (e.key === 'ArrowLeft') focus(i - 1);
    else if (e.key === 'ArrowRight') focus(i + 1);
  };
  const onPaste = (i: number, e: ClipboardEvent) => {
    e.preventDefault();
    focus(spread(i, e.clipboardData.getData('text')));
  };

  return (
    <FormControl component="fieldset" aria-labelledby={labelId} aria-describedby={hintId}>
      <FormLabel id={labelId} component="legend">{params.label}</FormLabel>
      <FormHelperText id={hintId} sx={{ mx: 0, mb: 1 }}>{params.hint}</FormHelperText>
      <Stack direction="row" spacing={1}>
        {cells.map((c, i) => (
          <TextField
            key={i}
            value={c}
            inputRef={(el: HTMLInputElement | null) => { boxes.current[i] = el; }}
            onChange={(e) => onType(i, e.target.value)}
            onKeyDown={(e) => onKeyDown(i, e)}
            onPaste={(e) => onPaste(i, e)}
            onFocus={(e) => e.target.select()}
            sx={{ width: '3em' }}
            slotProps={{
              htmlInput: {
                'aria-label': boxName(params, i),
                inputMode: params.charset === 'digits' ? 'numeric' : 'text',
                autoComplete: i === 0 ? 'one-time-code' : 'off',
                style: { textAlign: 'center', fontSize: '1.25rem', padding: '10px 0' },
              },
            }}
          />
        ))}
      </Stack>
    </FormControl>
  );
}
