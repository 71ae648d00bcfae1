import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import type { DateView } from '@mui/x-date-pickers/models';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useRef } from 'react';
import { MuiDates } from '../../env/kit/dates/mui';
import { useFields } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Fields, Params } from './family';

/**
 * MUI X's DateCalendar: month arrows and a year view from the header; a day click sets the value,
 * and so does a year picked while a day is set (the same day in that year).
 */
export default function MuiCalendarEmbedded({ params }: RendererProps<Params>) {
  const [{ value }, set] = useFields<Fields>();
  // The month the day view shows, kept while the year view covers it.
  const shown = useRef((params.initial ?? params.today).slice(0, 7));
  const view = useRef<DateView>('day');
  // A new value object makes the calendar jump back to the value's month: one per value only.
  const selected = useMemo(() => (value ? dayjs(value) : null), [value]);
  const month = () => (view.current === 'day' ? shown.current : null);
  const show = (d: Dayjs) => { shown.current = d.format('YYYY-MM'); set({ month: month() }); };
  return (
    <MuiDates>
      <DateCalendar
        value={selected}
        referenceDate={dayjs(params.today)}
        disableHighlightToday
        onChange={(d: Dayjs | null) => { if (d) shown.current = d.format('YYYY-MM'); set({ value: d ? d.format('YYYY-MM-DD') : null, month: month() }); }}
        onMonthChange={show}
        onYearChange={show}
        onViewChange={(v) => { view.current = v; set({ month: month() }); }}
      />
    </MuiDates>
  );
}
