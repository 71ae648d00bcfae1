/**
 * Dates with a time of day as the state holds them, "2026-03-14T21:30" (to the minute, no zone:
 * the page's clock is the spec's), and as instructions write them.
 */
import { addDays, longDate } from './date';
import { parseTime, timeOf, twelveHour, type Hms } from './time';

export const dateTimeOf = (iso: string, t: Hms) => `${iso}T${timeOf(t, false)}`;

export function splitDateTime(v: string): { date: string; time: Hms } {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(v);
  if (!m) throw new Error(`not a date-time (YYYY-MM-DDTHH:mm): ${JSON.stringify(v)}`);
  return { date: m[1], time: parseTime(m[2]) };
}

const clockWords = (t: Hms, clock: 'clock24' | 'clock12') => (clock === 'clock12' ? twelveHour(t) : timeOf(t, false));

/** "14 March 2026 at 21:30", or on the 12-hour clock "14 March 2026 at 9:30 pm". */
export function dateTimeWords(v: string, clock: 'clock24' | 'clock12'): string {
  const { date, time } = splitDateTime(v);
  return `${longDate(date)} at ${clockWords(time, clock)}`;
}

/**
 * A range of date-times as a sentence says it: "from 14 March 2026 at 21:30 to 16 March 2026 at
 * 08:00", or within one day "on 14 March 2026 from 09:00 to 11:30".
 */
export function dateTimeRangeWords([from, to]: [string, string], clock: 'clock24' | 'clock12'): string {
  const [a, b] = [splitDateTime(from), splitDateTime(to)];
  if (a.date === b.date) return `on ${longDate(a.date)} from ${clockWords(a.time, clock)} to ${clockWords(b.time, clock)}`;
  return `from ${dateTimeWords(from, clock)} to ${dateTimeWords(to, clock)}`;
}

/** `v` moved by `minutes` (either way), across midnight into the neighbouring days as needed. */
export function addMinutes(v: string, minutes: number): string {
  const { date, time } = splitDateTime(v);
  const total = time.h * 60 + time.m + minutes;
  const days = Math.floor(total / 1440);
  const rest = total - days * 1440;
  return dateTimeOf(addDays(date, days), { h: Math.floor(rest / 60), m: rest % 60, s: 0 });
}
