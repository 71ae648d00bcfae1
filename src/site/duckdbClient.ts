/**
 * In-browser DuckDB over the warehouse. duckdb-wasm cannot fetch its Parquet extension without
 * network access, so each table is decoded by parquet-wasm into Arrow IPC and inserted as a table.
 * Everything here is self-hosted and loaded only when the user first runs a query.
 */
import * as duckdb from '@duckdb/duckdb-wasm';
import duckdbWasm from '@duckdb/duckdb-wasm/dist/duckdb-eh.wasm?url';
import duckdbWorker from '@duckdb/duckdb-wasm/dist/duckdb-browser-eh.worker.js?url';
import initParquet, { readParquet } from 'parquet-wasm/esm';
import parquetWasm from 'parquet-wasm/esm/parquet_wasm_bg.wasm?url';

export interface QueryResult {
  columns: string[];
  rows: unknown[][];
  ms: number;
}

export interface WarehouseDb {
  query(sql: string): Promise<QueryResult>;
  tables: string[];
}

export async function openWarehouse(base: string, tables: string[]): Promise<WarehouseDb> {
  const worker = new Worker(duckdbWorker);
  const db = new duckdb.AsyncDuckDB(new duckdb.VoidLogger(), worker);
  const [, , files] = await Promise.all([
    db.instantiate(duckdbWasm),
    initParquet({ module_or_path: parquetWasm }),
    Promise.all(tables.map(async (t) => {
      const res = await fetch(`${base}/data/${t}.parquet`);
      if (!res.ok) throw new Error(`could not fetch table ${t} (HTTP ${res.status})`);
      return new Uint8Array(await res.arrayBuffer());
    })),
  ]);
  const conn = await db.connect();
  for (const [i, t] of tables.entries()) {
    await conn.insertArrowFromIPCStream(readParquet(files[i]).intoIPCStream(), { name: t, create: true });
  }
  return {
    tables,
    async query(sql) {
      const t0 = performance.now();
      const result = await conn.query(sql);
      const fields = result.schema.fields;
      const columns = fields.map((f) => f.name);
      const rows = result.toArray().map((r) => fields.map((f) => toPlain((r as Record<string, unknown>)[f.name], f.type as ArrowType)));
      return { columns, rows, ms: performance.now() - t0 };
    },
  };
}

/** The parts of an Arrow data type the conversion reads (Arrow's Type ids: 7 decimal, 8 date, 10 timestamp). */
interface ArrowType {
  typeId: number;
  scale?: number;
}

/** Arrow values as plain, exactly printed JS values (decimals and 128-bit integers as strings). */
function toPlain(v: unknown, type: ArrowType): unknown {
  if (v === null || v === undefined) return null;
  if (type.typeId === 7) return decimalString(String(v), type.scale ?? 0);
  if (type.typeId === 10 && typeof v === 'number') return new Date(v).toISOString().replace('T', ' ').replace(/\.000Z$|Z$/, '');
  if (type.typeId === 8 && typeof v === 'number') return new Date(v).toISOString().slice(0, 10);
  if (typeof v === 'bigint') return Number.isSafeInteger(Number(v)) ? Number(v) : v.toString();
  if (v && typeof v === 'object' && 'toJSON' in v && typeof (v as { toJSON(): unknown }).toJSON === 'function') return (v as { toJSON(): unknown }).toJSON();
  return v;
}

function decimalString(digits: string, scale: number): string {
  if (scale <= 0) return digits;
  const neg = digits.startsWith('-');
  const d = (neg ? digits.slice(1) : digits).padStart(scale + 1, '0');
  return `${neg ? '-' : ''}${d.slice(0, -scale)}.${d.slice(-scale)}`;
}
