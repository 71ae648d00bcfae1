/**
 * Edits to a table's records, as editable grids keep them: the state is only the cells whose
 * committed value differs from the record (`{ rowKey: { columnKey: value } }`), so committing a
 * cell back to its record value removes it. Pure, shared by the generator (targets, wrong states,
 * row names) and the renderers (what a commit writes); the hook is kit/useCellEdits.ts.
 */
import { cellText, type Cell, type Column, type ColumnKind, type Row } from './dataTable';

export type CellEdits = Record<string, Record<string, Cell>>;

/** Column kinds a grid edits: text as typed, numbers as numbers (no unit or grouping in the editor). */
export const EDITABLE_KINDS: readonly ColumnKind[] = ['text', 'date', 'int', 'money'];
export const isNumberKind = (k: ColumnKind) => k === 'int' || k === 'money';

/** The rows as shown: each record with its edited cells. */
export function editedRows(columns: readonly Column[], rows: readonly Row[], edits: CellEdits): Row[] {
  return rows.map((r) => {
    const e = edits[r.key];
    return e ? { key: r.key, values: r.values.map((v, i) => (Object.prototype.hasOwnProperty.call(e, columns[i].key) ? e[columns[i].key] : v)) } : r;
  });
}

/** A cell's value as its editor shows it: numbers plain (1234.5), text as it reads. */
export const editorText = (c: Column, v: Cell) => (typeof v === 'number' ? String(v) : cellText(c, v));

/**
 * The value typed text commits to a column, or null when the editor refuses it: empty text, or
 * text that is not a number in a number column (an integer there for `int`, at most two decimals for `money`).
 */
export function parseCell(c: Column, text: string): Cell | null {
  const t = text.trim();
  if (t === '') return null;
  if (!isNumberKind(c.kind)) return t;
  if (!(c.kind === 'int' ? /^-?\d+$/ : /^-?\d+(\.\d{1,2})?$/).test(t)) return null;
  return Number(t);
}

/** The edits after committing `value` to one cell: a value equal to the record's drops the edit. */
export function withCell(columns: readonly Column[], rows: readonly Row[], edits: CellEdits, rowKey: string, column: string, value: Cell): CellEdits {
  const row = rows.find((r) => r.key === rowKey);
  const ci = columns.findIndex((c) => c.key === column);
  if (!row || ci < 0) return edits;
  const { [column]: _, ...others } = edits[rowKey] ?? {};
  const cells = row.values[ci] === value ? others : { ...others, [column]: value };
  const { [rowKey]: __, ...rest } = edits;
  return Object.keys(cells).length ? { ...rest, [rowKey]: cells } : rest;
}
