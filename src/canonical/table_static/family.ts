/**
 * A read-only table whose rows (or cells) the user selects by clicking: find a record among
 * similar keys, in a body that scrolls inside the table when it is long, in columns that scroll
 * sideways when it is wide. The libraries' tables ship no selection model of their own; the
 * highlight is the library's own selected-row style, and the selection is never exposed to
 * assistive technology (none of the three tables sets `aria-selected` on plain rows).
 */
import { z } from 'zod';
import { cellText } from '../../env/kit/dataTable';
import { defineFamily, type CoreContext } from '../../generator/family';
import { chipsFit, toggleClicks } from '../../generator/cores/labelSet';
import { drawRecords, tableDataSchema, uniqueCell, type Records } from '../../generator/cores/records';
import { CLEAR_LABEL, model } from './model';

export const params = z.strictObject({
  ...tableDataSchema,
  /** What a click selects: one row, a toggled set of rows, or one cell. */
  selection: z.enum(['row', 'rows', 'cell']),
  initialActive: z.string().nullable(),
  initialSelected: z.array(z.string()),
  /** Whether a "Clear selection" control sits above the table. */
  clearable: z.boolean(),
  /** Height of the body in px, rows beyond it scrolling inside the table; null: every row shows. */
  height: z.number().int().positive().nullable(),
  /** Width the table keeps in px, wider than its card so columns scroll sideways; null: fits. */
  width: z.number().int().positive().nullable(),
});
export type Params = z.infer<typeof params>;

/** `A`, `A and B`, `A, B and C`: keys read as they show, without quotes. */
const plainList = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

const SIZE = {
  easy: { rows: [5, 7], columns: [3, 4] },
  mid: { rows: [10, 16], columns: [4, 5] },
  hard: { rows: [26, 40], columns: [5, 7] },
} as const;

/** The row a harder task asks for sits below the rows that show at first. */
const pickRow = (ctx: CoreContext, r: Records) => ctx.rng.pick(ctx.bucket === 'hard' ? r.rows.slice(10) : r.rows);

