/** Thin helpers over @duckdb/node-api: one in-memory database per use, rows as plain JSON. */
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';

export async function withDuckDB<T>(fn: (conn: DuckDBConnection) => Promise<T>): Promise<T> {
  const instance = await DuckDBInstance.create(':memory:');
  const conn = await instance.connect();
  try {
    return await fn(conn);
  } finally {
    conn.closeSync();
    instance.closeSync();
  }
}

export async function queryRows(conn: DuckDBConnection, sql: string): Promise<Record<string, unknown>[]> {
  const reader = await conn.runAndReadAll(sql);
  return reader.getRowObjectsJson() as Record<string, unknown>[];
}

/** SQL string literal. */
export function sqlString(s: string): string {
  return `'${s.replace(/'/g, "''")}'`;
}

/** Quoted SQL identifier (column names such as `group` are keywords). */
export function sqlIdent(s: string): string {
  return `"${s.replace(/"/g, '""')}"`;
}
