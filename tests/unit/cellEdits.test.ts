import { describe, expect, it } from 'vitest';
import { editedRows, editorText, parseCell, withCell } from '../../src/env/kit/cellEdits';
import type { Column, Row } from '../../src/env/kit/dataTable';

const columns: Column[] = [
  { key: 'key', title: 'Order', kind: 'id' },
  { key: 'customer', title: 'Customer', kind: 'text' },
  { key: 'items', title: 'Items', kind: 'int' },
  { key: 'total', title: 'Total', kind: 'money' },
];
const rows: Row[] = [
  { key: 'ORD-1042', values: ['ORD-1042', 'Ava Chen', 3, 1234.5] },
  { key: 'ORD-1024', values: ['ORD-1024', 'Uma Sato', 12, 80] },
];

describe('cell edits', () => {
  it('keeps only the cells that differ from their records', () => {
    let edits = withCell(columns, rows, {}, 'ORD-1042', 'customer', 'Ina Costa');
    edits = withCell(columns, rows, edits, 'ORD-1042', 'items', 4);
    expect(edits).toEqual({ 'ORD-1042': { customer: 'Ina Costa', items: 4 } });
    // Back to the record's value: the edit goes, and with the row's last edit, the row.
    edits = withCell(columns, rows, edits, 'ORD-1042', 'customer', 'Ava Chen');
    expect(edits).toEqual({ 'ORD-1042': { items: 4 } });
    expect(withCell(columns, rows, edits, 'ORD-1042', 'items', 3)).toEqual({});
    // An unknown row or column changes nothing.
    expect(withCell(columns, rows, edits, 'ORD-9999', 'items', 5)).toBe(edits);
    expect(withCell(columns, rows, edits, 'ORD-1042', 'nope', 5)).toBe(edits);
  });

  it('shows the rows with their edits, and each value in its editor as typed', () => {
    const shown = editedRows(columns, rows, { 'ORD-1024': { total: 99.9 } });
    expect(shown[0]).toBe(rows[0]);
    expect(shown[1].values).toEqual(['ORD-1024', 'Uma Sato', 12, 99.9]);
    expect(editorText(columns[3], 1234.5)).toBe('1234.5');
    expect(editorText(columns[1], 'Ava Chen')).toBe('Ava Chen');
  });

  it('commits text trimmed and numbers only where a column takes them', () => {
    expect(parseCell(columns[1], '  Ina Costa ')).toBe('Ina Costa');
    expect(parseCell(columns[1], '   ')).toBeNull();
    expect(parseCell(columns[2], '14')).toBe(14);
    expect(parseCell(columns[2], '14.5')).toBeNull();
    expect(parseCell(columns[3], '1234.50')).toBe(1234.5);
    expect(parseCell(columns[3], '1,234.50')).toBeNull();
    expect(parseCell(columns[3], '$12')).toBeNull();
    expect(parseCell(columns[3], '12.345')).toBeNull();
  });
});
