/**
 * data_grid_editable: a grid of records whose cells are edited in place. antd has no editable
 * table; its docs compose one (the "editable cells" pattern: `components.body.cell` shows the value
 * until clicked, then an Input that saves on Enter or when it loses focus), and so does this
 * renderer. MUI X's DataGrid edits a cell of an `editable` column after a double click or Enter on
 * the focused cell, and commits on Enter, Tab or a click elsewhere (Escape discards). Mantine ships
 * no editable grid and the official release has none for it, so neither has this type. Until the
 * edit is committed the cell's old value stands. The state is the cells whose committed value
 * differs from their record. DataGrid keeps its virtualization except when the scene's scale zooms
 * the page: there its row window, measured against the zoom, dropped a row still on screen (see
 * the MUI renderer), an artefact of the scene's zoom rather than of the library.
 */
import { z } from 'zod';
import type { ReferenceStep, Target } from '../../core/taskSpec';
import { EDITABLE_KINDS, editedRows, editorText, isNumberKind, type CellEdits } from '../../env/kit/cellEdits';
import { cellText, type Cell, type Column, type ColumnKind, type Row } from '../../env/kit/dataTable';
import { defineFamily, type CoreContext } from '../../generator/family';
import { drawRecords, lookAlikeRow, tableDataSchema, themeWithKind, type Records } from '../../generator/cores/records';
import { model } from './model';

export const params = z.strictObject({
  ...tableDataSchema,
  /** Keys of the columns whose cells edit (never the key column). */
  editable: z.array(z.string().min(1)).min(1),
  /** Cells that already differ from their records when the page opens. */
  initial: z.record(z.string(), z.record(z.string(), z.union([z.string(), z.number()]))),
});
export type Params = z.infer<typeof params>;

const SIZE = {
  easy: { rows: [5, 7], columns: [3, 4] },
  mid: { rows: [8, 10], columns: [4, 5] },
  hard: { rows: [12, 16], columns: [5, 6] },
} as const;

/** The column kinds each of the type's own templates edits. */
const KINDS: Record<string, readonly ColumnKind[]> = {
  enter_text: ['text'],
  set_scalar: ['int', 'money'],
  enter_formatted: ['date'],
  clear_reset: ['text', 'int', 'money', 'date'],
};

/** How a value is written in an instruction: text quoted, numbers as the editor takes them. */
const spoken = (c: Column, v: Cell) => (typeof v === 'string' ? `"${v}"` : c.kind === 'money' ? v.toFixed(2) : String(v));

/** A row as it reads: a table row's name is the text of its cells. */
const rowName = (columns: readonly Column[], row: Row) => row.values.map((v, i) => cellText(columns[i], v)).join(' ');

/**
 * The steps that edit one cell to `value`, in the library's own way of opening and committing an
 * editor. antd's table renders every cell: the row is found by what it reads. DataGrid renders
 * only the columns near its view, so a row reads differently as the grid scrolls sideways: the
 * reference focuses the row's key cell (always rendered, first) and walks the keyboard to the column
 * (ArrowRight, or End and back with ArrowLeft, whichever is shorter), which scrolls the grid to it.
 */
function editSteps(ctx: CoreContext, columns: readonly Column[], row: Row, ci: number, value: Cell): ReferenceStep[] {
  const c = columns[ci];
  const editor: Target = ctx.scope({ role: ctx.library === 'mui' && isNumberKind(c.kind) ? 'spinbutton' : 'textbox', name: editorText(c, row.values[ci]) });
  const text = typeof value === 'number' && c.kind === 'money' ? value.toFixed(2) : String(value);
  if (ctx.library === 'antd') {
    return [
      { do: 'click', target: { role: 'cell', name: cellText(c, row.values[ci]), within: ctx.scope({ role: 'row', name: rowName(columns, row) }) } },
      { do: 'fill', target: editor, text },
      { do: 'keyboard_press', key: 'Enter' },
    ];
  }
  const last = columns.length - 1;
  const keys = ci <= 1 + last - ci ? Array(ci).fill('ArrowRight') : ['End', ...Array(last - ci).fill('ArrowLeft')];
  return [
    { do: 'click', target: ctx.scope({ role: 'gridcell', name: row.key }) },
    ...keys.map((key: string) => ({ do: 'keyboard_press' as const, key })),
    { do: 'keyboard_press', key: 'Enter' },
    { do: 'fill', target: editor, text },
    { do: 'keyboard_press', key: 'Enter' },
  ];
}

/** A fresh value for a column, unlike `not`, drawn as the theme draws the column. */
function freshValue(ctx: CoreContext, r: Records, column: string, not: readonly Cell[]): Cell {
  const draw = r.theme.columns.find((c) => c.key === column)!.value;
  for (let i = 0; i < 100; i++) {
    const v = draw(ctx.rng);
    if (!not.includes(v)) return v;
  }
  throw new Error(`data_grid_editable: no fresh value for column ${column}`);
}

/** `n` distinct row positions in [lo, hi]. */
function positions(ctx: CoreContext, n: number, lo: number, hi: number): number[] {
  const out = new Set<number>();
  while (out.size < n) out.add(ctx.rng.int(lo, hi));
  return [...out];
}

