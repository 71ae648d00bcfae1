import dayjsConfig from '@rc-component/picker/generate/dayjs';
import { Calendar } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';

/**
 * antd's Calendar on antd's own dayjs config with "now" fixed at the spec's `today`: the clock
 * sets the date it holds before one is picked. Apart from the DatePicker's module so that neither
 * page carries the other component.
 */
export function useAntdCalendar(today: string) {
  return useMemo(() => Calendar.generateCalendar<Dayjs>({ ...dayjsConfig, getNow: () => dayjs(today) }), [today]);
}
