import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysInMonth, formatDate, longDate, monthGrid, monthsBetween, parseIso, shortDate, weekday } from '../../src/core/date';
import { formatTime, parseTime, timeOf, twelveHour } from '../../src/core/time';
import { dayTarget, monthSteps } from '../../src/generator/cores/date';
import { timeCells } from '../../src/generator/cores/time';
import { addMinutes, dateTimeOf, dateTimeRangeWords, dateTimeWords, splitDateTime } from '../../src/core/dateTime';

describe('calendar dates', () => {
  it('rejects strings that are not real ISO dates, naming them', () => {
    expect(() => parseIso('2026-3-14')).toThrow(/"2026-3-14"/);
    expect(() => parseIso('2026-02-29')).toThrow(/no such date: 2026-02-29/);
    expect(parseIso('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
  });

  it('adds days and months across year ends, clamping to the month’s last day', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonths('2026-11-30', 14)).toBe('2028-01-30');
    expect(monthsBetween('2025-12-31', '2027-01-01')).toBe(13);
    expect(daysInMonth(2026, 2)).toBe(28);
  });

  it('says dates as the instructions and MUI do', () => {
    expect(weekday('2026-03-14')).toBe(6); // a Saturday
    expect(longDate('2026-03-14')).toBe('14 March 2026');
    expect(shortDate('2026-03-04')).toBe('Mar 4, 2026');
  });

  it('writes a date in each typed field format', () => {
    expect(formatDate('2026-03-04', 'YYYY-MM-DD')).toBe('2026-03-04');
    expect(formatDate('2026-03-04', 'DD/MM/YYYY')).toBe('04/03/2026');
    expect(formatDate('2026-03-04', 'MM/DD/YYYY')).toBe('03/04/2026');
    expect(formatDate('2026-03-04', 'MMMM D, YYYY')).toBe('March 4, 2026');
  });

  it('lays out six weeks from the week holding the 1st', () => {
    const sunday = monthGrid('2026-03-20', 0);
    expect(sunday).toHaveLength(42);
    expect(sunday[0]).toEqual({ iso: '2026-03-01', inMonth: true }); // 1 March 2026 is a Sunday
    const monday = monthGrid('2026-03-20', 1);
    expect(monday[0]).toEqual({ iso: '2026-02-23', inMonth: false });
    expect(monday.filter((c) => c.inMonth)).toHaveLength(31);
    expect(monday[41].iso).toBe('2026-04-05');
  });
});

describe('popup calendar navigation', () => {
  const popup = { role: 'dialog', name: 'Due date' };
  const names = (steps: ReturnType<typeof monthSteps>) => steps.map((s) => ('target' in s ? s.target.name : ''));

  it('needs no clicks within the month', () => {
    for (const lib of ['antd', 'mui', 'mantine'] as const) expect(monthSteps(lib, '2026-05-02', '2026-05-30', popup)).toEqual([]);
  });

  it('takes antd’s year arrows when they shorten the way', () => {
    expect(names(monthSteps('antd', '2026-05-10', '2026-07-01', popup))).toEqual(['Next month', 'Next month']);
    // 11 months ahead: one year forward, one month back.
    expect(names(monthSteps('antd', '2026-01-10', '2026-12-01', popup))).toEqual(['Next year', 'Previous month']);
  });

  it('takes MUI’s year view only when it is shorter than the arrows', () => {
    expect(names(monthSteps('mui', '2026-11-10', '2027-01-05', popup))).toEqual(['Next month', 'Next month']);
    expect(names(monthSteps('mui', '2026-03-10', '2027-04-05', popup)))
      .toEqual(['calendar view is open, switch to year view', '2027', 'Next month']);
  });

  it('addresses Mantine’s unnamed arrows by position within the popup', () => {
    const [back] = monthSteps('mantine', '2026-05-10', '2026-04-01', popup);
    expect(back).toEqual({ do: 'click', target: { role: 'button', name: '', within: popup, nth: 0 } });
    expect(names(monthSteps('mantine', '2026-02-10', '2026-09-01', popup))).toEqual(['February 2026', 'Sep']);
  });

  it('picks the second antd cell when the leading days repeat the number', () => {
    // April 2026 starts on a Wednesday: the grid leads with 29–31 March.
    expect(dayTarget('antd', '2026-04-30')).toEqual({ role: 'cell', name: '30', nth: 1 });
    expect(dayTarget('antd', '2026-04-02')).toEqual({ role: 'cell', name: '2' });
    expect(dayTarget('antd', '2026-05-03', { padded: true })).toEqual({ role: 'cell', name: '03' });
    expect(dayTarget('mantine', '2026-04-02')).toEqual({ role: 'button', name: '2 April 2026' });
  });

  it('counts both months of antd’s range popup when telling a day apart', () => {
    // March and April 2026 side by side: "2" shows as 2 March, 2 April in March's trailing week, then 2 April.
    expect(dayTarget('antd', '2026-04-02', { shownFrom: '2026-03-01' })).toEqual({ role: 'cell', name: '2', nth: 2 });
    expect(dayTarget('antd', '2026-03-02', { shownFrom: '2026-03-01' })).toEqual({ role: 'cell', name: '2' });
    expect(names(monthSteps('antd', '2026-01-10', '2026-12-01', popup, { arrowsOnly: true }))).toEqual(['Next year', 'Previous month']);
    expect(names(monthSteps('antd', '2026-01-10', '2026-03-01', popup, { arrowsOnly: true }))).toEqual(['Next month', 'Next month']);
  });

  it('lands MUI’s year view inside the picker’s bounds before walking months', () => {
    // A year away in May, but the end picker may not go before 14 May 2025: the view lands on May.
    expect(names(monthSteps('mui', '2026-02-11', '2025-06-23', popup, { min: '2025-05-14' })))
      .toEqual(['calendar view is open, switch to year view', '2025', 'Next month']);
    expect(names(monthSteps('mui', '2026-02-11', '2025-06-23', popup)))
      .toEqual(['calendar view is open, switch to year view', '2025', 'Next month', 'Next month', 'Next month', 'Next month']);
  });
});

