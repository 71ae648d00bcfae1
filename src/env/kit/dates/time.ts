import type { Dayjs } from 'dayjs';

/** The day the time fields' dates sit on: only their time of day is state. */
export const TIME_DAY = '2026-01-01';

/** A time component's value as the state holds it. */
export const timeField = (d: Dayjs | null, seconds: boolean) => (d && d.isValid() ? d.format(seconds ? 'HH:mm:ss' : 'HH:mm') : null);
