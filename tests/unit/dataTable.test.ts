import { describe, expect, it } from 'vitest';
import { cellText, nextSort, sortClicks, sortRows, type Column, type Row, type Sort } from '../../src/env/kit/dataTable';
import { drawRecords, tableDataSchema, uniqueCell } from '../../src/generator/cores/records';
import { Rng } from '../../src/generator/rng';
import { z } from 'zod';

const cols: Column[] = [
  { key: 'key', title: 'Invoice', kind: 'id' },
  { key: 'amount', title: 'Amount', kind: 'money' },
  { key: 'due', title: 'Due date', kind: 'date' },
];
const rows: Row[] = [
  { key: 'INV-2', values: ['INV-2', 1204.5, '2026-03-01'] },
  { key: 'INV-10', values: ['INV-10', 99, '2026-01-15'] },
  { key: 'INV-1', values: ['INV-1', 1204.5, '2025-12-31'] },
];

describe('table records', () => {
  it('writes cells without a locale', () => {
    expect(cellText(cols[1], 1204.5)).toBe('$1,204.50');
    expect(cellText(cols[1], 98765432.1)).toBe('$98,765,432.10');
    expect(cellText({ key: 'u', title: 'Uptime', kind: 'percent' }, 99.95)).toBe('100.0%');
    expect(cellText({ key: 'l', title: 'Latency', kind: 'ms' }, 1400)).toBe('1,400 ms');
    expect(cellText(cols[2], '2026-03-01')).toBe('2026-03-01');
  });

  it('sorts numbers numerically and text by code point, keeping ties in their order', () => {
    const keys = (s: Sort) => sortRows(cols, rows, s).map((r) => r.key);
    expect(keys({ column: 'amount', direction: 'asc' })).toEqual(['INV-10', 'INV-2', 'INV-1']);
    expect(keys({ column: 'amount', direction: 'desc' })).toEqual(['INV-2', 'INV-1', 'INV-10']);
    expect(keys({ column: 'key', direction: 'asc' })).toEqual(['INV-1', 'INV-10', 'INV-2']);
    expect(keys({ column: 'due', direction: 'desc' })).toEqual(['INV-2', 'INV-10', 'INV-1']);
    expect(keys(null)).toEqual(['INV-2', 'INV-10', 'INV-1']);
  });

  it('cycles a header through ascending, descending and unsorted, and counts the clicks between sorts', () => {
    const asc = { column: 'amount', direction: 'asc' } as const;
    const desc = { column: 'amount', direction: 'desc' } as const;
    expect(nextSort(null, 'amount')).toEqual(asc);
    expect(nextSort(asc, 'amount')).toEqual(desc);
    expect(nextSort(desc, 'amount')).toBeNull();
    expect(nextSort(desc, 'due')).toEqual({ column: 'due', direction: 'asc' });
    // Every pair of sorts: replaying the counted clicks through nextSort reaches the target.
    const all: Sort[] = [null, asc, desc, { column: 'due', direction: 'asc' }, { column: 'due', direction: 'desc' }];
    for (const from of all) {
      for (const to of all) {
        let s = from;
        for (const { column, clicks } of sortClicks(from, to)) for (let i = 0; i < clicks; i++) s = nextSort(s, column);
        expect(s, `${JSON.stringify(from)} → ${JSON.stringify(to)}`).toEqual(to);
      }
    }
    expect(sortClicks(desc, asc)).toEqual([{ column: 'amount', clicks: 2 }]);
  });

  it('draws the same records for the same seed, with distinct keys that validate as params', () => {
    const a = drawRecords(new Rng(7), { rows: 40, columns: 6, confusable: true });
    const b = drawRecords(new Rng(7), { rows: 40, columns: 6, confusable: true });
    expect(JSON.stringify(a.rows)).toBe(JSON.stringify(b.rows));
    expect(new Set(a.rows.map((r) => r.key)).size).toBe(40);
    expect(a.columns).toHaveLength(6);
    expect(z.strictObject(tableDataSchema).parse({ columns: a.columns, rows: a.rows })).toBeTruthy();
    const row = a.rows[0];
    const twin = { ...a, rows: [...a.rows, { key: 'copy', values: row.values.map((v, i) => (i === 0 ? 'copy' : v)) }] };
    expect(uniqueCell(twin, row, a.columns[1].key)).toBe(false);
  });
});

describe('page controls of a paged table', () => {
  it("reaches every page through MUI's TablePagination arrows by the fewest clicks", async () => {
    const { muiTablePagination, shortestPaths } = await import('../../src/canonical/pagination/pages');
    const paths = shortestPaths('mui', 12, 5, muiTablePagination);
    expect(paths.size).toBe(12);
    expect(paths.get(6)).toEqual(['Go to next page']);
    expect(paths.get(12)).toEqual(['Go to last page']);
    expect(paths.get(2)).toEqual(['Go to first page', 'Go to next page']);
    expect(muiTablePagination(1, 3).map((c) => c.name)).toEqual(['Go to next page', 'Go to last page']);
  });
});
