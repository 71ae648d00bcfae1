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

export interface LeaderboardRow {
  run_id: string;
  source: string;
  agent: string;
  model: string | null;
  mode: string;
  n: number;
  passed: number;
  pass_rate: number;
  mean_steps: number | null;
  mean_steps_passed: number | null;
}

export const LEADERBOARD_SQL = `
  SELECT r.run_id, r.source, r.agent, r.model, r.mode,
         count(e.task_id)::INTEGER AS n,
         coalesce(sum(e.success::INTEGER), 0)::INTEGER AS passed,
         coalesce(avg(e.success::INTEGER), 0)::DOUBLE AS pass_rate,
         avg(e.steps)::DOUBLE AS mean_steps,
         avg(CASE WHEN e.success THEN e.steps END)::DOUBLE AS mean_steps_passed
  FROM runs r LEFT JOIN episodes e USING (run_id)
  GROUP BY ALL
  ORDER BY pass_rate DESC, r.run_id`;

export async function leaderboard(dir = paths.warehouse()): Promise<LeaderboardRow[]> {
  if (!warehouseExists(dir)) return [];
  return (await queryWarehouse(LEADERBOARD_SQL, dir)) as unknown as LeaderboardRow[];
}
