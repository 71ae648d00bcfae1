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
});
