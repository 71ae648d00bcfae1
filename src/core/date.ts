/**
 * Calendar dates as ISO strings ("2026-03-14"), the form every date type commits. The arithmetic
 * runs on UTC day numbers so nothing depends on the machine's time zone, clock or locale.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAY_MS = 86_400_000;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface Ymd { year: number; month: number; day: number }

export function parseIso(iso: string): Ymd {
  const m = ISO.exec(iso);
  if (!m) throw new Error(`not an ISO date (YYYY-MM-DD): ${JSON.stringify(iso)}`);
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) throw new Error(`no such date: ${iso}`);
  return { year, month, day };
}

export const isoOf = ({ year, month, day }: Ymd) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

const dayNumber = (iso: string) => { const { year, month, day } = parseIso(iso); return Date.UTC(year, month - 1, day) / DAY_MS; };
const fromDayNumber = (n: number) => { const d = new Date(n * DAY_MS); return isoOf({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }); };

export const addDays = (iso: string, days: number) => fromDayNumber(dayNumber(iso) + days);

/** The same day `months` later (or earlier), clamped to the month's last day. */
export function addMonths(iso: string, months: number): string {
  const { year, month, day } = parseIso(iso);
  const index = year * 12 + (month - 1) + months;
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
  return isoOf({ year: y, month: m, day: Math.min(day, daysInMonth(y, m)) });
}

/** Whole calendar months from `a`'s month to `b`'s. */
export function monthsBetween(a: string, b: string): number {
  const [x, y] = [parseIso(a), parseIso(b)];
  return (y.year - x.year) * 12 + (y.month - x.month);
}

/** Day of the week, 0 = Sunday. */
export const weekday = (iso: string) => new Date(dayNumber(iso) * DAY_MS).getUTCDay();

/** "14 March 2026": how the instructions say a date. */
export function longDate(iso: string): string {
  const { year, month, day } = parseIso(iso);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** "Mar 14, 2026": US English, as MUI's pickers say a date. */
export function shortDate(iso: string): string {
  const { year, month, day } = parseIso(iso);
  return `${MONTHS[month - 1].slice(0, 3)} ${day}, ${year}`;
}

/** "March 2026". */
export function monthTitle(iso: string): string {
  const { year, month } = parseIso(iso);
  return `${MONTHS[month - 1]} ${year}`;
}

/**
 * The days a month view shows, six weeks from the week holding the 1st (weeks start on
 * `weekStart`, 0 = Sunday), with whether each belongs to the month.
 */
export function monthGrid(iso: string, weekStart = 0): { iso: string; inMonth: boolean }[] {
  const { year, month } = parseIso(iso);
  const first = isoOf({ year, month, day: 1 });
  const start = addDays(first, -((weekday(first) - weekStart + 7) % 7));
  return Array.from({ length: 42 }, (_, i) => {
    const d = addDays(start, i);
    return { iso: d, inMonth: parseIso(d).month === month };
  });
}

/** Date formats the typed date fields use, in dayjs tokens. */
export const DATE_FORMATS = ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY', 'MMMM D, YYYY'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** `iso` written in `format`: "2026-03-04" in DD/MM/YYYY is "04/03/2026". */
export function formatDate(iso: string, format: DateFormat): string {
  const { year, month, day } = parseIso(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  const tokens: Record<string, string> = { YYYY: String(year), MMMM: MONTHS[month - 1], MM: two(month), DD: two(day), D: String(day) };
  return format.replace(/YYYY|MMMM|MM|DD|D/g, (t) => tokens[t]);
}
