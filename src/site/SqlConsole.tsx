/** The SQL box of the Explore page. DuckDB-wasm and the tables load on the first query only. */
import { useRef, useState } from 'react';
import type { QueryResult, WarehouseDb } from './duckdbClient';

const EXAMPLE = `SELECT r.agent, r.mode, count(*) AS episodes, round(100 * avg(e.success::INTEGER), 1) AS pass_pct
FROM episodes e JOIN runs r USING (run_id)
GROUP BY ALL ORDER BY pass_pct DESC`;

export default function SqlConsole({ base, tables }: { base: string; tables: string[] }) {
  const [sql, setSql] = useState(EXAMPLE);
  const [status, setStatus] = useState('DuckDB loads when you run the first query.');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<QueryResult | null>(null);
  const db = useRef<Promise<WarehouseDb> | null>(null);

  async function run() {
    setBusy(true);
    setError(null);
    try {
      if (!db.current) {
        setStatus('Loading DuckDB and the warehouse tables…');
        db.current = import('./duckdbClient').then((m) => m.openWarehouse(base, tables));
        db.current.catch(() => { db.current = null; });
      }
      const r = await (await db.current).query(sql);
      setResult(r);
      setStatus(`${r.rows.length} row(s) in ${r.ms.toFixed(0)} ms`);
    } catch (e) {
      setError(String((e as Error).message ?? e));
      setStatus('Query failed.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-label="SQL query">
      <label htmlFor="sql-input">SQL over the tables {tables.join(', ')}</label>
      <textarea id="sql-input" className="sql" value={sql} spellCheck={false} onChange={(e) => setSql(e.target.value)}
        onKeyDown={(e) => { if ((e.ctrlKey || e.metaKey) && e.key === 'Enter') void run(); }} />
      <div className="toolbar">
        <button type="button" className="primary" onClick={() => void run()} disabled={busy}>Run query</button>
        <span className="status" role="status" id="sql-status">{status}</span>
      </div>
      {error && <p className="error" role="alert">{error}</p>}
      {result && (
        <div className="table-scroll">
          <table className="data" id="sql-result">
            <thead><tr>{result.columns.map((c) => <th key={c} scope="col">{c}</th>)}</tr></thead>
            <tbody>
              {result.rows.map((row, i) => (
                <tr key={i}>{row.map((v, j) => <td key={j}>{v === null || v === undefined ? '∅' : typeof v === 'object' ? JSON.stringify(v) : String(v)}</td>)}</tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
