/**
 * Seeded record sets for the structured-data types: a theme (invoices, services, experiments…)
 * gives the columns and draws each row's values; keys are unique, and harder tables add keys that
 * differ from another only by two swapped digits, as real ID columns do.
 */
import { z } from 'zod';
import { cellText, COLUMN_KINDS, type Cell, type Column, type ColumnKind, type Row } from '../../env/kit/dataTable';
import type { Rng } from '../rng';

/** Params of a table's records: the first column holds each row's key. */
export const tableDataSchema = {
  columns: z.array(z.strictObject({ key: z.string().min(1), title: z.string().min(1), kind: z.enum(COLUMN_KINDS) })).min(2),
  rows: z.array(z.strictObject({ key: z.string().min(1), values: z.array(z.union([z.string(), z.number()])).min(1) })).min(2),
};

interface ThemeColumn {
  key: string;
  title: string;
  kind: ColumnKind;
  value(rng: Rng): Cell;
}

export interface RecordTheme {
  /** What one row is ("invoice"), for instructions. */
  noun: string;
  /** The key column: its title and a fresh key. */
  key: { title: string; kind: ColumnKind; draw(rng: Rng): string };
  columns: ThemeColumn[];
  /** The most rows with distinct keys it draws readily. */
  most: number;
}

const COMPANIES = ['Acme Corp', 'Bluefin Labs', 'Cedar & Co', 'Dunmore Foods', 'Everpine', 'Fjord Freight', 'Granite Health', 'Harbor Books', 'Ionic Studio', 'Juniper Legal', 'Kestrel Air', 'Lumen Retail', 'Maple Dental', 'Northwind Tea', 'Orchid Hotels', 'Pioneer Bikes'];
const FIRST = ['Amara', 'Bruno', 'Chen', 'Dana', 'Elif', 'Farid', 'Greta', 'Hiro', 'Ines', 'Jonas', 'Kemi', 'Luca', 'Mei', 'Nadia', 'Omar', 'Priya', 'Rina', 'Sven', 'Tariq', 'Uma', 'Viktor', 'Wen', 'Yusuf', 'Zoe'];
const LAST = ['Adler', 'Baptiste', 'Costa', 'Dubois', 'Eriksen', 'Fischer', 'Garcia', 'Haddad', 'Ito', 'Jensen', 'Kowalski', 'Lindqvist', 'Moreau', 'Novak', 'Okafor', 'Petrov', 'Quinn', 'Rossi', 'Sato', 'Tanaka'];
const SERVICES = ['auth', 'search', 'billing', 'media', 'notify', 'report', 'export', 'ingest', 'profile', 'catalog', 'checkout', 'pricing'];
const SERVICE_KINDS = ['api', 'worker', 'gateway', 'cache'];

const pad = (n: number, w: number) => String(n).padStart(w, '0');
const date = (rng: Rng) => `2026-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`;
const money = (rng: Rng, lo: number, hi: number) => rng.int(lo * 100, hi * 100) / 100;
const pct = (rng: Rng, lo: number, hi: number) => rng.int(lo * 10, hi * 10) / 10;
const person = (rng: Rng) => `${rng.pick(FIRST)} ${rng.pick(LAST)}`;

