/**
 * The SQL box of the Explore page. DuckDB-wasm loads on the first query only, and each table on the
 * first query that names it.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { QueryResult, TableUrls, WarehouseDb } from './duckdbClient';
import { saveFile } from './saveFile';

export interface ConsoleExample {
  table: string;
  sql: string;
}

const DEFAULT_SQL = `SELECT r.agent, r.mode, count(*) AS episodes, round(100 * avg(e.success::INTEGER), 1) AS pass_pct
FROM episodes e JOIN runs r USING (run_id)
GROUP BY ALL ORDER BY pass_pct DESC`;

/** Rows drawn in the page; every download holds the whole result. */
const SHOWN_ROWS = 500;

export function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled. */
export function toCsv(result: Pick<QueryResult, 'columns' | 'rows'>): string {
  const field = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  return [result.columns, ...result.rows.map((r) => r.map(cellText))].map((r) => r.map(field).join(',')).join('\r\n') + '\r\n';
}

export default function SqlConsole({ urls, examples }: { urls: TableUrls; examples: ConsoleExample[] }) {
  const [sql, setSql] = useState(DEFAULT_SQL);
  const [status, setStatus] = useState('DuckDB loads when you run the first query.');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<QueryResult | null>(null);
  const db = useRef<Promise<WarehouseDb> | null>(null);
  const editor = useRef<HTMLTextAreaElement>(null);

  // Text typed before the page hydrated lives only in the DOM; adopt it so Run executes what is shown.
  useEffect(() => {
    const typed = editor.current?.value;
    if (typed !== undefined && typed !== DEFAULT_SQL) setSql(typed);
  }, []);

  const csvUrl = useMemo(() => (result ? URL.createObjectURL(new Blob([toCsv(result)], { type: 'text/csv' })) : null), [result]);
  useEffect(() => () => { if (csvUrl) URL.revokeObjectURL(csvUrl); }, [csvUrl]);

  /** Arrow and Parquet are encoded when asked for, not with every result. */
  function download(name: string, type: string, encode: () => Uint8Array) {
    try {
      saveFile(name, new Blob([encode() as Uint8Array<ArrayBuffer>], { type }));
    } catch (e) {
      setError(`could not write ${name}: ${String((e as Error).message ?? e)}`);
    }
  }

  async function run() {
    setBusy(true);
    setError(null);
    try {
      if (!db.current) {
        setStatus('Loading DuckDB…');
        db.current = import('./duckdbClient').then((m) => m.openWarehouse(urls));
        db.current.catch(() => { db.current = null; });
      }
      const conn = await db.current;
      setStatus('Running…');
      const r = await conn.query(sql);
      setResult(r);
      const fetched = r.loaded.length ? `; downloaded ${r.loaded.join(', ')}` : '';
      setStatus(`${r.rows.length} row${r.rows.length === 1 ? '' : 's'} in ${r.ms.toFixed(0)} ms${fetched}`);
    } catch (e) {
      setError(String((e as Error).message ?? e));
      setStatus('Query failed.');
    } finally {
      setBusy(false);
    }
  }

  function load(example: string) {
    setSql(example);
    editor.current?.focus();
  }

  return (
    <section aria-labelledby="sql-heading" className="sql-console">
      <h2 id="sql-heading">Query</h2>
      <label htmlFor="sql-input">SQL over the tables of the warehouse</label>
      <textarea id="sql-input" ref={editor} className="sql" value={sql} spellCheck={false} onChange={(e) => setSql(e.target.value)}
        onKeyDown={(e) => { if ((e.ctrlKey || e.metaKey) && e.key === 'Enter') void run(); }} />
      <div className="toolbar">
        <button type="button" className="primary" onClick={() => void run()} disabled={busy}>Run query</button>
        <span className="status" role="status" id="sql-status">{status}</span>
        {result && csvUrl && (
          <span className="downloads">Download {result.rows.length} rows as{' '}
            <a href={csvUrl} download="componentbench-query.csv" id="sql-csv">CSV</a>,{' '}
            <button type="button" className="link" id="sql-arrow" onClick={() => download('componentbench-query.arrow', 'application/vnd.apache.arrow.stream', result.arrow)}>Arrow</button> or{' '}
            <button type="button" className="link" id="sql-parquet" onClick={() => download('componentbench-query.parquet', 'application/vnd.apache.parquet', result.parquet)}>Parquet</button>
          </span>
        )}
      </div>
      {error && <p className="error" role="alert">{error}</p>}
      {result && (
        <>
          {result.rows.length > SHOWN_ROWS && <p className="note">Showing the first {SHOWN_ROWS} of {result.rows.length} rows; the downloads hold them all.</p>}
          <div className="table-scroll" tabIndex={0} aria-label="Query result (scrolls sideways)" role="region">
            <table className="data" id="sql-result">
              <caption className="visually-hidden">Query result</caption>
              <thead><tr>{result.columns.map((c, i) => <th key={i} scope="col">{c}</th>)}</tr></thead>
              <tbody>
                {result.rows.slice(0, SHOWN_ROWS).map((row, i) => (
                  <tr key={i}>{row.map((v, j) => <td key={j} className={v === null || v === undefined ? 'null' : undefined}>{v === null || v === undefined ? 'NULL' : cellText(v)}</td>)}</tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <h2 id="examples-heading">Example queries</h2>
      <p>At least one for each table, as documented in <code>docs/warehouse.md</code>. Loading one replaces the text in the editor.</p>
      <ul className="examples" aria-labelledby="examples-heading">
        {examples.map((ex, i) => {
          // A table's second and later examples are numbered, so every button has its own name.
          const nth = examples.slice(0, i).filter((e) => e.table === ex.table).length + 1;
          return (
          <li key={i}>
            <div className="example-head">
              <code>{ex.table}</code>
              <button type="button" onClick={() => load(ex.sql)} aria-label={`Load the ${ex.table} example${nth > 1 ? ` ${nth}` : ''} into the editor`}>Load</button>
            </div>
            <pre tabIndex={0}><code>{ex.sql}</code></pre>
          </li>
          );
        })}
      </ul>
    </section>
  );
}
