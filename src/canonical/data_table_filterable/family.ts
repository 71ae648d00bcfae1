/**
 * data_table_filterable: a table narrowed by column filters. antd's Table lists a column's values
 * in the filter dropdown of its header (checkboxes, applied with OK, cleared with Reset), and the
 * searched column has the custom search panel of antd's docs (Input, Search, Reset); MUI X's
 * DataGrid filters through its panel, opened from a column's menu, and applies a filter as it is
 * set; Mantine ships no filterable table, and its docs compose one from a `Table` and inputs above
 * it (a clearable Select per column of few values, a search field). The state is the rows the
 * table shows: whatever filters leave the rows asked for.
 */
import { z } from 'zod';
import type { ReferenceStep, Target } from '../../core/taskSpec';
import { cellText, type Column, type Row } from '../../env/kit/dataTable';
import { distinctTexts, filterRows, type TableFilter } from '../../env/kit/tableFilters';
import { defineFamily, type CoreContext } from '../../generator/family';
import { drawRecords, tableDataSchema, themeWithKind, type Records } from '../../generator/cores/records';
import { model } from './model';

const filterSchema = z.union([
  z.strictObject({ column: z.string().min(1), values: z.array(z.string().min(1)).min(1) }),
  z.strictObject({ column: z.string().min(1), contains: z.string().min(1) }),
]);

export const params = z.strictObject({
  ...tableDataSchema,
  /** Columns filtered by choosing among their values. */
  valueFilters: z.array(z.string().min(1)).min(1),
  /** The column searched by text, if any. */
  searchColumn: z.string().min(1).nullable(),
  /** Filters applied when the page opens. */
  initial: z.array(filterSchema),
});
export type Params = z.infer<typeof params>;

const SIZE = { easy: { rows: [6, 8], columns: [3, 4] }, mid: { rows: [9, 12], columns: [4, 5] }, hard: { rows: [13, 18], columns: [5, 6] } } as const;
/** The most values a column may have to be filtered by choosing among them. */
const MAX_CHOICES = 8;

const titleOf = (r: Records, key: string) => r.columns.find((c) => c.key === key)!.title;

/**
 * Steps that open the filter panel on a column. antd: the column's header trigger ("filter", or
 * the search panel's "search"). DataGrid: a column's menu, whose button shows while the pointer is
 * on the header, and its "Filter" item; the first column's, which is always in view (a narrow grid
 * scrolls the others sideways), then the panel's "Column" select moves the filter to the column
 * (DataGrid keeps one filter: opening the panel on a column replaces it).
 */
function openFilter(ctx: CoreContext, r: Records, column: string, icon: 'search' | 'filter'): ReferenceStep[] {
  const title = titleOf(r, column);
  if (ctx.library === 'antd') return [{ do: 'click', target: { role: 'button', name: icon, within: ctx.scope({ role: 'columnheader', name: `${title} ${icon}` }) } }];
  const first = r.columns[0].title;
  return [
    { do: 'hover', target: ctx.scope({ role: 'columnheader', name: first }) },
    { do: 'click', target: ctx.scope({ role: 'button', name: `${first} column menu` }) },
    { do: 'click', target: { role: 'menuitem', name: 'Filter' } },
    ...(column === r.columns[0].key ? [] : [
      { do: 'click' as const, target: { role: 'combobox', name: 'Column' } },
      { do: 'click' as const, target: { role: 'option', name: title } },
    ]),
  ];
}

