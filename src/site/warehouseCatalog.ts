/**
 * What the Explore page knows about the warehouse at build time: each table's Parquet file under a
 * content-hashed URL (so browsers may cache it forever), its columns and row count, and the example
 * queries documented in docs/warehouse.md.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { paths, projectRoot } from '../../pipeline/content/paths';
import { queryWarehouse, warehouseFile } from '../../pipeline/site/warehouseData';
import { TABLES, type TableName } from '../../pipeline/warehouse/schema';

export const TABLE_NAMES = Object.keys(TABLES) as TableName[];

export interface TableFile {
  table: TableName;
  /** The file name the site serves it under: `<table>.<hash>.parquet`. */
  name: string;
  file: string;
  bytes: number;
}

const fileHashes = new Map<string, { mtimeMs: number; size: number; hash: string }>();

/** First 16 hex digits of the SHA-256 of the file's bytes, remembered while the file is unchanged. */
function contentHash(file: string): string {
  const st = statSync(file);
  const known = fileHashes.get(file);
  if (known && known.mtimeMs === st.mtimeMs && known.size === st.size) return known.hash;
  const hash = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
  fileHashes.set(file, { mtimeMs: st.mtimeMs, size: st.size, hash });
  return hash;
}

export function tableFiles(dir = paths.warehouse()): TableFile[] {
  return TABLE_NAMES.map((table) => {
    const file = warehouseFile(table, dir);
    return { table, name: `${table}.${contentHash(file)}.parquet`, file, bytes: statSync(file).size };
  });
}

export interface TableSchema {
  table: TableName;
  sortBy: readonly string[];
  columns: { name: string; type: string }[];
  rows: number;
}

const CountRows = z.array(z.object({ t: z.enum(TABLE_NAMES as [TableName, ...TableName[]]), n: z.coerce.number().int().min(0) }));

export async function tableSchemas(dir = paths.warehouse()): Promise<TableSchema[]> {
  const counts = CountRows.parse(await queryWarehouse(TABLE_NAMES.map((t) => `SELECT '${t}' AS t, count(*)::INTEGER AS n FROM ${t}`).join(' UNION ALL '), dir));
  const rowsOf = new Map(counts.map((c) => [c.t, c.n]));
  return TABLE_NAMES.map((table) => {
    const def: { sortBy: readonly string[]; columns: Record<string, string> } = TABLES[table];
    return {
      table, sortBy: def.sortBy, rows: rowsOf.get(table) ?? 0,
      columns: Object.entries(def.columns).map(([name, type]) => ({ name, type })),
    };
  });
}

export interface ExampleQuery {
  table: TableName;
  /** The heading's description of the table, after the dash. */
  about: string;
  sql: string;
}

const Examples = z.array(z.object({ table: z.enum(TABLE_NAMES as [TableName, ...TableName[]]), about: z.string().min(1), sql: z.string().min(1) })).min(1);

/** The example queries of docs/warehouse.md, one or more per table, in the document's order. */
export function exampleQueries(doc = path.join(projectRoot(), 'docs', 'warehouse.md')): ExampleQuery[] {
  const text = readFileSync(doc, 'utf8');
  const sections = [...text.matchAll(/^### (\w+) — ([^\n]*)\n([\s\S]*?)(?=^### |(?![\s\S]))/gm)];
  return Examples.parse(sections.flatMap((m) => [...m[3].matchAll(/```sql\n([\s\S]*?)```/g)].map((q) => ({ table: m[1], about: m[2].trim(), sql: q[1].trim() }))));
}
