/**
 * Every table of the warehouse is documented in docs/warehouse.md with an example query, and every
 * example runs against a warehouse built from the bundled runs and returns rows.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths, projectRoot } from '../../pipeline/content/paths';
import { readInputs, writeWarehouse } from '../../pipeline/warehouse/buildWarehouse';
import { queryRows, sqlString, withDuckDB } from '../../pipeline/warehouse/duckdb';
import { TABLES, type TableName } from '../../pipeline/warehouse/schema';

const doc = readFileSync(path.join(projectRoot(), 'docs', 'warehouse.md'), 'utf8');
const sections = [...doc.matchAll(/^### (\w+) — [^\n]*\n([\s\S]*?)(?=^### |(?![\s\S]))/gm)].map((m) => ({
  table: m[1],
  queries: [...m[2].matchAll(/```sql\n([\s\S]*?)```/g)].map((q) => q[1].trim()),
}));

let scratch = '';
beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'cb-warehouse-docs-'));
  const inputs = await readInputs([{ dir: paths.bundledRuns(), source: 'bundled' }], { cacheDir: path.join(scratch, 'cache') });
  await writeWarehouse(inputs, path.join(scratch, 'warehouse'));
}, 120_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('docs/warehouse.md', () => {
  it('documents every table, each with an example query', () => {
    expect(sections.map((s) => s.table).sort()).toEqual(Object.keys(TABLES).sort());
    for (const s of sections) expect(s.queries.length, s.table).toBeGreaterThan(0);
  });

  it('has examples that run on a warehouse built from the bundled runs', async () => {
    await withDuckDB(async (conn) => {
      for (const t of Object.keys(TABLES) as TableName[]) {
        await conn.run(`CREATE VIEW ${t} AS SELECT * FROM read_parquet(${sqlString(path.join(scratch, 'warehouse', `${t}.parquet`))})`);
      }
      for (const s of sections) {
        for (const q of s.queries) {
          const rows = await queryRows(conn, q).catch((e: Error) => { throw new Error(`${s.table}: ${e.message}\n${q}`); });
          // failures needs a failing run and run_pairs two runs of one agent; realized_difficulty's
          // example is a count, which returns its row either way.
          if (!['failures', 'run_pairs'].includes(s.table)) expect(rows.length, `${s.table}: ${q}`).toBeGreaterThan(0);
        }
      }
    });
  });
});
