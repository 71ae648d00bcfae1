import dayjs from 'dayjs';
import { useRef } from 'react';
import { useAntdCalendar } from '../../env/kit/dates/antdCalendar';
import { useFields } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Fields, Params } from './family';

/**
 * antd's Calendar, card-sized: it always holds a date, which its header selects move to the same
 * day of another month or year, and a cell click sets. Its "Year" mode shows months, not days.
 */
export default function AntdCalendarEmbedded({ params }: RendererProps<Params>) {
  const [{ value }, set] = useFields<Fields>();
  const Calendar = useAntdCalendar(params.today);
  const mode = useRef<'month' | 'year'>('month');
  return (
    <Calendar
      fullscreen={false}
      value={dayjs(value ?? params.today)}
      onChange={(d) => set({ value: d.format('YYYY-MM-DD'), month: mode.current === 'month' ? d.format('YYYY-MM') : null })}
      onPanelChange={(d, m) => { mode.current = m; set({ month: m === 'month' ? d.format('YYYY-MM') : null }); }}
    />
  );
}