export default defineFamily<Params>({
  type: 'data_grid_editable',
  libraries: ['antd', 'mui'],
  params,
  model,
  templates: ['enter_text', 'set_scalar', 'enter_formatted', 'clear_reset'],
  baseAxes: { depth_layering: 2, feedback_dynamics: 2, semantic_observability: 2 },
  core(ctx) {
    const { rng, bucket, template } = ctx;
    const size = SIZE[bucket];
    const kinds = KINDS[template];
    // A theme with a column of the kinds asked for, drawn wide enough to include one.
    const { theme, columns } = themeWithKind(rng, kinds, size.columns[0], size.columns[1]);
    const r = drawRecords(rng, { rows: rng.int(size.rows[0], size.rows[1]), columns, confusable: bucket !== 'easy', theme });
    const editable = r.columns.filter((c) => c.key !== 'key' && EDITABLE_KINDS.includes(c.kind));
    const asked = editable.filter((c) => kinds.includes(c.kind));
    const ci = (c: Column) => r.columns.indexOf(c);
    const noun = r.theme.noun;
    const cell = (row: Row, c: Column) => `the "${c.title}" of ${noun} ${row.key}`;

    // Hard grids edit two cells, in rows of the lower half (below the fold of a long grid).
    const n = template === 'clear_reset' || bucket !== 'hard' ? 1 : 2;
    const lo = bucket === 'hard' ? Math.floor(r.rows.length / 2) : 0;
    const picks = positions(ctx, n, lo, r.rows.length - 1).map((i) => ({ row: r.rows[i], col: rng.pick(asked) }));

    let initial: CellEdits = {};
    let target: CellEdits;
    let text: string;
    if (template === 'clear_reset') {
      const { row, col } = picks[0];
      const record = row.values[ci(col)];
      const wrong = freshValue(ctx, r, col.key, [record]);
      initial = { [row.key]: { [col.key]: wrong } };
      target = {};
      text = `${cell(row, col)} was changed by mistake to ${spoken(col, wrong)}: set it back to ${spoken(col, record)}`;
    } else {
      target = {};
      for (const { row, col } of picks) target[row.key] = { [col.key]: freshValue(ctx, r, col.key, [row.values[ci(col)]]) };
      const format = template === 'enter_formatted' ? ' (as YYYY-MM-DD)' : '';
      text = `set ${picks.map(({ row, col }) => `${cell(row, col)} to ${spoken(col, target[row.key][col.key])}`).join(' and ')}${format}`;
    }
    const shown = editedRows(r.columns, r.rows, initial);
    const solution = picks.flatMap(({ row, col }, k) => {
      const at = r.rows.indexOf(row);
      const goal = template === 'clear_reset' ? row.values[ci(col)] : target[row.key][col.key];
      // A DataGrid scrolled sideways to the last cell edited shows the key column again on Home.
      const back: ReferenceStep[] = k > 0 && ctx.library === 'mui' ? [{ do: 'keyboard_press', key: 'Home' }] : [];
      return [...back, ...editSteps(ctx, r.columns, shown[at], ci(col), goal)];
    });

    // Near misses: the look-alike row (two digits swapped) edited instead, another column of the
    // row, one of two cells only, or the grid as it opened (an edit never committed).
    const { row, col } = picks[0];
    const value = template === 'clear_reset' ? row.values[ci(col)] : target[row.key][col.key];
    const alike = lookAlikeRow(r, r.rows.indexOf(row));
    const twin = alike >= 0 ? r.rows[alike] : r.rows.find((x) => x !== row)!;
    const other = editable.find((c) => c !== col && c.kind === col.kind);
    const wrong = [
      { why: 'left the grid as it opened (typed, but never committed)', fields: { cells: initial } },
      ...(template === 'clear_reset'
        ? [{ why: `set ${twin.key} instead`, fields: { cells: { ...initial, [twin.key]: { [col.key]: value } } } }]
        : [{ why: `edited ${twin.key} instead`, fields: { cells: { ...target, [row.key]: undefined, [twin.key]: { [col.key]: value } } } }]),
      ...(other && template !== 'clear_reset' ? [{ why: `edited "${other.title}" instead`, fields: { cells: { ...target, [row.key]: { [other.key]: value } } } }] : []),
      ...(n > 1 ? [{ why: 'edited one of the two cells only', fields: { cells: { [row.key]: target[row.key] } } }] : []),
    ].map((w) => ({ ...w, fields: { cells: JSON.parse(JSON.stringify(w.fields.cells)) as CellEdits } }));

    return {
      params: { columns: r.columns, rows: r.rows, editable: editable.map((c) => c.key), initial },
      checks: [{ kind: 'equals', field: 'cells', target }],
      goal: {
        text,
        reference: template === 'clear_reset' ? `set ${cell(row, col)} back to ${spoken(col, value)}` : 'edit the grid so the cells read as the reference picture shows',
      },
      solution,
      wrong,
      axes: { precision_requirement: isNumberKind(col.kind) || col.kind === 'date' ? 2 : 1, ...(bucket === 'hard' ? { target_acquisition: 2, disambiguation_load: 2 } : {}) },
      why: `${n} cell edit${n > 1 ? 's' : ''}: open the editor, replace the value and commit it${bucket !== 'easy' ? ', keys with swapped digits' : ''}`,
    };
  },
});
