/** Build-time reads of the warehouse for the site's pages (real DuckDB over the Parquet files). */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../content/paths';
import { TABLES, type TableName } from '../warehouse/schema';
import { queryRows, withDuckDB, sqlString } from '../warehouse/duckdb';

export function warehouseFile(table: TableName, dir = paths.warehouse()): string {
  return path.join(dir, `${table}.parquet`);
}

export function warehouseExists(dir = paths.warehouse()): boolean {
  return (Object.keys(TABLES) as TableName[]).every((t) => existsSync(warehouseFile(t, dir)));
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
