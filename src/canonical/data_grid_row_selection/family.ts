/**
 * data_grid_row_selection: a grid of records with a checkbox per row; tasks select rows by their
 * key, clear a selection, or swap one selected row for another. antd's Table `rowSelection` names
 * each checkbox by its position on the page ("Select row 3", "Row 3 selected" once checked); MUI
 * X's DataGrid `checkboxSelection` names every one "Select row" (or "Unselect row"), so only the
 * row around it tells them apart; Mantine has no selectable table, and its docs compose `Table` and
 * `Checkbox` as here, with the same "Select row" label on each. Long grids page by ten in antd and
 * MUI (the selection stays across pages) and scroll in Mantine. The state is the selected keys.
 */
import { z } from 'zod';
import type { Target } from '../../core/taskSpec';
import { cellText } from '../../env/kit/dataTable';
import { quoted } from '../../generator/cores/files';
import { defineFamily, type CoreContext } from '../../generator/family';
import { drawRecords, lookAlikeRow, tableDataSchema, type Records } from '../../generator/cores/records';
import type { Rng } from '../../generator/rng';
import { model, PAGE_SIZE } from './model';

export const params = z.strictObject({
  ...tableDataSchema,
  /** Keys of the rows selected when the page opens. */
  initial: z.array(z.string().min(1)),
});
export type Params = z.infer<typeof params>;

const ROWS = { easy: [5, 7], mid: [8, 10], hard: [16, 24] } as const;

/**
 * How a row reads: DataGrid's rows (role="row" elements) are named by their content, the
 * checkbox's label first; a table's `tr` has no name, so it reads as the text it holds.
 */
const rowName = (r: Records, i: number, box: string | null) => [...(box ? [box] : []), ...r.rows[i].values.map((v, c) => cellText(r.columns[c], v))].join(' ');

/** `n` distinct row positions in [lo, hi], in table order. */
function positions(rng: Rng, n: number, lo: number, hi: number): number[] {
  const out = new Set<number>();
  while (out.size < n) out.add(rng.int(lo, hi));
  return [...out].sort((a, b) => a - b);
}

/** Reference clicks toggling rows in table order, turning pages forward where the grid pages. */
function toggles(ctx: CoreContext, r: Records, rows: readonly number[], selected: ReadonlySet<number>) {
  const paged = ctx.library !== 'mantine';
  const next: Target = ctx.scope(ctx.library === 'antd' ? { role: 'button', name: 'right' } : { role: 'button', name: 'Go to next page' });
  const steps: { do: 'click'; target: Target }[] = [];
  let page = 0;
  for (const i of rows) {
    while (paged && Math.floor(i / PAGE_SIZE) > page) {
      steps.push({ do: 'click', target: next });
      page++;
    }
    const on = selected.has(i);
    const box: Target = ctx.library === 'antd'
      ? ctx.scope({ role: 'checkbox', name: on ? `Row ${(i % PAGE_SIZE) + 1} selected` : `Select row ${(i % PAGE_SIZE) + 1}` })
      : (() => {
        const name = ctx.library === 'mui' && on ? 'Unselect row' : 'Select row';
        return { role: 'checkbox', name, within: ctx.scope({ role: 'row', name: rowName(r, i, ctx.library === 'mui' ? name : null) }) };
      })();
    steps.push({ do: 'click', target: box });
  }
  return steps;
}

export default defineFamily<Params>({
  type: 'data_grid_row_selection',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['select_many', 'select_one', 'clear_reset', 'toggle_state'],
  baseAxes: { density_choice_interference: 2, disambiguation_load: 2 },
  core(ctx) {
    const { rng, bucket, template } = ctx;
    const r = drawRecords(rng, { rows: rng.int(ROWS[bucket][0], ROWS[bucket][1]), columns: rng.int(3, bucket === 'easy' ? 4 : 5), confusable: bucket !== 'easy' });
    const n = template === 'select_one' ? 1 : bucket === 'easy' ? 2 : 3;
    // Hard grids ask for rows past the first page (antd, MUI) or the first view (Mantine).
    const lo = bucket === 'hard' ? PAGE_SIZE - 2 : 0;
    const last = r.rows.length - 1;
    let initial: number[] = [];
    let target: number[];
    let clicked: number[];
    let text: string;
    const keys = (is: readonly number[]) => is.map((i) => r.rows[i].key);
    const noun = r.theme.noun;
    if (template === 'clear_reset') {
      initial = positions(rng, n, lo, last);
      target = [];
      clicked = initial;
      text = `clear the selection so that no ${noun} row is selected`;
    } else if (template === 'toggle_state') {
      const [keep, off, on] = rng.shuffle(positions(rng, 3, lo, last));
      initial = [keep, off].sort((a, b) => a - b);
      target = [keep, on].sort((a, b) => a - b);
      clicked = [off, on].sort((a, b) => a - b);
      text = `deselect ${noun} ${r.rows[off].key} and select ${noun} ${r.rows[on].key}, leaving ${r.rows[keep].key} selected`;
    } else {
      target = positions(rng, n, lo, last);
      clicked = target;
      text = `select the ${noun} row${n > 1 ? 's' : ''} ${quoted(keys(target))} and no other`;
    }
    const solution = toggles(ctx, r, clicked, new Set(initial));
    // A look-alike key (two digits swapped) where the table has one, else the next row.
    const near = (i: number) => {
      const j = lookAlikeRow(r, i);
      return j >= 0 ? j : i < last ? i + 1 : i - 1;
    };
    const first = (target[0] ?? initial[0])!;
    const wrong = [
      { why: 'left the selection as it was', fields: { selected: keys(initial) } },
      { why: `picked ${r.rows[near(first)].key} instead`, fields: { selected: keys([...new Set([near(first), ...target.slice(1)])]) } },
      ...(target.length > 1 ? [{ why: 'selected one row too few', fields: { selected: keys(target.slice(1)) } }] : []),
    ].filter((w) => [...w.fields.selected].sort().join() !== keys(target).sort().join());
    const pages = solution.filter((s) => s.target.role === 'button').length;
    return {
      params: { columns: r.columns, rows: r.rows, initial: keys(initial) },
      checks: [{ kind: 'set_equals', field: 'selected', target: keys(target) }],
      goal: { text, reference: template === 'clear_reset' ? text : `make the selected ${noun} rows the ones in the reference picture` },
      solution,
      wrong,
      axes: { target_acquisition: pages ? 1 : 0, precision_requirement: ctx.library === 'mui' ? 1 : 0, depth_layering: pages ? 1 : 0 },
      why: `${clicked.length} row checkbox${clicked.length > 1 ? 'es' : ''} among ${r.rows.length} rows${pages ? `, ${pages} page turn${pages > 1 ? 's' : ''}` : ''}${bucket !== 'easy' ? ', keys with swapped digits' : ''}`,
    };
  },
});
