/**
 * Column filters of a table of records, as filterable tables apply them: a column keeps the rows
 * whose cell is one of the chosen values, or whose text contains a search (case aside). Pure,
 * shared by the generator (which rows a filter leaves) and the renderers that filter themselves
 * (antd's Table calls back per row, Mantine's composed toolbar); DataGrid filters with its own
 * operators of the same meaning ("is", "contains").
 */
import { cellText, type Column, type Row } from './dataTable';

export type TableFilter = { column: string; values: string[] } | { column: string; contains: string };

/** Whether a row passes one filter. */
export function passes(columns: readonly Column[], row: Row, f: TableFilter): boolean {
  const i = columns.findIndex((c) => c.key === f.column);
  if (i < 0) return true;
  const text = cellText(columns[i], row.values[i]);
  return 'values' in f ? f.values.length === 0 || f.values.includes(text) : text.toLowerCase().includes(f.contains.trim().toLowerCase());
}

/** The rows every filter passes, in table order. */
export const filterRows = (columns: readonly Column[], rows: readonly Row[], filters: readonly TableFilter[]) =>
  rows.filter((r) => filters.every((f) => passes(columns, r, f)));

/** A column's distinct cell texts, in code-point order (the options of its value filter). */
export function distinctTexts(columns: readonly Column[], rows: readonly Row[], column: string): string[] {
  const i = columns.findIndex((c) => c.key === column);
  return [...new Set(rows.map((r) => cellText(columns[i], r.values[i])))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
