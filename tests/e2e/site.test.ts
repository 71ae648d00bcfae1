import { readFileSync } from 'node:fs';
import { tableFromIPC } from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import { VIEWPORT } from '../../pipeline/harness/browser';
import { queryWarehouse } from '../../pipeline/site/warehouseData';
import { useSite } from './browser';

describe('site', () => {
  const { site, browser, warehouseDir } = useSite();

  it('leaderboard shows each run with the numbers the warehouse holds', async () => {
    // Recomputed from the episodes, not read from run_metrics, so the page's source table is checked too.
    const expected = await queryWarehouse(
      `SELECT r.run_id, r.agent, r.mode, count(e.task_id)::INTEGER AS n, sum(e.success::INTEGER)::INTEGER AS passed, avg(e.success::INTEGER)::DOUBLE AS pass_rate
       FROM runs r JOIN episodes e USING (run_id) GROUP BY ALL ORDER BY r.run_id`,
      warehouseDir,
    );
    expect(expected.map((r) => r.agent)).toContain('oracle');
    const page = await browser().newPage({ viewport: VIEWPORT });
    await page.goto(`${site().url}/`);
    for (const row of expected) {
      const tr = page.locator(`#leaderboard tr[data-run="${row.run_id}"]`);
      await expect.poll(() => tr.count()).toBe(1);
      expect(await tr.locator('[data-col="pass_rate"]').innerText()).toBe(`${(100 * Number(row.pass_rate)).toFixed(1)}%`);
      expect(Number(await tr.locator('[data-col="n"]').innerText())).toBe(Number(row.n));
      expect(Number(await tr.locator('[data-col="passed"]').innerText())).toBe(Number(row.passed));
    }
    const oracle = expected.find((r) => r.agent === 'oracle' && r.mode === 'axtree')!;
    expect(Number(oracle.pass_rate)).toBe(1);
    await page.close();
  });

  it('explore page loads DuckDB only on demand and answers SQL correctly', async () => {
    const [{ n, passed }] = await queryWarehouse('SELECT count(*)::INT AS n, sum(success::INT)::INT AS passed FROM episodes', warehouseDir);
    const page = await browser().newPage({ viewport: VIEWPORT });
    const wasm: string[] = [];
    page.on('request', (r) => { if (r.url().endsWith('.wasm')) wasm.push(r.url()); });
    await page.goto(`${site().url}/explore/`);
    await page.waitForLoadState('networkidle');
    expect(wasm).toEqual([]);
    await page.getByLabel(/SQL over the tables/).fill('SELECT count(*) AS n, sum(success::INTEGER) AS passed FROM episodes');
    await page.getByRole('button', { name: 'Run query' }).click();
    await page.waitForSelector('#sql-result', { timeout: 60_000 });
    const cells = await page.locator('#sql-result tbody tr').first().locator('td').allInnerTexts();
    expect(cells.map(Number)).toEqual([n, passed]);
    expect(wasm.length).toBeGreaterThan(0);
    await page.close();
  });

  it('explore downloads a query\'s whole result as CSV, Arrow and Parquet, each reading back as the result DuckDB gives', async () => {
    const sql = `SELECT e.run_id, e.task_id, r.mode, e.steps, e.success, e.duration_ms, e.error FROM episodes e JOIN runs r USING (run_id)
      WHERE e.task_id LIKE 'c%' ORDER BY e.run_id, e.task_id`;
    const plain = (v: unknown) => (typeof v === 'bigint' ? Number(v) : v);
    const rows = (await queryWarehouse(sql, warehouseDir)).map((r) => Object.values(r).map(plain));
    expect(rows.length).toBeGreaterThan(500); // more than the page draws
    const page = await browser().newPage({ viewport: VIEWPORT });
    await page.goto(`${site().url}/explore/`);
    // A click before the console hydrates does nothing: wait for it, as a person waits for the page.
    await page.waitForSelector('astro-island:not([ssr])');
    await page.getByLabel(/SQL over the tables/).fill(sql);
    await page.getByRole('button', { name: 'Run query' }).click();
    await page.waitForSelector('#sql-result', { timeout: 60_000 });
    const saved = async (id: string) => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.locator(id).click()]);
      return (await download.path())!;
    };
    const [csv, arrow, parquet] = [await saved('#sql-csv'), await saved('#sql-arrow'), await saved('#sql-parquet')];
    const readBack = async (from: string) => (await queryWarehouse(`SELECT * FROM ${from}`, warehouseDir)).map((r) => Object.values(r).map(plain));
    // A CSV holds no types: it is read with the result's own, and its empty fields are its NULLs.
    const types = await queryWarehouse(`SELECT column_name, column_type FROM (DESCRIBE ${sql})`, warehouseDir);
    const columns = `{${types.map((t) => `'${t.column_name}': '${t.column_type}'`).join(', ')}}`;
    expect(await readBack(`read_csv('${csv}', header = true, nullstr = '', columns = ${columns})`)).toEqual(rows);
    expect(await readBack(`read_parquet('${parquet}')`)).toEqual(rows);
    const table = tableFromIPC(readFileSync(arrow));
    expect(table.schema.fields.map((f) => f.name)).toEqual(['run_id', 'task_id', 'mode', 'steps', 'success', 'duration_ms', 'error']);
    expect(table.toArray().map((r) => table.schema.fields.map((f) => plain(r[f.name])))).toEqual(rows);
    await page.close();
  });
});