export default defineFamily<Params>({
  type: 'data_table_filterable',
  libraries: ['antd', 'mui', 'mantine'],
  // antd's Table with its filter dropdowns and search panel leaves little of a page's budget for the scene.
  heavyOn: ['antd'],
  params,
  model,
  templates: ['select_one', 'enter_text', 'clear_reset'],
  baseAxes: { depth_layering: 2, semantic_observability: 2 },
  core(ctx) {
    const { rng, bucket, template } = ctx;
    const size = SIZE[bucket];
    // Records with a text column of few values to filter by (themes whose text columns are all
    // names draw none): a theme, drawn wide enough to include its first text column.
    let r: Records | null = null;
    let choices: Column[] = [];
    for (let tries = 0; tries < 40 && choices.length === 0; tries++) {
      const { theme, columns } = themeWithKind(rng, ['text'], size.columns[0], size.columns[1]);
      const drawn = drawRecords(rng, { rows: rng.int(size.rows[0], size.rows[1]), columns, confusable: bucket !== 'easy', theme });
      r = drawn;
      choices = drawn.columns.filter((c) => {
        const n = c.key !== 'key' && c.kind === 'text' ? distinctTexts(drawn.columns, drawn.rows, c.key).length : 0;
        return n >= 2 && n <= MAX_CHOICES;
      });
    }
    if (!r || choices.length === 0) throw new Error('data_table_filterable: no records with a column of few values');
    const rec = r;
    // The searched column: the first text column of many values (names, subjects), else the key.
    const searchCol = rec.columns.find((c) => c.kind === 'text' && !choices.includes(c) && c.key !== 'key') ?? rec.columns[0];
    const col = rng.pick(choices);
    const keysOf = (rows: Row[]) => rows.map((x) => x.key);
    const values = distinctTexts(rec.columns, rec.rows, col.key);
    let initial: TableFilter[] = [];
    let target: TableFilter[];
    let text: string;
    let solution: ReferenceStep[];
    const title = col.title;
    const option = (v: string): Target => (ctx.library === 'antd' ? { role: 'menuitem', name: v } : { role: 'option', name: v });

    if (template === 'enter_text') {
      // A word of one row's text that not every row has.
      const ci = rec.columns.indexOf(searchCol);
      const words = [...new Set(rec.rows.flatMap((x) => cellText(searchCol, x.values[ci]).split(/[\s-]+/).filter((w) => w.length >= 3)))]
        .filter((w) => filterRows(rec.columns, rec.rows, [{ column: searchCol.key, contains: w }]).length < rec.rows.length);
      const word = rng.pick(words.length ? words : [cellText(searchCol, rec.rows[0].values[ci])]);
      target = [{ column: searchCol.key, contains: word }];
      text = `filter the table to the rows whose "${searchCol.title}" contains "${word}"`;
      const st = searchCol.title;
      solution = ctx.library === 'antd'
        ? [...openFilter(ctx, rec, searchCol.key, 'search'), { do: 'fill', target: { role: 'textbox', name: `Search ${st}` }, text: word }, { do: 'click', target: { role: 'button', name: 'search Search' } }]
        : ctx.library === 'mui'
          ? [...openFilter(ctx, rec, searchCol.key, 'filter'), { do: 'fill', target: { role: 'textbox', name: 'Value' }, text: word }]
          : [{ do: 'fill', target: ctx.scope({ role: 'textbox', name: `Search ${st.toLowerCase()}` }), text: word }];
    } else if (template === 'clear_reset') {
      const v = rng.pick(values);
      initial = [{ column: col.key, values: [v] }];
      target = [];
      text = `remove the "${title}" filter so that the table shows every row`;
      // antd's Reset clears the choice and OK applies it; DataGrid's panel, opened on the first
      // column, holds the one filter there is when it is on that column, which Delete removes, and
      // otherwise replaces it with an empty one (DataGrid keeps one filter), which already shows
      // every row; Mantine's Select drops its value when the chosen option is picked again.
      solution = ctx.library === 'antd'
        ? [...openFilter(ctx, rec, col.key, 'filter'), { do: 'click', target: { role: 'button', name: 'Reset' } }, { do: 'click', target: { role: 'button', name: 'OK' } }]
        : ctx.library === 'mui'
          ? [...openFilter(ctx, rec, rec.columns[0].key, 'filter'), ...(col.key === rec.columns[0].key ? [{ do: 'click' as const, target: { role: 'button', name: 'Delete' } }] : [])]
          : [{ do: 'click', target: ctx.scope({ role: 'combobox', name: title }) }, { do: 'click', target: option(v) }];
    } else {
      const v = rng.pick(values);
      target = [{ column: col.key, values: [v] }];
      text = `filter the table by "${title}" to show only the "${v}" rows`;
      solution = ctx.library === 'antd'
        ? [...openFilter(ctx, rec, col.key, 'filter'), { do: 'click', target: option(v) }, { do: 'click', target: { role: 'button', name: 'OK' } }]
        : ctx.library === 'mui'
          ? [...openFilter(ctx, rec, col.key, 'filter'), { do: 'click', target: { role: 'combobox', name: 'Value' } }, { do: 'click', target: option(v) }]
          : [{ do: 'click', target: ctx.scope({ role: 'combobox', name: title }) }, { do: 'click', target: option(v) }];
    }

    const want = keysOf(filterRows(rec.columns, rec.rows, target));
    const other = values.find((x) => !('values' in (target[0] ?? {})) || !(target[0] as { values: string[] }).values.includes(x))!;
    const wrong = [
      { why: 'left the filters as they were', fields: { visible: keysOf(filterRows(rec.columns, rec.rows, initial)) } },
      { why: `filtered "${title}" to "${other}"`, fields: { visible: keysOf(filterRows(rec.columns, rec.rows, [{ column: col.key, values: [other] }])) } },
      { why: 'filtered nothing out', fields: { visible: keysOf(rec.rows) } },
    ].filter((w) => w.fields.visible.join() !== want.join());

    return {
      params: { columns: rec.columns, rows: rec.rows, valueFilters: choices.map((c) => c.key), searchColumn: searchCol.key, initial },
      checks: [{ kind: 'set_equals', field: 'visible', target: want }],
      goal: { text, reference: template === 'clear_reset' ? text : 'filter the table so that it shows the rows in the reference picture' },
      solution,
      wrong,
      axes: { target_acquisition: ctx.library === 'mantine' ? 0 : 1, ...(bucket === 'hard' ? { disambiguation_load: 2 } : {}) },
      why: `a ${template === 'enter_text' ? 'text search' : template === 'clear_reset' ? 'filter removed' : 'value filter'} behind ${ctx.library === 'mantine' ? 'a field above the table' : 'a header control'}${bucket !== 'easy' ? ', keys with swapped digits' : ''}`,
    };
  },
});
