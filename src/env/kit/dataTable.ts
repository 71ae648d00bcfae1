/**
 * Records the structured-data types show: columns, rows, how a cell reads and how rows sort. Pure
 * and free of dependencies (it ships in task pages), shared by the generator (instructions,
 * reference solutions) and the renderers (what they draw), so both agree on every cell's text and
 * on the row order under a sort. The params schema is the generator's (cores/records.ts).
 */

export const COLUMN_KINDS = ['id', 'text', 'int', 'money', 'percent', 'ms', 'date'] as const;
export type ColumnKind = (typeof COLUMN_KINDS)[number];
export interface Column { key: string; title: string; kind: ColumnKind }
export type Cell = string | number;
/** One record: its key and a value per column (the first column holds the key). */
export interface Row { key: string; values: Cell[] }

export type SortDirection = 'asc' | 'desc';
export type Sort = { column: string; direction: SortDirection } | null;

const grouped = (n: number) => String(Math.trunc(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A cell as it reads on screen (no locale: the same text on every machine). */
export function cellText(c: Column, v: Cell): string {
  if (typeof v === 'string') return v;
  switch (c.kind) {
    case 'money': return `$${grouped(v)}.${String(Math.round(Math.abs(v) * 100) % 100).padStart(2, '0')}`;
    case 'percent': return `${v.toFixed(1)}%`;
    case 'ms': return `${grouped(v)} ms`;
    default: return grouped(v);
  }
}

/** Code-point order for text, numeric order for numbers: no collation that varies by locale. */
function compareCells(a: Cell, b: Cell): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** A comparator of rows on one column (ascending). */
export function rowComparator(columns: readonly Column[], column: string): (a: Row, b: Row) => number {
  const i = columns.findIndex((c) => c.key === column);
  return (a, b) => compareCells(a.values[i], b.values[i]);
}

/** The rows in the order a sort shows them (stable: ties keep their order). */
export function sortRows(columns: readonly Column[], rows: readonly Row[], sort: Sort): Row[] {
  if (!sort) return rows.slice();
  const cmp = rowComparator(columns, sort.column);
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows.map((r, i) => [r, i] as const).sort(([a, i], [b, j]) => sign * cmp(a, b) || i - j).map(([r]) => r);
}

/**
 * What a click on a column's header does: a new column sorts ascending, then descending, then the
 * sort is cleared (antd's Table cycles so; the composed MUI and Mantine headers do the same).
 */
export function nextSort(sort: Sort, column: string): Sort {
  if (!sort || sort.column !== column) return { column, direction: 'asc' };
  return sort.direction === 'asc' ? { column, direction: 'desc' } : null;
}

/** Header clicks from one sort to another. */
export function sortClicks(from: Sort, to: Sort): { column: string; clicks: number }[] {
  if (to === null) return from === null ? [] : [{ column: from.column, clicks: from.direction === 'asc' ? 2 : 1 }];
  const cycle: Sort[] = [{ column: to.column, direction: 'asc' }, { column: to.column, direction: 'desc' }, null];
  const at = from && from.column === to.column ? cycle.findIndex((s) => s?.direction === from.direction) : 2;
  const want = to.direction === 'asc' ? 0 : 1;
  return [{ column: to.column, clicks: (want - at + 3) % 3 }];
}

/** How a direction reads for a column of this kind ("highest first", "A to Z"). */
export function directionWords(c: Column, d: SortDirection): string {
  switch (c.kind) {
    case 'date': return d === 'asc' ? 'oldest first' : 'newest first';
    case 'id': case 'text': return d === 'asc' ? 'A to Z' : 'Z to A';
    default: return d === 'asc' ? 'lowest first' : 'highest first';
  }
}
