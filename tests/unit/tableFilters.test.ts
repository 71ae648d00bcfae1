import { describe, expect, it } from 'vitest';
import type { Column, Row } from '../../src/env/kit/dataTable';
import { distinctTexts, filterRows } from '../../src/env/kit/tableFilters';

const columns: Column[] = [
  { key: 'key', title: 'Ticket', kind: 'id' },
  { key: 'status', title: 'Status', kind: 'text' },
  { key: 'total', title: 'Total', kind: 'money' },
];
const rows: Row[] = [
  { key: 'TCK-104', values: ['TCK-104', 'Open', 1234.5] },
  { key: 'TCK-140', values: ['TCK-140', 'Closed', 80] },
  { key: 'TCK-410', values: ['TCK-410', 'Open', 9] },
];
const keys = (r: Row[]) => r.map((x) => x.key);

describe('table filters', () => {
  it('keeps the rows whose cell is one of the values, or whose text contains the search (case aside)', () => {
    expect(keys(filterRows(columns, rows, [{ column: 'status', values: ['Open'] }]))).toEqual(['TCK-104', 'TCK-410']);
    expect(keys(filterRows(columns, rows, [{ column: 'status', values: ['Open', 'Closed'] }]))).toEqual(['TCK-104', 'TCK-140', 'TCK-410']);
    expect(keys(filterRows(columns, rows, [{ column: 'key', contains: 'tck-1' }]))).toEqual(['TCK-104', 'TCK-140']);
    // Cells compare as they read: money with its sign and grouping.
    expect(keys(filterRows(columns, rows, [{ column: 'total', contains: '$1,234' }]))).toEqual(['TCK-104']);
    expect(keys(filterRows(columns, rows, [{ column: 'status', values: ['Open'] }, { column: 'key', contains: '41' }]))).toEqual(['TCK-410']);
    expect(filterRows(columns, rows, [{ column: 'status', values: ['Pending'] }])).toEqual([]);
    expect(filterRows(columns, rows, [])).toEqual(rows);
  });

  it('lists a column\'s values once each, in code-point order', () => {
    expect(distinctTexts(columns, rows, 'status')).toEqual(['Closed', 'Open']);
  });
});
