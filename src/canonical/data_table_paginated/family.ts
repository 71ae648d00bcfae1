/**
 * A table that shows its records a page at a time: reach a page, reach the page that lists a
 * record, or change how many rows a page shows. antd's Table pages through antd's Pagination
 * (here the lite Table with the Pagination under it, as antd's Table draws it: its page items are
 * list items, its arrows buttons named by their icons); MUI's TablePagination offers only arrows
 * (first, previous, next, last) and a rows-per-page select; Mantine composes Table, Pagination and a
 * Select for the page size.
 */
import { z } from 'zod';
import type { Library } from '../../core/ontology';
import type { Target } from '../../core/taskSpec';
import { defineFamily, type CoreContext } from '../../generator/family';
import { drawRecords, tableDataSchema } from '../../generator/cores/records';
import { CONTROLS, controlTarget, muiTablePagination, shortestPaths, type PageControl } from '../pagination/pages';
import { model, PAGE_SIZE_LABEL, sizeOption } from './model';

export const params = z.strictObject({
  ...tableDataSchema,
  pageSizes: z.array(z.number().int().positive()).min(1),
  initialPage: z.number().int().min(1),
  initialPageSize: z.number().int().positive(),
  /** Whether the page size can be changed. */
  sizeChanger: z.boolean(),
});
export type Params = z.infer<typeof params>;

const SIZES = [10, 20, 50];

/** Rows and the fewest clicks to the target page, per bucket. */
const BUCKETS = {
  easy: { rows: [25, 40], clicks: [1, 1] },
  mid: { rows: [50, 90], clicks: [1, 2] },
  hard: { rows: [100, 160], clicks: [3, 5] },
} as const;

const controls = (library: Library): ((page: number, pages: number) => PageControl[]) => (library === 'mui' ? muiTablePagination : CONTROLS[library]);

/** The page-size control and one of its options (the options open in a popup outside the instance). */
function sizeSteps(ctx: CoreContext, size: number): { do: 'click'; target: Target }[] {
  const control = ctx.scope({ role: 'combobox', name: PAGE_SIZE_LABEL[ctx.library] });
  return [{ do: 'click', target: control }, { do: 'click', target: { role: 'option', name: sizeOption(ctx.library, size) } }];
}

export default defineFamily<Params>({
  type: 'data_table_paginated',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['navigate_to', 'table_operation', 'open_and_select'],
  baseAxes: { target_acquisition: 2, feedback_dynamics: 2 },
  core(ctx) {
    const { rng, bucket } = ctx;
    const b = BUCKETS[bucket];
    const r = drawRecords(rng, { rows: rng.int(b.rows[0], b.rows[1]), columns: rng.int(3, bucket === 'easy' ? 4 : 5) });
    const noun = r.theme.noun;
    const size = SIZES[0];
    const pages = Math.ceil(r.rows.length / size);
    const base = { columns: r.columns, rows: r.rows, pageSizes: SIZES, initialPageSize: size, sizeChanger: false };
    if (ctx.template === 'open_and_select') {
      const target = rng.pick(SIZES.slice(1));
      const initialPage = bucket === 'easy' ? 1 : rng.int(1, pages);
      return {
        params: { ...base, initialPage, sizeChanger: true },
        checks: [{ kind: 'equals', field: 'pageSize', target }],
        goal: { text: `show ${target} rows per page in the table`, reference: 'show as many rows per page as the reference picture says' },
        solution: sizeSteps(ctx, target),
        wrong: [{ why: 'picked another page size', fields: { pageSize: SIZES.find((s) => s !== target && s !== size)! } }],
        axes: { depth_layering: 1 },
        why: 'the page size sits in a small select beside the page controls',
      };
    }
    const initialPage = bucket === 'hard' ? rng.int(1, pages) : 1;
    const paths = shortestPaths(ctx.library, pages, initialPage, controls(ctx.library));
    const reachable = [...paths].filter(([p, steps]) => p !== initialPage && steps.length >= b.clicks[0] && steps.length <= b.clicks[1]);
    const [target, steps] = rng.pick(reachable.length ? reachable : [...paths].filter(([p]) => p !== initialPage));
    const solution = steps.map((name) => ({ do: 'click' as const, target: controlTarget(ctx.library, name, ctx.scope) }));
    const wrong = [{ why: `stopped on page ${target + (target < pages ? 1 : -1)}`, fields: { page: target + (target < pages ? 1 : -1) } }];
    const axes = { target_acquisition: steps.length > 1 ? 1 : 0, feedback_dynamics: steps.length > 2 ? 1 : 0 };
    const why = `${pages} pages, ${steps.length} click${steps.length > 1 ? 's' : ''} to page ${target}`;
    if (ctx.template === 'table_operation') {
      const row = rng.pick(r.rows.slice((target - 1) * size, target * size));
      return {
        params: { ...base, initialPage },
        checks: [{ kind: 'equals', field: 'page', target }, { kind: 'equals', field: 'pageSize', target: size }],
        goal: {
          text: `show the page of the table that lists ${noun} ${row.key}, keeping ${size} rows per page`,
          reference: `show the page of the table named in the reference picture, keeping ${size} rows per page`,
        },
        solution, wrong, axes: { ...axes, disambiguation_load: 1 }, why: `${why}, the page found by the record it lists`,
      };
    }
    return {
      params: { ...base, initialPage },
      checks: [{ kind: 'equals', field: 'page', target }],
      goal: { text: `go to page ${target} of the table`, reference: 'go to the page of the table shown in the reference picture' },
      solution, wrong, axes, why,
    };
  },
});