export default defineFamily<Params>({
  type: 'table_static',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['select_one', 'select_many', 'clear_reset', 'activate'],
  excludeWrappers: ['table_operation'],
  baseAxes: { density_choice_interference: 2, semantic_observability: 2 },
  core(ctx) {
    const { rng, bucket } = ctx;
    const size = SIZE[bucket];
    const r = drawRecords(rng, { rows: rng.int(size.rows[0], size.rows[1]), columns: rng.int(size.columns[0], size.columns[1]), confusable: bucket !== 'easy' });
    const noun = r.theme.noun;
    const keyCell = (key: string) => ctx.scope({ role: 'cell', name: key });
    const other = (not: readonly string[]) => rng.pick(r.rows.filter((x) => !not.includes(x.key))).key;
    const base = {
      columns: r.columns, rows: r.rows, selection: 'row' as const, initialActive: null, initialSelected: [], clearable: false,
      height: bucket === 'hard' ? 320 : null, width: null,
    };
    const hard = bucket === 'hard' ? { target_acquisition: 1 } : {};
    switch (ctx.template) {
      case 'activate': {
        const wide = bucket === 'hard';
        // The cell is named by its text, so it must be the only cell that reads so.
        const candidates = r.rows.flatMap((row) => r.columns.slice(wide ? -2 : 1).filter((c) => uniqueCell(r, row, c.key)).map((c) => ({ row, c })));
        const { row, c } = rng.pick(wide ? candidates.filter((x) => r.rows.indexOf(x.row) >= 10) : candidates);
        const ci = r.columns.indexOf(c);
        const nextCol = r.columns[ci === 1 ? 2 : ci - 1];
        return {
          params: { ...base, selection: 'cell', width: wide ? 1100 : null },
          checks: [{ kind: 'equals', field: 'cell', target: { row: row.key, column: c.key } }],
          goal: {
            text: `select the "${c.title}" cell of ${noun} ${row.key}`,
            reference: `select the cell named in the reference picture (its ${noun} and column)`,
            mixed: `select the "${c.title}" cell of the ${noun} shown in the reference picture`,
          },
          solution: [{ do: 'click', target: ctx.scope({ role: 'cell', name: cellText(c, row.values[ci]) }) }],
          wrong: [
            { why: `selected the "${nextCol.title}" cell of the same ${noun}`, fields: { cell: { row: row.key, column: nextCol.key } } },
            { why: `selected "${c.title}" of another ${noun}`, fields: { cell: { row: other([row.key]), column: c.key } } },
          ],
          axes: { ...hard, precision_requirement: 1, ...(wide ? { depth_layering: 1 } : {}) },
          why: `${r.rows.length} rows × ${r.columns.length} columns${wide ? ', the column scrolled out of view sideways' : ''}`,
        };
      }
      case 'select_many': {
        const k = bucket === 'easy' ? 2 : 3;
        const fits = ctx.scene.guidance === 'text' ? () => true : chipsFit;
        let target: string[] = [];
        for (let i = 0; i < 50 && (target.length === 0 || !fits(target)); i++) {
          const picked = new Set(rng.sample(r.rows, k));
          target = r.rows.filter((x) => picked.has(x)).map((x) => x.key);
        }
        // Harder tables start with a stray row selected that has to be let go.
        const initial = bucket === 'easy' ? [] : [other(target)];
        const display = r.rows.map((x) => x.key);
        const missing = rng.pick(target);
        return {
          params: { ...base, selection: 'rows', initialSelected: initial },
          checks: [{ kind: 'set_equals', field: 'selected', target }],
          goal: {
            text: `have exactly the rows of ${noun}s ${plainList(target)} selected`,
            reference: `select exactly the ${noun}s shown in the reference picture`,
            mixed: `select exactly the ${target.length} ${noun}s shown in the reference picture (one of them is ${target[0]})`,
          },
          solution: toggleClicks(display, initial, target, keyCell),
          wrong: [
            { why: `left out ${missing}`, fields: { selected: target.filter((t) => t !== missing) } },
            ...(initial.length ? [{ why: `left ${initial[0]} selected`, fields: { selected: display.filter((d) => target.includes(d) || initial.includes(d)) } }] : []),
          ],
          axes: { ...hard, disambiguation_load: 1 },
          why: `${target.length} of ${r.rows.length} rows to toggle${initial.length ? ', one selected row to let go' : ''}`,
        };
      }
      case 'clear_reset': {
        const initial = pickRow(ctx, r).key;
        return {
          params: { ...base, initialActive: initial, clearable: true },
          checks: [{ kind: 'equals', field: 'active', target: null }],
          goal: { text: 'clear the row selection of the table', reference: 'leave no row of the table selected' },
          solution: [{ do: 'click', target: ctx.scope({ role: 'button', name: CLEAR_LABEL }) }],
          wrong: [{ why: 'selected another row instead', fields: { active: other([initial]) } }],
          why: 'one labelled control clears the selection',
        };
      }
      default: {
        const row = pickRow(ctx, r);
        const near = r.rows.find((x) => x !== row && [...x.key].sort().join() === [...row.key].sort().join());
        return {
          params: base,
          checks: [{ kind: 'equals', field: 'active', target: row.key }],
          goal: {
            text: `select the row of ${noun} ${row.key}`,
            reference: `select the row of the ${noun} shown in the reference picture`,
            mixed: `select the row of the ${noun} shown in the reference picture (it ends in "${row.key.slice(-2)}")`,
          },
          solution: [{ do: 'click', target: keyCell(row.key) }],
          wrong: [{ why: near ? `selected ${near.key}, which has the same characters` : 'selected another row', fields: { active: near?.key ?? other([row.key]) } }],
          axes: { ...hard, disambiguation_load: near ? 1 : 0 },
          why: `${r.rows.length} rows${near ? ' with look-alike keys' : ''}${bucket === 'hard' ? ', the row below the table\'s fold' : ''}`,
        };
      }
    }
  },
});
