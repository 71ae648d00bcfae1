/**
 * Dates with a time of day as the state holds them, "2026-03-14T21:30" (to the minute, no zone:
 * the page's clock is the spec's), and as instructions write them.
 */
import { longDate } from './date';
import { parseTime, timeOf, twelveHour, type Hms } from './time';

export const dateTimeOf = (iso: string, t: Hms) => `${iso}T${timeOf(t, false)}`;

export function splitDateTime(v: string): { date: string; time: Hms } {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(v);
  if (!m) throw new Error(`not a date-time (YYYY-MM-DDTHH:mm): ${JSON.stringify(v)}`);
  return { date: m[1], time: parseTime(m[2]) };
}

/** "14 March 2026 at 21:30", or on the 12-hour clock "14 March 2026 at 9:30 pm". */
export function dateTimeWords(v: string, clock: 'clock24' | 'clock12'): string {
  const { date, time } = splitDateTime(v);
  return `${longDate(date)} at ${clock === 'clock12' ? twelveHour(time) : timeOf(time, false)}`;
}
