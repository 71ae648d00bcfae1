import { DatePicker } from '@mantine/dates';
import { useRef } from 'react';
import { useFields } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Fields, Params } from './family';

export { loadMantineDates as ready } from '../../env/kit/dates/mantine';

type Level = 'month' | 'year' | 'decade';

/**
 * Mantine's inline DatePicker: unnamed month arrows, and a header button up to the year and decade
 * levels; a day click selects it. Day buttons are named by their full date.
 */
export default function MantineCalendarEmbedded({ params }: RendererProps<Params>) {
  const [{ value }, set] = useFields<Fields>();
  const shown = useRef((params.initial ?? params.today).slice(0, 7));
  const level = useRef<Level>('month');
  const month = () => (level.current === 'month' ? shown.current : null);
  return (
    <DatePicker
      value={value}
      defaultDate={params.initial ?? params.today}
      onChange={(d) => set({ value: d, month: month() })}
      onDateChange={(d) => { shown.current = d.slice(0, 7); set({ month: month() }); }}
      onLevelChange={(l) => { level.current = l; set({ month: month() }); }}
    />
  );
}
