import { FormControl, FormLabel, Stack } from '@mui/material';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { MuiDates } from '../../env/kit/dates/mui';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

type Range = [string | null, string | null] | null;
const iso = (d: Dayjs | null) => (d && d.isValid() ? d.format('YYYY-MM-DD') : null);

/**
 * MUI X's free range is its Pro package's: here two desktop DatePickers, Start and End, each
 * bounding the other (the end not before the start) as MUI's docs compose them. Each commits its
 * own end of the range.
 */
export default function MuiDatePickerRange({ params }: RendererProps<Params>) {
  const [range, setRange] = useField<Range>('range');
  const [start, end] = range ?? [null, null];
  const set = (i: 0 | 1) => (d: Dayjs | null) => {
    if (d !== null && !d.isValid()) return;
    const next: [string | null, string | null] = [start, end];
    next[i] = iso(d);
    setRange(next[0] === null && next[1] === null ? null : next);
  };
  const picker = (i: 0 | 1, label: string) => (
    <DesktopDatePicker
      label={label}
      value={range?.[i] ? dayjs(range[i]) : null}
      referenceDate={dayjs(i === 1 && start ? start : params.today)}
      disableHighlightToday
      minDate={i === 1 && start ? dayjs(start) : undefined}
      maxDate={i === 0 && end ? dayjs(end) : undefined}
      onChange={set(i)}
      slotProps={{ field: { clearable: true } }}
    />
  );
  return (
    <MuiDates>
      <FormControl component="fieldset">
        <FormLabel component="legend" sx={{ mb: 1.5 }}>{params.label}</FormLabel>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {picker(0, 'Start date')}
          {picker(1, 'End date')}
        </Stack>
      </FormControl>
    </MuiDates>
  );
}