describe('time columns', () => {
  const names = (steps: ReturnType<typeof timeCells>) => steps.map((s) => ('target' in s ? [s.target.name, s.target.nth ?? '-'].join('@') : ''));

  it('names MUI’s options by their count and unit, singular for one', () => {
    expect(names(timeCells('mui', { h: 1, m: 1, s: 0 }, null, 'HH:mm', 1))).toEqual(['1 hour@-', '1 minute@-']);
  });

  it('tells antd’s and Mantine’s cells apart by the columns before them that hold the same number', () => {
    // 24-hour: "07" is in the hours and minutes columns; "45" in minutes only, "30" in minutes and seconds.
    expect(names(timeCells('antd', { h: 7, m: 7, s: 30 }, null, 'HH:mm:ss', 1))).toEqual(['07@0', '07@1', '30@1']);
    expect(names(timeCells('mantine', { h: 14, m: 45, s: 0 }, null, 'HH:mm', 15))).toEqual(['14@-', '45@-']);
  });

  it('leaves the columns already at their part of the time held', () => {
    // 22:35 held, 9:35 pm wanted on the 12-hour clock: only the hour changes ("09" is no 5-minute cell).
    expect(names(timeCells('antd', { h: 21, m: 35, s: 0 }, { h: 22, m: 35, s: 0 }, 'hh:mm A', 5))).toEqual(['09@-']);
    expect(names(timeCells('mui', { h: 9, m: 35, s: 0 }, { h: 21, m: 35, s: 0 }, 'hh:mm A', 5))).toEqual(['AM@-']);
  });
});

describe('date-times', () => {
  it('writes and reads the state’s form, and says it on either clock', () => {
    expect(dateTimeOf('2026-03-14', { h: 21, m: 5, s: 0 })).toBe('2026-03-14T21:05');
    expect(splitDateTime('2026-03-14T21:05')).toEqual({ date: '2026-03-14', time: { h: 21, m: 5, s: 0 } });
    expect(dateTimeWords('2026-03-14T21:05', 'clock12')).toBe('14 March 2026 at 9:05 pm');
    expect(dateTimeWords('2026-03-14T21:05', 'clock24')).toBe('14 March 2026 at 21:05');
    expect(() => splitDateTime('2026-03-14 21:05')).toThrow(/"2026-03-14 21:05"/);
  });

  it('moves a date-time by minutes across midnight, month and year ends', () => {
    expect(addMinutes('2026-03-14T21:05', 30)).toBe('2026-03-14T21:35');
    expect(addMinutes('2026-03-31T23:50', 15)).toBe('2026-04-01T00:05');
    expect(addMinutes('2026-01-01T00:10', -15)).toBe('2025-12-31T23:55');
    expect(addMinutes('2026-02-28T12:00', 3 * 1440)).toBe('2026-03-03T12:00');
    expect(addMinutes('2026-03-14T09:00', -12 * 60)).toBe('2026-03-13T21:00');
  });

  it('says a range within one day once, and a range over days in full', () => {
    expect(dateTimeRangeWords(['2026-03-14T09:00', '2026-03-14T11:30'], 'clock24')).toBe('on 14 March 2026 from 09:00 to 11:30');
    expect(dateTimeRangeWords(['2026-03-14T09:00', '2026-03-14T13:30'], 'clock12')).toBe('on 14 March 2026 from 9:00 am to 1:30 pm');
    expect(dateTimeRangeWords(['2026-03-14T21:30', '2026-03-16T08:00'], 'clock24')).toBe('from 14 March 2026 at 21:30 to 16 March 2026 at 08:00');
  });
});

describe('times of day', () => {
  it('writes a time on either clock and in each field format', () => {
    const t = parseTime('21:05:09');
    expect(t).toEqual({ h: 21, m: 5, s: 9 });
    expect(timeOf(t, false)).toBe('21:05');
    expect(twelveHour(t)).toBe('9:05 pm');
    expect(twelveHour(parseTime('00:30'))).toBe('12:30 am');
    expect(twelveHour(parseTime('12:00'))).toBe('12:00 pm');
    expect(formatTime(t, 'hh:mm A')).toBe('09:05 PM');
    expect(formatTime(t, 'HH:mm:ss')).toBe('21:05:09');
    expect(() => parseTime('24:00')).toThrow(/"24:00"/);
  });
});
