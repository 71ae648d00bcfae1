/** Build-time reads of the warehouse for the site's pages (real DuckDB over the Parquet files). */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../content/paths';
import { SCHEMA_STAMP, TABLES, schemaDigest, type TableName } from '../warehouse/schema';
import { queryRows, withDuckDB, sqlString } from '../warehouse/duckdb';

export function warehouseFile(table: TableName, dir = paths.warehouse()): string {
  return path.join(dir, `${table}.parquet`);
}

const warned = new Set<string>();

/**
 * Whether `dir` holds a complete warehouse written with this version's schema. One written by an
 * older version is treated as absent (pages say there are no results), with a warning naming the fix.
 */
export function warehouseExists(dir = paths.warehouse()): boolean {
  if (!(Object.keys(TABLES) as TableName[]).every((t) => existsSync(warehouseFile(t, dir)))) return false;
  let stamp: unknown = null;
  try {
    stamp = JSON.parse(readFileSync(path.join(dir, SCHEMA_STAMP), 'utf8'));
  } catch { /* no stamp: written before stamps existed */ }
  if ((stamp as { schema?: unknown } | null)?.schema === schemaDigest()) return true;
  if (!warned.has(dir)) {
    warned.add(dir);
    console.warn(`${dir}: the warehouse was written with another table schema and is left out; rebuild it with \`npx cb pipeline\``);
  }
  return false;
}

/** Run a query with every warehouse table available as a view of the same name. */
export async function queryWarehouse(sql: string, dir = paths.warehouse()): Promise<Record<string, unknown>[]> {
  return withDuckDB(async (conn) => {
    for (const t of Object.keys(TABLES) as TableName[]) {
      await conn.run(`CREATE VIEW ${t} AS SELECT * FROM read_parquet(${sqlString(warehouseFile(t, dir))})`);
    }
    return queryRows(conn, sql);
  });
}
