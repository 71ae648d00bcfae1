import { FormControl, FormLabel, Stack } from '@mui/material';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useField } from '../field';

/** MUI X pickers read dates through an adapter: dayjs, as antd uses, in the pickers' own en-US. */
export const MuiDates = ({ children }: { children: ReactNode }) => <LocalizationProvider dateAdapter={AdapterDayjs}>{children}</LocalizationProvider>;

/**
 * Props for a MUI X picker whose popup value counts only once accepted (OK, or the last view
 * picked): `setValue` runs on accept, or as the text field is typed. The picker is controlled by
 * what it shows rather than by the state, as it accepts only a draft it was given.
 */
export function useAcceptedDraft(value: string | null, setValue: (v: string | null) => void, parse: (v: string) => Dayjs, write: (d: Dayjs | null) => string | null) {
  const [shown, setShown] = useState<Dayjs | null>(() => (value ? parse(value) : null));
  const accept = (d: Dayjs | null) => setValue(write(d));
  return {
    value: shown,
    onChange: (d: Dayjs | null, ctx: { source: 'field' | 'view' | 'unknown' }) => { setShown(d); if (ctx.source === 'field') accept(d); },
    onAccept: accept,
  };
}

/** `useAcceptedDraft` over the state field `field`. */
export function useAcceptedValue(field: string, parse: (v: string) => Dayjs, write: (d: Dayjs | null) => string | null) {
  const [value, setValue] = useField<string | null>(field);
  return useAcceptedDraft(value, setValue, parse, write);
}

/**
 * Popper modifiers for a popup taller than the room above or below a field in the middle of a
 * 720 px viewport: Popper's defaults let it run off the bottom (out of reach, OK included), so it
 * may shift up over its field instead.
 */
export const POPPER_IN_VIEW = [{ name: 'preventOverflow', options: { altAxis: true, tether: false, padding: 8 } }];

/** A range as MUI's docs compose it from two pickers: a fieldset, its legend, the pickers in a row. */
export const MuiRangeFields = ({ label, children }: { label: string; children: ReactNode }) => (
  <FormControl component="fieldset">
    <FormLabel component="legend" sx={{ mb: 1.5 }}>{label}</FormLabel>
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>{children}</Stack>
  </FormControl>
);
