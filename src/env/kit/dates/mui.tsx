import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useField } from '../field';

/** MUI X pickers read dates through an adapter: dayjs, as antd uses, in the pickers' own en-US. */
export const MuiDates = ({ children }: { children: ReactNode }) => <LocalizationProvider dateAdapter={AdapterDayjs}>{children}</LocalizationProvider>;

/**
 * Props for a MUI X picker whose popup value counts only once accepted (OK, or the last view
 * picked): the state `field` changes on accept, or as the text field is typed. The picker is
 * controlled by what it shows rather than by the state, as it accepts only a draft it was given.
 */
export function useAcceptedValue(field: string, parse: (v: string) => Dayjs, write: (d: Dayjs | null) => string | null) {
  const [value, setValue] = useField<string | null>(field);
  const [shown, setShown] = useState<Dayjs | null>(() => (value ? parse(value) : null));
  const accept = (d: Dayjs | null) => setValue(write(d));
  return {
    value: shown,
    onChange: (d: Dayjs | null, ctx: { source: 'field' | 'view' | 'unknown' }) => { setShown(d); if (ctx.source === 'field') accept(d); },
    onAccept: accept,
  };
}
