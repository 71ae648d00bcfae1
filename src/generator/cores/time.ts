/**
 * Shared pieces of the time types' task cores: the clicks that set a time in a picker's columns
 * (hours, minutes, and seconds or AM/PM), with the names each library ships.
 */
import { z } from 'zod';
import type { Library } from '../../core/ontology';
import type { ReferenceStep, Target } from '../../core/taskSpec';
import { withSeconds, type Hms, type TimeFormat } from '../../core/time';

const two = (n: number) => String(n).padStart(2, '0');
const range = (from: number, to: number, step = 1) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => two(from + i * step));
const click = (target: Target): ReferenceStep => ({ do: 'click', target });

/** The columns of a time popup whose cell must change to go from `held` (none: every one) to `t`. */
export function changedColumns(t: Hms, held: Hms | null, format: TimeFormat) {
  const cycle = format === 'hh:mm A' ? 12 : 24;
  return {
    hour: !held || held.h % cycle !== t.h % cycle,
    minute: !held || held.m !== t.m,
    second: withSeconds(format) && (!held || held.s !== t.s),
    meridiem: format === 'hh:mm A' && (!held || held.h < 12 !== t.h < 12),
  };
}

/**
 * A click on the cell of each column of an open time popup that must change to show `t`
 * (columns already at their part of `held`, the time the picker holds, are left: Mantine commits
 * on every cell, so a needless one would come after the goal). MUI's columns are listboxes
 * ("Select hours") of options named "9 hours"; antd's (list items) and Mantine's (buttons) are
 * unnamed columns of cells named by the number alone, told apart by how many columns before a
 * cell's own hold the same number.
 */
export function timeCells(library: Library, t: Hms, held: Hms | null, format: TimeFormat, minuteStep: number): ReferenceStep[] {
  const twelve = format === 'hh:mm A';
  const seconds = withSeconds(format);
  const hour = twelve ? (t.h % 12 === 0 ? 12 : t.h % 12) : t.h;
  const meridiem = t.h < 12 ? 'AM' : 'PM';
  const change = changedColumns(t, held, format);
  if (library === 'mui') {
    const option = (n: number, unit: string): Target => ({ role: 'option', name: `${n} ${unit}${n === 1 ? '' : 's'}`, within: { role: 'listbox', name: `Select ${unit}s` } });
    return [
      ...(change.hour ? [click(option(hour, 'hour'))] : []),
      ...(change.minute ? [click(option(t.m, 'minute'))] : []),
      ...(change.second ? [click(option(t.s, 'second'))] : []),
      ...(change.meridiem ? [click({ role: 'option', name: meridiem, within: { role: 'listbox', name: 'Select meridiem' } })] : []),
    ];
  }
  const role = library === 'antd' ? 'listitem' : 'button';
  const columns = [twelve ? range(1, 12) : range(0, 23), range(0, 59, minuteStep), ...(seconds ? [range(0, 59)] : [])];
  const cell = (column: number, name: string): ReferenceStep => {
    // Explicit even when first: a clicker would otherwise take the first match in view.
    const shared = columns.filter((c) => c.includes(name)).length > 1;
    return click({ role, name, ...(shared ? { nth: columns.slice(0, column).filter((c) => c.includes(name)).length } : {}) });
  };
  return [
    ...(change.hour ? [cell(0, two(hour))] : []),
    ...(change.minute ? [cell(1, two(t.m))] : []),
    ...(change.second ? [cell(2, two(t.s))] : []),
    ...(change.meridiem ? [click({ role, name: meridiem })] : []),
  ];
}

/**
 * Mantine's DateTimePicker after a day click, which commits the day at the time its field holds
 * (`held`; midnight when empty): its unnamed hour and minute spin buttons in `popup` filled where
 * they must change to show `t`, each fill committing too.
 */
export function mantineTimeFills(popup: Target, t: Hms, held: Hms | null): ReferenceStep[] {
  const now = held ?? { h: 0, m: 0, s: 0 };
  const spin = (nth: number): Target => ({ role: 'spinbutton', name: '--', within: popup, nth });
  return [
    ...(now.h !== t.h ? [{ do: 'fill' as const, target: spin(0), text: two(t.h) }] : []),
    ...(now.m !== t.m ? [{ do: 'fill' as const, target: spin(1), text: two(t.m) }] : []),
  ];
}

/** The OK that accepts a picked time in antd's and MUI's popups (Mantine's columns commit as clicked). */
export const acceptTime = (library: Library): ReferenceStep[] => (library === 'mantine' ? [] : [click({ role: 'button', name: 'OK' })]);

/** A date with a time of day in params, as YYYY-MM-DDTHH:mm. */
export const dateTimeParam = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

/** Params of a date-time picker's clock. */
export const pickerClockParams = {
  /** How the picker shows the time of day. */
  format: z.enum(['HH:mm', 'hh:mm A']),
  /** Minutes between neighbouring cells of the minutes column. */
  minuteStep: z.union([z.literal(1), z.literal(5), z.literal(15)]),
};

/** A bucket's clock: the picker's, its minute step, and the clock the instruction writes times on. */
export interface ClockPlan { format: 'HH:mm' | 'hh:mm A'; minuteStep: 1 | 5 | 15; said: 'clock24' | 'clock12' }

/**
 * The clock a date-time picker shows and the one its instruction writes. Mantine's 12-hour
 * variant adds a native AM/PM select a pointer cannot work headless: its pickers show the 24-hour
 * clock, and plans for the 12-hour one write the times on it instead. `converting`: the reader
 * turns the instruction's times into what the picker shows (or works on the 12-hour clock).
 */
export function pickerClock(library: Library, plan: ClockPlan) {
  const format = library === 'mantine' ? 'HH:mm' : plan.format;
  const said = library === 'mantine' && plan.format === 'hh:mm A' ? 'clock12' : plan.said;
  return { format, minuteStep: plan.minuteStep, said, converting: said === 'clock12' || format === 'hh:mm A' } as const;
}
