/**
 * In-browser DuckDB over the warehouse. duckdb-wasm cannot fetch its Parquet extension without
 * network access, so each table is decoded by parquet-wasm into Arrow IPC and inserted as a table.
 * Everything here is self-hosted and loaded only when the user first runs a query; the single-threaded
 * (exception-handling) build needs no cross-origin isolation headers from the host.
 *
 * A table is fetched the first time a query names it, so a query over `runs` never downloads `steps`.
 */
import * as duckdb from '@duckdb/duckdb-wasm';
import duckdbWasm from '@duckdb/duckdb-wasm/dist/duckdb-eh.wasm?url';
import duckdbWorker from '@duckdb/duckdb-wasm/dist/duckdb-browser-eh.worker.js?url';
import { tableToIPC } from 'apache-arrow';
import initParquet, { readParquet, Table as WasmTable, writeParquet } from 'parquet-wasm/esm';
import parquetWasm from 'parquet-wasm/esm/parquet_wasm_bg.wasm?url';

export interface QueryResult {
  columns: string[];
  rows: unknown[][];
  /** Time DuckDB took to answer, excluding the download of tables the query needed. */
  ms: number;
  /** Tables this query had to download first. */
  loaded: string[];
  /** The whole result as an Arrow IPC stream (apache-arrow's writer), with DuckDB's own column types. */
  arrow(): Uint8Array;
  /** The whole result as a Parquet file (parquet-wasm's writer, from the Arrow stream). */
  parquet(): Uint8Array;
}

export interface WarehouseDb {
  query(sql: string): Promise<QueryResult>;
  /** Tables registered so far. */
  registered(): string[];
}

/** Where each table's Parquet file is served (content-hashed URLs). */
export type TableUrls = Record<string, string>;

export async function openWarehouse(urls: TableUrls): Promise<WarehouseDb> {
  const worker = new Worker(duckdbWorker);
  const db = new duckdb.AsyncDuckDB(new duckdb.VoidLogger(), worker);
  await Promise.all([db.instantiate(duckdbWasm), initParquet({ module_or_path: parquetWasm })]);
  const conn = await db.connect();
  const loading = new Map<string, Promise<void>>();
  const known = Object.keys(urls);

  const register = (table: string): Promise<void> => {
    let p = loading.get(table);
    if (!p) {
      p = (async () => {
        const res = await fetch(urls[table]);
        if (!res.ok) throw new Error(`could not fetch table ${table} (HTTP ${res.status})`);
        const bytes = new Uint8Array(await res.arrayBuffer());
        await conn.insertArrowFromIPCStream(readParquet(bytes).intoIPCStream(), { name: table, create: true });
      })();
      p.catch(() => loading.delete(table));
      loading.set(table, p);
    }
    return p;
  };

  /**
   * The warehouse tables a query refers to. DuckDB's parser names them exactly (a column called
   * `tasks` is not the table); when the SQL does not parse, every word that is a table name counts,
   * so the user sees DuckDB's own error about the query rather than a missing table.
   */
  const tablesIn = async (sql: string): Promise<string[]> => {
    let names: string[];
    try {
      names = await conn.getTableNames(sql);
    } catch {
      names = sql.toLowerCase().match(/[a-z_][a-z0-9_]*/g) ?? [];
    }
    const lower = new Set(names.map((n) => n.toLowerCase().split('.').pop()!));
    return known.filter((t) => lower.has(t));
  };

  return {
    registered: () => [...loading.keys()],
    async query(sql) {
      const needed = await tablesIn(sql);
      const loaded = needed.filter((t) => !loading.has(t));
      await Promise.all(needed.map(register));
      const t0 = performance.now();
      const result = await conn.query(sql);
      const fields = result.schema.fields;
      const columns = fields.map((f) => f.name);
      const rows = result.toArray().map((r) => fields.map((f) => toPlain((r as Record<string, unknown>)[f.name], f.type as ArrowType)));
      const arrow = () => tableToIPC(result, 'stream');
      return { columns, rows, ms: performance.now() - t0, loaded, arrow, parquet: () => writeParquet(WasmTable.fromIPCStream(arrow())) };
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
