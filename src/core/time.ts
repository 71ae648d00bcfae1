/**
 * Times of day as the state holds them ("21:30", or "21:30:15" where seconds count), and the ways
 * fields and instructions write them.
 */

export interface Hms { h: number; m: number; s: number }

const two = (n: number) => String(n).padStart(2, '0');

/** "21:30" or, with seconds, "21:30:15": 24-hour and zero-padded. */
export const timeOf = ({ h, m, s }: Hms, seconds: boolean) => `${two(h)}:${two(m)}${seconds ? `:${two(s)}` : ''}`;

export function parseTime(text: string): Hms {
  const t = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!t || Number(t[1]) > 23 || Number(t[2]) > 59 || Number(t[3] ?? 0) > 59) throw new Error(`not a time (HH:mm or HH:mm:ss): ${JSON.stringify(text)}`);
  return { h: Number(t[1]), m: Number(t[2]), s: Number(t[3] ?? 0) };
}

/** "9:30 pm", "12:05 am": the 12-hour clock as people write it. */
export function twelveHour({ h, m }: Hms): string {
  return `${h % 12 === 0 ? 12 : h % 12}:${two(m)} ${h < 12 ? 'am' : 'pm'}`;
}

/** Field formats, in dayjs tokens. */
export const TIME_FORMATS = ['HH:mm', 'HH:mm:ss', 'hh:mm A'] as const;
export type TimeFormat = (typeof TIME_FORMATS)[number];

/** `t` as typed into a field of `format`: "09:30 PM" in hh:mm A. */
export function formatTime(t: Hms, format: TimeFormat): string {
  if (format === 'hh:mm A') return `${two(t.h % 12 === 0 ? 12 : t.h % 12)}:${two(t.m)} ${t.h < 12 ? 'AM' : 'PM'}`;
  return timeOf(t, format === 'HH:mm:ss');
}

/** Whether a field of `format` holds seconds (and the state with them). */
export const withSeconds = (format: TimeFormat) => format === 'HH:mm:ss';
