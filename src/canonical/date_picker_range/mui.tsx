import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { MuiDates, MuiRangeFields } from '../../env/kit/dates/mui';
import { useRangeEnds } from '../../env/kit/dates/range';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

const iso = (d: Dayjs | null) => (d && d.isValid() ? d.format('YYYY-MM-DD') : null);

/**
 * MUI X's free range is its Pro package's: here two desktop DatePickers, Start and End, each
 * bounding the other (the end not before the start) as MUI's docs compose them. Each commits its
 * own end of the range.
 */
export default function MuiDatePickerRange({ params }: RendererProps<Params>) {
  const { ends: [start, end], setEnd } = useRangeEnds();
  const picker = (i: 0 | 1, label: string) => (
    <DesktopDatePicker
      label={label}
      value={[start, end][i] ? dayjs([start, end][i]) : null}
      referenceDate={dayjs(i === 1 && start ? start : params.today)}
      disableHighlightToday
      minDate={i === 1 && start ? dayjs(start) : undefined}
      maxDate={i === 0 && end ? dayjs(end) : undefined}
      onChange={(d) => { if (d === null || d.isValid()) setEnd(i)(iso(d)); }}
      slotProps={{ field: { clearable: true } }}
    />
  );
  return (
    <MuiDates>
      <MuiRangeFields label={params.label}>
        {picker(0, 'Start date')}
        {picker(1, 'End date')}
      </MuiRangeFields>
    </MuiDates>
  );
}
