/**
 * A table sorted by clicking column headers: each click on a header moves that column through
 * ascending, descending and unsorted, so the number of clicks depends on where the sort stands.
 * antd's Table cycles so itself and marks the sorted header with `aria-sort`; MUI's
 * TableSortLabel marks it through the header cell's `sortDirection`; Mantine ships no sortable
 * table, and the header buttons composed from `UnstyledButton` (as Mantine's own examples do)
 * show the direction only as an icon.
 */
import { z } from 'zod';
import { directionWords, sortClicks, type Column, type Sort } from '../../env/kit/dataTable';
import type { Target } from '../../core/taskSpec';
import { defineFamily, type CoreContext } from '../../generator/family';
import { drawRecords, tableDataSchema } from '../../generator/cores/records';
import { model } from './model';

const sortSchema = z.strictObject({ column: z.string().min(1), direction: z.enum(['asc', 'desc']) }).nullable();

export const params = z.strictObject({
  ...tableDataSchema,
  /** Keys of the columns whose header sorts. */
  sortable: z.array(z.string().min(1)).min(2),
  initialSort: sortSchema,
  /** Width the table keeps in px, wider than its card so columns scroll sideways; null: fits. */
  width: z.number().int().positive().nullable(),
});
export type Params = z.infer<typeof params>;

const SIZE = {
  easy: { rows: [5, 7], columns: [3, 4] },
  mid: { rows: [8, 12], columns: [4, 5] },
  hard: { rows: [12, 18], columns: [6, 7] },
} as const;

/** The control that sorts a column: antd's header cell itself, the header's button elsewhere. */
const header = (ctx: CoreContext, title: string): Target => ctx.scope({ role: ctx.library === 'antd' ? 'columnheader' : 'button', name: title });

const phrase = (c: Column, s: NonNullable<Sort>) => `by "${c.title}", ${directionWords(c, s.direction)}`;

export default defineFamily<Params>({
  type: 'data_table_sortable',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['table_operation', 'toggle_state', 'clear_reset'],
  baseAxes: { semantic_observability: 2, feedback_dynamics: 2 },
  core(ctx) {
    const { rng, bucket } = ctx;
    const size = SIZE[bucket];
    const r = drawRecords(rng, { rows: rng.int(size.rows[0], size.rows[1]), columns: rng.int(size.columns[0], size.columns[1]) });
    // Columns of free text do not sort, unless too few would be left to choose between.
    const measured = r.columns.filter((c) => c.key === 'key' || c.kind !== 'text');
    const sortable = measured.length >= 3 ? measured : r.columns;
    const wide = bucket === 'hard';
    // Harder tables ask for a column far to the right (out of view when the table scrolls sideways).
    const col = rng.pick(wide ? sortable.slice(-2) : sortable);
    const other = rng.pick(sortable.filter((c) => c !== col));
    const flip = (s: NonNullable<Sort>): NonNullable<Sort> => ({ column: s.column, direction: s.direction === 'asc' ? 'desc' : 'asc' });
    let initial: Sort;
    let target: Sort;
    if (ctx.template === 'clear_reset') {
      initial = { column: col.key, direction: rng.pick(['asc', 'desc'] as const) };
      target = null;
    } else if (ctx.template === 'toggle_state') {
      target = { column: col.key, direction: bucket === 'easy' ? 'desc' : rng.pick(['asc', 'desc'] as const) };
      initial = flip(target);
    } else {
      target = { column: col.key, direction: bucket === 'easy' ? 'asc' : rng.pick(['asc', 'desc'] as const) };
      initial = bucket === 'easy' ? null : { column: other.key, direction: rng.pick(['asc', 'desc'] as const) };
    }
    const clicks = sortClicks(initial, target);
    const solution = clicks.flatMap(({ column, clicks: n }) => Array.from({ length: n }, () => ({ do: 'click' as const, target: header(ctx, r.columns.find((c) => c.key === column)!.title) })));
    const wrong = target
      ? [{ why: 'sorted the other way', fields: { sort: flip(target) } }, { why: `sorted by "${other.title}"`, fields: { sort: { column: other.key, direction: target.direction } } }]
      : [{ why: 'left it sorted the other way', fields: { sort: flip(initial!) } }, { why: `sorted by "${other.title}" instead`, fields: { sort: { column: other.key, direction: 'asc' } } }];
    return {
      params: { columns: r.columns, rows: r.rows, sortable: sortable.map((c) => c.key), initialSort: initial, width: wide ? 1100 : null },
      checks: [{ kind: 'equals', field: 'sort', target }],
      goal: target
        ? {
            text: `sort the table ${phrase(col, target)}`,
            reference: 'sort the table as the reference picture shows',
            mixed: `sort the table by the column shown in the reference picture, ${directionWords(col, target.direction)}`,
          }
        : { text: `remove the sort by "${col.title}" so the table shows its original order`, reference: 'leave the table unsorted, in its original order' },
      solution,
      wrong,
      axes: { precision_requirement: solution.length > 1 ? 1 : 0, ...(wide ? { target_acquisition: 1, depth_layering: 1 } : {}) },
      why: `${solution.length} header click${solution.length > 1 ? 's' : ''} through the sort cycle${wide ? ', the header scrolled out of view sideways' : ''}`,
    };
  },
});
