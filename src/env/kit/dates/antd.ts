import dayjsConfig from '@rc-component/picker/generate/dayjs';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';

/**
 * antd's DatePicker built on antd's own dayjs config, with "now" fixed at the spec's `today`:
 * antd reads the clock for the month a picker opens on, the marked today cell and its Today
 * button, and a task page must not depend on the day it is opened.
 */
export function useAntdDatePicker(today: string) {
  return useMemo(() => DatePicker.generatePicker<Dayjs>({ ...dayjsConfig, getNow: () => dayjs(today) }), [today]);
}

/** A committed antd value as the ISO date the state holds. */
export const isoDate = (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null);