export const RECORD_THEMES: readonly RecordTheme[] = [
  {
    noun: 'invoice',
    key: { title: 'Invoice', kind: 'id', draw: (rng) => `INV-${rng.int(1000, 9999)}` },
    columns: [
      { key: 'customer', title: 'Customer', kind: 'text', value: (rng) => rng.pick(COMPANIES) },
      { key: 'amount', title: 'Amount', kind: 'money', value: (rng) => money(rng, 40, 9800) },
      { key: 'due', title: 'Due date', kind: 'date', value: date },
      { key: 'status', title: 'Status', kind: 'text', value: (rng) => rng.pick(['Paid', 'Open', 'Overdue', 'Draft']) },
      { key: 'tax', title: 'Tax', kind: 'money', value: (rng) => money(rng, 2, 900) },
      { key: 'issued', title: 'Issued', kind: 'date', value: date },
    ],
    most: 400,
  },
  {
    noun: 'order',
    key: { title: 'Order', kind: 'id', draw: (rng) => `ORD-${rng.int(1000, 9999)}` },
    columns: [
      { key: 'customer', title: 'Customer', kind: 'text', value: person },
      { key: 'items', title: 'Items', kind: 'int', value: (rng) => rng.int(1, 24) },
      { key: 'total', title: 'Total', kind: 'money', value: (rng) => money(rng, 9, 2400) },
      { key: 'placed', title: 'Placed on', kind: 'date', value: date },
      { key: 'weight', title: 'Weight (g)', kind: 'int', value: (rng) => rng.int(120, 18000) },
      { key: 'shipped', title: 'Shipped on', kind: 'date', value: date },
    ],
    most: 400,
  },
  {
    noun: 'service',
    key: { title: 'Service', kind: 'text', draw: (rng) => `${rng.pick(SERVICES)}-${rng.pick(SERVICE_KINDS)}` },
    columns: [
      { key: 'region', title: 'Region', kind: 'text', value: (rng) => rng.pick(['eu-west-1', 'eu-central-1', 'us-east-1', 'us-west-2', 'ap-south-1', 'ap-northeast-1']) },
      { key: 'latency', title: 'p95 latency', kind: 'ms', value: (rng) => rng.int(18, 1400) },
      { key: 'uptime', title: 'Uptime', kind: 'percent', value: (rng) => pct(rng, 95, 100) },
      { key: 'errors', title: 'Error rate', kind: 'percent', value: (rng) => pct(rng, 0, 9) },
      { key: 'requests', title: 'Requests / min', kind: 'int', value: (rng) => rng.int(200, 98000) },
      { key: 'deployed', title: 'Last deploy', kind: 'date', value: date },
    ],
    most: 40,
  },
  {
    noun: 'experiment',
    key: { title: 'Run', kind: 'id', draw: (rng) => `EXP-${rng.int(10, 999)}` },
    columns: [
      { key: 'accuracy', title: 'Accuracy', kind: 'percent', value: (rng) => pct(rng, 60, 99) },
      { key: 'precision', title: 'Precision', kind: 'percent', value: (rng) => pct(rng, 55, 99) },
      { key: 'recall', title: 'Recall', kind: 'percent', value: (rng) => pct(rng, 50, 99) },
      { key: 'f1', title: 'F1 score', kind: 'percent', value: (rng) => pct(rng, 50, 99) },
      { key: 'runtime', title: 'Runtime', kind: 'ms', value: (rng) => rng.int(900, 98000) },
      { key: 'started', title: 'Started', kind: 'date', value: date },
    ],
    most: 400,
  },
  {
    noun: 'member',
    key: { title: 'Name', kind: 'text', draw: person },
    columns: [
      { key: 'role', title: 'Role', kind: 'text', value: (rng) => rng.pick(['Designer', 'Engineer', 'Analyst', 'Manager', 'Writer', 'Recruiter']) },
      { key: 'team', title: 'Team', kind: 'text', value: (rng) => rng.pick(['Platform', 'Growth', 'Payments', 'Mobile', 'Data', 'Support']) },
      { key: 'joined', title: 'Joined', kind: 'date', value: date },
      { key: 'projects', title: 'Projects', kind: 'int', value: (rng) => rng.int(0, 30) },
      { key: 'office', title: 'Office', kind: 'text', value: (rng) => rng.pick(['Lisbon', 'Nairobi', 'Osaka', 'Toronto', 'Berlin', 'Remote']) },
      { key: 'load', title: 'Utilization', kind: 'percent', value: (rng) => pct(rng, 10, 100) },
    ],
    most: 400,
  },
  {
    noun: 'ticket',
    key: { title: 'Ticket', kind: 'id', draw: (rng) => `TCK-${rng.int(100, 999)}` },
    columns: [
      { key: 'subject', title: 'Subject', kind: 'text', value: (rng) => rng.pick(['Cannot sign in', 'Refund request', 'Broken export', 'Slow dashboard', 'Missing invoice', 'Wrong address', 'App crashes']) },
      { key: 'assignee', title: 'Assignee', kind: 'text', value: (rng) => rng.pick(FIRST) },
      { key: 'updated', title: 'Updated', kind: 'date', value: date },
      { key: 'replies', title: 'Replies', kind: 'int', value: (rng) => rng.int(0, 40) },
      { key: 'waiting', title: 'Waiting (h)', kind: 'int', value: (rng) => rng.int(1, 300) },
      { key: 'opened', title: 'Opened', kind: 'date', value: date },
    ],
    most: 400,
  },
];

