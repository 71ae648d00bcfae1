/**
 * Shared pieces of the time types' task cores: the clicks that set a time in a picker's columns
 * (hours, minutes, and seconds or AM/PM), with the names each library ships.
 */
import type { Library } from '../../core/ontology';
import type { ReferenceStep, Target } from '../../core/taskSpec';
import { withSeconds, type Hms, type TimeFormat } from '../../core/time';

const two = (n: number) => String(n).padStart(2, '0');
const range = (from: number, to: number, step = 1) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => two(from + i * step));
const click = (target: Target): ReferenceStep => ({ do: 'click', target });

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
  const change = {
    hour: !held || held.h % (twelve ? 12 : 24) !== t.h % (twelve ? 12 : 24),
    minute: !held || held.m !== t.m,
    second: seconds && (!held || held.s !== t.s),
    meridiem: twelve && (!held || held.h < 12 !== t.h < 12),
  };
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

/** The OK that accepts a picked time in antd's and MUI's popups (Mantine's columns commit as clicked). */
export const acceptTime = (library: Library): ReferenceStep[] => (library === 'mantine' ? [] : [click({ role: 'button', name: 'OK' })]);