export interface Records {
  theme: RecordTheme;
  columns: Column[];
  rows: Row[];
}

/** Two digits of a key swapped (INV-1042 → INV-1024), or null when the key has no such pair. */
function swapDigits(rng: Rng, key: string): string | null {
  const at = [...key].flatMap((ch, i) => (/\d/.test(ch) && /\d/.test(key[i + 1] ?? '') && ch !== key[i + 1] ? [i] : []));
  if (at.length === 0) return null;
  const i = rng.pick(at);
  return key.slice(0, i) + key[i + 1] + key[i] + key.slice(i + 2);
}

/** The index of another row whose key has the same characters as row `i`'s (a look-alike: two digits swapped), or -1. */
export function lookAlikeRow(records: Records, i: number): number {
  const k = records.rows[i].key;
  const same = [...k].sort().join();
  return records.rows.findIndex((x, y) => y !== i && x.key.length === k.length && [...x.key].sort().join() === same);
}

/**
 * `rows` records of a theme with its key column and the first `columns - 1` others. With
 * `confusable`, about a third of the keys are digit-swaps of others.
 */
export function drawRecords(rng: Rng, opts: { rows: number; columns: number; confusable?: boolean; theme?: RecordTheme }): Records {
  const theme = opts.theme ?? rng.pick(RECORD_THEMES.filter((t) => t.most >= opts.rows));
  const cols = theme.columns.slice(0, opts.columns - 1);
  const keys: string[] = [];
  const seen = new Set<string>();
  const add = (k: string | null) => {
    if (k === null || seen.has(k)) return false;
    seen.add(k);
    keys.push(k);
    return true;
  };
  for (let tries = 0; keys.length < opts.rows && tries < opts.rows * 50; tries++) {
    if (opts.confusable && keys.length > 0 && rng.next() < 0.35) add(swapDigits(rng, rng.pick(keys)));
    else add(theme.key.draw(rng));
  }
  if (keys.length < opts.rows) throw new Error(`records: theme "${theme.noun}" yields only ${keys.length} distinct keys of ${opts.rows}`);
  return {
    theme,
    columns: [{ key: 'key', title: theme.key.title, kind: theme.key.kind }, ...cols.map(({ key, title, kind }) => ({ key, title, kind }))],
    rows: keys.map((key) => ({ key, values: [key, ...cols.map((c) => c.value(rng))] })),
  };
}

/**
 * A theme with a column of one of `kinds`, and how many columns to draw of it: between `lo` and
 * `hi`, raised to reach its first column of those kinds (see drawRecords).
 */
export function themeWithKind(rng: Rng, kinds: readonly ColumnKind[], lo: number, hi: number): { theme: RecordTheme; columns: number } {
  const theme = rng.pick(RECORD_THEMES.filter((t) => t.columns.some((c) => kinds.includes(c.kind))));
  const first = theme.columns.findIndex((c) => kinds.includes(c.kind));
  return { theme, columns: Math.min(theme.columns.length + 1, Math.max(rng.int(lo, hi), first + 2)) };
}

/** Whether a cell's text appears in no other cell of the table (so a reference can name it). */
export function uniqueCell(r: Records, row: Row, column: string): boolean {
  const ci = r.columns.findIndex((c) => c.key === column);
  const text = cellText(r.columns[ci], row.values[ci]);
  return r.rows.every((o) => o.values.every((v, i) => (o === row && i === ci) || cellText(r.columns[i], v) !== text));
}
