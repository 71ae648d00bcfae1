/**
 * The result boards (leaderboard, families, efficiency, failures) in Chromium against the warehouse
 * the site was built from: every number checked here is queried from the warehouse by the test
 * itself, not through the pages' own data modules.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { VIEWPORT } from '../../pipeline/harness/browser';
import { queryWarehouse } from '../../pipeline/site/warehouseData';
import { loadOntology } from '../../pipeline/content/ontology';
import { useSite } from './browser';
import { OFFICIAL_RUN_ID } from '../fixtures/officialRelease';
import { onFullSuite } from '../../pipeline/content/suites';
import { actorName } from '../../pipeline/site/data/leaderboard';

const pct = (x: number, digits = 1) => `${(100 * x).toFixed(digits)}%`;

describe('result boards', () => {
  const { site, browser, warehouseDir } = useSite();
  const q = (sql: string) => queryWarehouse(sql, warehouseDir);

  async function open(path: string, viewport: { width: number; height: number } = VIEWPORT): Promise<Page> {
    const page = await browser().newPage({ viewport, acceptDownloads: true });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const res = await page.goto(`${site().url}${path}`);
    expect(res?.status(), path).toBe(200);
    expect(errors).toEqual([]);
    return page;
  }

  const visibleRuns = (page: Page) =>
    page.$$eval('#leaderboard tbody tr[data-run], #leaderboard tbody tr[data-reported]', (trs) =>
      trs.filter((tr) => (tr as HTMLElement).offsetParent !== null).map((tr) => (tr as HTMLElement).dataset.run ?? (tr as HTMLElement).dataset.reported!));

  /** The rank cell of each row shown, by run id or reported key. */
  const ranksShown = (page: Page) => page.$$eval('#leaderboard tbody:not([hidden]) tr:not([hidden])[data-provenance]', (trs) =>
    Object.fromEntries(trs.map((tr) => [(tr as HTMLElement).dataset.run ?? (tr as HTMLElement).dataset.reported!, tr.querySelector('[data-col="rank"]')!.textContent!.trim()])));

  it('leaderboard fits a 1280 px screen with no sideways scroll, and a 390 px phone with its main columns', async () => {
    const page = await open('/');
    for (const suite of await page.$$eval('input[name="suite"]', (is) => is.map((i) => (i as HTMLInputElement).value))) {
      await page.locator(`input[name="suite"][value="${suite}"]`).check();
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        const over = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          board: document.querySelector('#leaderboard')!.closest('.table-scroll')!.scrollWidth - document.querySelector('#leaderboard')!.closest('.table-scroll')!.clientWidth,
        }));
        expect(over, `${suite} at ${width} px`).toEqual({ page: 0, board: 0 });
        const visible = await page.$$eval('#leaderboard thead th', (ths) => ths.filter((th) => (th as HTMLElement).offsetParent !== null).map((th) => (th as HTMLElement).dataset.col));
        if (width === 390) expect(visible).toEqual(['rank', 'actor', 'mode', 'pass_rate']);
        else expect(visible).toHaveLength(10);
      }
    }
    await page.close();
  });

  it('leaderboard: the first suite shows as rendered, and without a script every suite shows and the controls that need one do not', async () => {
    const page = await open('/');
    const suites = await page.$$eval('#leaderboard tbody', (bs) => bs.map((b) => ({ suite: (b as HTMLElement).dataset.suite, shown: (b as HTMLElement).offsetParent !== null })));
    expect(suites.filter((b) => b.shown).map((b) => b.suite)).toEqual([await page.locator('input[name="suite"]:checked').getAttribute('value')]);
    const allRows = await page.locator('#leaderboard tbody tr[data-provenance]').count();
    await page.close();
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: VIEWPORT });
    const plain = await context.newPage();
    await plain.goto(`${site().url}/`);
    expect(await plain.locator('#leaderboard tbody tr[data-provenance]:visible').count()).toBe(allRows);
    expect(await plain.locator('#leaderboard-controls').isVisible()).toBe(false);
    await context.close();
  });

  it('leaderboard: measured numbers, time ratio against the oracle, and reported rows kept per suite', async () => {
    const metrics = await q(`SELECT run_id, suite, pass_rate, ci_lo, ci_hi, within_1h, within_2h, mean_success_steps FROM run_metrics ORDER BY run_id`);
    const ratios = await q(`
      WITH ref AS (SELECT r.suite, r.mode, e.task_id, avg(e.duration_ms) AS ms FROM episodes e JOIN runs r USING (run_id) WHERE r.agent = 'oracle' AND e.success GROUP BY ALL)
      SELECT e.run_id, sum(e.duration_ms) / sum(ref.ms) AS ratio FROM episodes e JOIN runs r USING (run_id) JOIN ref ON ref.suite = r.suite AND ref.mode = r.mode AND ref.task_id = e.task_id
      WHERE e.success GROUP BY e.run_id
      UNION ALL
      -- On the imported official suite the reference is the human trace's time (hover-only: none).
      SELECT e.run_id, sum(e.duration_ms) / sum(t.reference_duration_ms) FROM episodes e JOIN runs r USING (run_id) JOIN tasks t ON t.suite = r.suite AND t.id = e.task_id
      WHERE e.success AND r.suite = 'official-full' AND t.reference_duration_ms > 0 GROUP BY e.run_id`);
    const page = await open('/');
    for (const m of metrics) {
      const tr = page.locator(`#leaderboard tr[data-run="${m.run_id}"]`);
      expect(await tr.locator('[data-col="pass_rate"]').innerText()).toBe(pct(Number(m.pass_rate)));
      expect(await tr.locator('[data-col="ci"]').innerText()).toBe(`${(100 * Number(m.ci_lo)).toFixed(1)}–${(100 * Number(m.ci_hi)).toFixed(1)}%`);
      expect(await tr.locator('[data-col="within_1h"]').innerText()).toMatch(new RegExp(`^${pct(Number(m.within_1h)).replace('.', '\\.')}\\*?$`));
      expect(await tr.locator('[data-col="within_2h"]').innerText()).toMatch(new RegExp(`^${pct(Number(m.within_2h)).replace('.', '\\.')}\\*?$`));
      expect(await tr.locator('[data-col="mean_steps"]').innerText()).toMatch(new RegExp(`^${Number(m.mean_success_steps).toFixed(2)}\\*?$`));
      const ratio = ratios.find((r) => r.run_id === m.run_id);
      expect(await tr.locator('[data-col="time_ratio"]').innerText()).toBe(ratio ? `${Number(ratio.ratio).toFixed(2)}×` : '—');
      expect(await tr.locator('.badge').innerText()).toMatch(/^measured/);
    }
    // The oracle is its own reference.
    for (const r of ratios.filter((x) => String(x.run_id).startsWith('oracle-'))) expect(Number(r.ratio)).toBeCloseTo(1, 12);

    // The board opens on the first suite with model rows (the paper's, on its Full suite); each
    // suite shows only its own rows, the paper's beside runs measured on an imported copy.
    expect(await page.locator('input[name="suite"]:checked').getAttribute('value')).toBe('official-full');
    const localRuns = metrics.filter((m) => m.suite === 'full').map((m) => String(m.run_id)).sort();
    await page.getByLabel('This repository: Full (measured)').check();
    expect((await visibleRuns(page)).sort()).toEqual(localRuns);
    // Ranks by pass rate, ties shared; the oracle is the reference, not ranked.
    const ranks = await ranksShown(page);
    for (const m of metrics.filter((x) => x.suite === 'full')) {
      const expected = String(m.run_id).startsWith('oracle-') ? 'ref'
        : String(1 + metrics.filter((x) => x.suite === 'full' && !String(x.run_id).startsWith('oracle-') && Number(x.pass_rate) > Number(m.pass_rate)).length);
      expect(ranks[String(m.run_id)], String(m.run_id)).toBe(expected);
    }
    await page.getByLabel('Official release: Full').check();
    const officialRanks = await ranksShown(page);
    const shownRates = await page.$$eval('#leaderboard tbody:not([hidden]) tr:not([hidden])[data-provenance]', (trs) =>
      trs.map((tr) => Number((tr.querySelector('[data-col="pass_rate"]') as HTMLElement).dataset.value)));
    expect(Object.values(officialRanks).map(Number).sort((a, b) => a - b)).toEqual(shownRates.map((r) => 1 + shownRates.filter((x) => x > r).length).sort((a, b) => a - b));
    const table1 = await q(`SELECT model, mode, value FROM reported_results WHERE source_table = 'Table 1' AND metric = 'pass_rate'`);
    const officialRuns = metrics.filter((m) => m.suite === 'official-full').map((m) => String(m.run_id));
    expect(officialRuns).toEqual([OFFICIAL_RUN_ID]);
    expect((await visibleRuns(page)).sort()).toEqual([...officialRuns, ...table1.map((r) => `official-full/${r.model}/${r.mode}`)].sort());
    const official = page.locator(`#leaderboard tr[data-run="${OFFICIAL_RUN_ID}"]`);
    expect(await official.locator('.badge').innerText()).toMatch(/^measured/);
    expect(await official.locator('[data-col="pass_rate"]').innerText()).toBe('75.0%');
    // Three solved tasks of 2.4 s each against human references of 1.5 s each.
    expect(await official.locator('[data-col="time_ratio"]').innerText()).toBe('1.60×');
    for (const r of table1) {
      const tr = page.locator(`#leaderboard tr[data-reported="official-full/${r.model}/${r.mode}"]`);
      expect(await tr.locator('[data-col="pass_rate"]').innerText()).toBe(`${Number(r.value).toFixed(1)}%`);
      expect(await tr.locator('.badge').innerText()).toMatch(/^reported/);
      // A reported row has no run: it carries no run cell at all (nothing hidden to lay out).
      expect(await tr.locator('[data-col="run"]').count()).toBe(0);
    }
    const table5 = await q(`SELECT model, mode, value FROM reported_results WHERE source_table = 'Table 5' AND metric = 'pass_rate'`);
    await page.getByLabel('Official release: Core').check();
    expect((await visibleRuns(page)).sort()).toEqual(table5.map((r) => `official-core/${r.model}/${r.mode}`).sort());
    // This repository's Core runs are their own group, right after the paper's Core rows.
    await page.getByLabel('This repository: Core (measured)').check();
    const coreRuns = metrics.filter((m) => m.suite === 'core').map((m) => String(m.run_id)).sort();
    expect(coreRuns.length).toBeGreaterThan(0);
    expect((await visibleRuns(page)).sort()).toEqual(coreRuns);
    const order = await page.$$eval('input[name="suite"]', (xs) => xs.map((x) => (x as HTMLInputElement).value));
    expect(order.slice(order.indexOf('official-full'))).toEqual(['official-full', 'full', 'official-core', 'core']);

    // Open weights: only models whose weights are published remain.
    await page.getByLabel('Official release: Full').check();
    await page.getByLabel('Weights', { exact: true }).selectOption('open');
    const open_ = await visibleRuns(page);
    expect(open_.length).toBeGreaterThan(0);
    expect(open_.every((k) => /\/(qwen3-vl-235b|ui-tars-1\.5-7b)\//.test(k))).toBe(true);
    await page.close();
  });

  it('leaderboard: mode and library filters, sorting and the CSV of what is shown', async () => {
    const byLibrary = await q(`SELECT run_id, level, tasks, passed FROM breakdowns WHERE dimension = 'library'`);
    const runs = await q(`SELECT run_id, mode FROM runs WHERE suite = 'full'`);
    const page = await open('/');
    await page.getByLabel('This repository: Full (measured)').check();

    await page.getByLabel('Mode', { exact: true }).selectOption('pixel');
    expect(await visibleRuns(page)).toEqual(runs.filter((r) => r.mode === 'pixel').map((r) => r.run_id));
    await page.getByLabel('Mode', { exact: true }).selectOption('');
    await page.getByLabel('Model / agent', { exact: true }).selectOption('rule');
    expect(await visibleRuns(page)).toEqual(runs.filter((r) => String(r.run_id).startsWith('rule-')).map((r) => r.run_id));
    await page.getByLabel('Model / agent', { exact: true }).selectOption('');

    await page.getByLabel('Library', { exact: true }).selectOption('mui');
    for (const b of byLibrary.filter((x) => x.level === 'mui')) {
      const tr = page.locator(`#leaderboard tr[data-run="${b.run_id}"]`);
      expect(await tr.locator('[data-col="pass_rate"]').innerText()).toBe(pct(Number(b.passed) / Number(b.tasks)));
      expect(Number(await tr.locator('[data-col="n"]').innerText())).toBe(Number(b.tasks));
      expect(Number(await tr.locator('[data-col="passed"]').innerText())).toBe(Number(b.passed));
    }
    // Reported rows have no per-library numbers: under a library the official suite shows only the
    // run measured on it.
    await page.getByLabel('Official release: Full').check();
    expect(await visibleRuns(page)).toEqual([OFFICIAL_RUN_ID]);
    await page.getByLabel('This repository: Full (measured)').check();

    // Sorting by pass rate: descending first, then ascending; aria-sort follows.
    const passHeader = page.locator('#leaderboard thead th[data-col="pass_rate"]');
    await passHeader.getByRole('button').click();
    expect(await passHeader.getAttribute('aria-sort')).toBe('descending');
    const order = async () => page.$$eval('#leaderboard tbody:not([hidden]) tr[data-run]', (trs) => trs.map((tr) => Number((tr.querySelector('[data-col="pass_rate"]') as HTMLElement).dataset.value)));
    const desc = await order();
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    await passHeader.getByRole('button').click();
    expect(await passHeader.getAttribute('aria-sort')).toBe('ascending');
    const asc = await order();
    expect(asc).toEqual([...asc].sort((a, b) => a - b));

    // The CSV holds exactly the filtered rows, with the library's recomputed numbers.
    await page.getByLabel('Mode', { exact: true }).selectOption('axtree');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8').trim().split('\n').map((l) => l.split(','));
    const [header, ...rows] = csv;
    const col = (name: string) => header.indexOf(name);
    const expected = byLibrary.filter((b) => b.level === 'mui' && runs.find((r) => r.run_id === b.run_id)?.mode === 'axtree');
    expect(rows.map((r) => r[col('run_id')]).sort()).toEqual(expected.map((b) => b.run_id).sort());
    for (const r of rows) {
      const b = expected.find((x) => x.run_id === r[col('run_id')])!;
      expect(r[col('library')]).toBe('mui');
      expect(r[col('provenance')]).toBe('measured');
      expect(Number(r[col('passed')])).toBe(Number(b.passed));
      expect(Number(r[col('n')])).toBe(Number(b.tasks));
      expect(Number(r[col('pass_rate')])).toBeCloseTo(Number(b.passed) / Number(b.tasks), 12);
    }
    await page.close();
  });

  it('families: heatmap cells equal the family breakdowns and link to family pages of per-type numbers', async () => {
    const ontology = loadOntology();
    // The boards set side by side the runs on Full suites; Core's runs have the Core page.
    const cells = await q(`SELECT run_id, level, pass_rate, tasks FROM breakdowns WHERE dimension = 'family' AND run_id IN (SELECT run_id FROM runs WHERE ${onFullSuite()})`);
    const runs = await q(`SELECT run_id FROM runs WHERE ${onFullSuite()}`);
    expect((await q(`SELECT run_id FROM runs WHERE NOT ${onFullSuite()}`)).length, 'the e2e warehouse holds Core runs, which the boards leave out').toBeGreaterThan(0);
    const page = await open('/families/');
    expect(await page.locator('#family-heatmap tbody tr').count()).toBe(ontology.families.length);
    for (const c of cells) {
      const td = page.locator(`#family-heatmap tr[data-family="${c.level}"] td[data-run="${c.run_id}"]`);
      expect(await td.locator('a').innerText()).toBe(pct(Number(c.pass_rate)));
      expect(await td.innerText()).toContain(`n=${c.tasks}`);
    }
    expect(await page.locator('#family-heatmap td.none').count()).toBe(ontology.families.length * runs.length - cells.length);
    const [{ n: reportedCells }] = await q(`SELECT count(*)::INTEGER AS n FROM reported_results WHERE group_kind = 'family' AND model IS NOT NULL AND mode IS NOT NULL`);
    // The paper's numbers sit in the same table, shown only when switched on.
    const reported = page.locator('#family-heatmap td.reported-col:not(.unreported)');
    expect(await reported.count()).toBe(reportedCells);
    expect(await reported.first().isVisible()).toBe(false);
    await page.locator('#show-reported').check();
    expect(await reported.first().isVisible()).toBe(true);
    expect(await page.locator('#family-heatmap thead th.reported-col:visible').count()).toBeGreaterThan(0);
    const [one] = await q(`SELECT model, mode, "group" AS family, value FROM reported_results WHERE group_kind = 'family' AND metric = 'pass_rate' AND model IS NOT NULL AND mode IS NOT NULL ORDER BY value, model, mode LIMIT 1`);
    expect(Number(await page.locator(`#family-heatmap tr[data-family="${one.family}"] td[data-model="${one.model}"][data-mode="${one.mode}"]`).getAttribute('data-value'))).toBeCloseTo(Number(one.value) / 100, 12);

    const hrefs = await page.$$eval('#family-heatmap tbody th a', (as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
    expect(hrefs).toEqual(ontology.families.map((f) => `/families/${f.id}/`));
    for (const href of hrefs) expect((await fetch(`${site().url}${href}`)).status, href).toBe(200);
    await page.close();

    const family = ontology.families.find((f) => cells.some((c) => c.level === f.id))!;
    const types = await q(`SELECT run_id, level, passed, tasks, pass_rate FROM breakdowns WHERE dimension = 'canonical_type'`);
    const detail = await open(`/families/${family.id}/`);
    expect(await detail.locator('#type-table tbody tr').count()).toBe(family.types.length);
    for (const t of types.filter((x) => family.types.includes(String(x.level)))) {
      const td = detail.locator(`#type-table tr[data-type="${t.level}"] td[data-run="${t.run_id}"]`);
      expect(await td.innerText()).toContain(pct(Number(t.pass_rate)));
      expect(await td.innerText()).toContain(`${t.passed}/${t.tasks}`);
    }
    expect(await detail.$$eval('#type-table tbody th a', (as) => as.map((a) => a.getAttribute('href')))).toEqual(family.types.map((t) => `/components/${t}/`));
    await detail.close();
  });

  it('efficiency: the table behind the charts, cost where runs recorded it, and the Pareto frontier of agent runs', async () => {
    const points = await q(`
      SELECT m.run_id, m.agent, m.pass_rate, m.mean_success_ms, m.mean_step_ratio, c.cost, c.tokens
      FROM run_metrics m LEFT JOIN (
        SELECT run_id, avg(coalesce(cost_usd, 0)) AS cost, avg(coalesce(prompt_tokens, 0) + coalesce(completion_tokens, 0)) AS tokens
        FROM episodes GROUP BY run_id HAVING count(cost_usd) > 0) c USING (run_id) WHERE ${onFullSuite('m.suite')}`);
    const costed = points.filter((p) => p.cost !== null);
    expect(costed.length, 'the e2e warehouse holds a run that recorded cost').toBeGreaterThan(0);
    const page = await open('/efficiency/');
    // Time, steps and cost of the measured runs; the paper's models in a chart of their own.
    expect(await page.locator('svg[role="img"][aria-label*="Pareto"]').count()).toBe(4);
    expect(await page.locator('#reported-efficiency svg[aria-label*="reported pass rate"]').count()).toBe(1);
    expect(await page.locator('#cost-chart').count()).toBe(1);
    const agents = points.filter((p) => p.agent !== 'oracle');
    // A run is on a frontier when no other agent run is at least as good on both axes and better on one.
    const dominated = (p: Record<string, unknown>, x: string) =>
      agents.some((o) => o !== p && Number(o[x]) <= Number(p[x]) && Number(o.pass_rate) >= Number(p.pass_rate) && (Number(o[x]) < Number(p[x]) || Number(o.pass_rate) > Number(p.pass_rate)));
    for (const p of points) {
      const tr = page.locator(`#efficiency-table tr[data-run="${p.run_id}"]`);
      expect(await tr.locator('[data-col="pass_rate"]').innerText()).toBe(pct(Number(p.pass_rate)));
      expect(await tr.locator('[data-col="mean_success_ms"]').innerText()).toBe(`${(Number(p.mean_success_ms) / 1000).toFixed(2)} s`);
      expect(await tr.locator('[data-col="mean_step_ratio"]').innerText()).toMatch(new RegExp(`^${Number(p.mean_step_ratio).toFixed(2)}\\*?$`));
      expect(await tr.locator('[data-col="mean_cost_usd"]').innerText()).toBe(p.cost === null ? '—' : `$${Number(p.cost).toFixed(4)}`);
      expect(await tr.locator('[data-col="mean_tokens"]').innerText()).toBe(p.tokens === null ? '—' : Math.round(Number(p.tokens)).toLocaleString('en-US'));
      const costDominated = costed.some((o) => o !== p && o.agent !== 'oracle' && Number(o.cost) <= Number(p.cost) && Number(o.pass_rate) >= Number(p.pass_rate)
        && (Number(o.cost) < Number(p.cost) || Number(o.pass_rate) > Number(p.pass_rate)));
      const expected = p.agent === 'oracle' ? [] : [!dominated(p, 'mean_success_ms') && 'time', !dominated(p, 'mean_step_ratio') && 'steps',
        p.cost !== null && !costDominated && 'cost'].filter(Boolean);
      expect(await tr.locator('[data-col="frontier"]').innerText()).toBe(expected.length ? expected.join(', ') : '—');
    }
    await page.close();
  });

  it('efficiency charts: no text overlaps another, at 12 px or more, on a 1280 px screen and a 390 px phone; every point is labelled or named under its chart', async () => {
    const runs = await q(`SELECT agent, model, mean_success_ms FROM run_metrics WHERE mean_success_ms IS NOT NULL AND ${onFullSuite()}`);
    expect(runs.length).toBeGreaterThan(0);
    for (const width of [1280, 390]) {
      const page = await open('/efficiency/');
      await page.setViewportSize({ width, height: 900 });
      await page.locator('#reported-efficiency summary').click();
      const charts = await page.$$eval('figure.chart', (figs) => figs.map((fig) => {
        const svg = fig.querySelector('svg[role="img"]')!;
        const texts = [...svg.querySelectorAll('text')].map((t) => ({ text: t.textContent ?? '', box: t.getBoundingClientRect(), size: parseFloat(getComputedStyle(t).fontSize) }))
          .filter((t) => t.box.width > 0);
        const overlaps: string[] = [];
        for (let i = 0; i < texts.length; i++) {
          for (let j = i + 1; j < texts.length; j++) {
            const [a, b] = [texts[i].box, texts[j].box];
            if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) overlaps.push(`"${texts[i].text}" over "${texts[j].text}"`);
          }
        }
        return { overlaps, smallest: Math.min(...texts.map((t) => t.size)), said: `${texts.map((t) => t.text).join('\n')}\n${fig.querySelector('.unlabelled')?.textContent ?? ''}` };
      }));
      expect(charts).toHaveLength(4);
      for (const c of charts) {
        expect(c.overlaps, `${width} px`).toEqual([]);
        expect(c.smallest).toBeGreaterThanOrEqual(12);
      }
      // The time chart has a point for every run that solved a task: each is named on it or under it.
      for (const r of runs) expect(charts[0].said).toContain(actorName(String(r.agent), (r.model as string | null) ?? null));
      await page.close();
    }
  });

  it('failures: counts by run and family, category pages with example episodes and their links', async () => {
    const full = `run_id IN (SELECT run_id FROM runs WHERE ${onFullSuite()})`;
    const byRun = await q(`SELECT run_id, category, count(*)::INTEGER AS n FROM failures WHERE ${full} GROUP BY ALL`);
    const byFamily = await q(`SELECT family, category, count(*)::INTEGER AS n FROM failures WHERE ${full} GROUP BY ALL`);
    const page = await open('/failures/');
    expect(await page.locator('svg[role="img"]').count()).toBeGreaterThanOrEqual(2);
    for (const r of byRun) {
      const td = page.locator(`#failures-by-run tr[data-category="${r.category}"] td[data-run="${r.run_id}"]`);
      expect(Number(await td.getAttribute('data-count'))).toBe(r.n);
      const total = byRun.filter((x) => x.run_id === r.run_id).reduce((a, x) => a + Number(x.n), 0);
      expect(await td.innerText()).toBe(`${r.n} (${pct(Number(r.n) / total)})`);
    }
    for (const r of byFamily) {
      const td = page.locator(`#failures-by-family tr[data-category="${r.category}"] td[data-family="${r.family}"]`);
      expect(Number(await td.getAttribute('data-count'))).toBe(r.n);
    }
    const categoryLinks = await page.$$eval('.category-links a', (as) => as.map((a) => a.getAttribute('href')!));
    expect(categoryLinks).toHaveLength(9);
    for (const href of categoryLinks) expect((await fetch(`${site().url}${href}`)).status, href).toBe(200);
    await page.close();

    const [{ category, n }] = await q(`SELECT category, count(*)::INTEGER AS n FROM failures WHERE ${full} GROUP BY category ORDER BY n DESC, category LIMIT 1`);
    const detail = await open(`/failures/${category}/`);
    const rows = detail.locator('#examples tbody tr');
    expect(await rows.count()).toBe(Math.min(Number(n), 40));
    const shown = await rows.evaluateAll((trs) => trs.map((tr) => ({
      run: (tr as HTMLElement).dataset.run!, task: (tr as HTMLElement).dataset.task!,
      links: [...tr.querySelectorAll('a')].map((a) => a.getAttribute('href')),
    })));
    const known = new Set((await q(`SELECT run_id || '/' || task_id AS k FROM failures WHERE category = '${category}' AND ${full}`)).map((r) => r.k));
    for (const s of shown) {
      expect(known.has(`${s.run}/${s.task}`)).toBe(true);
      expect(s.links).toEqual([`/tasks/${s.task}/`, `/traces/${s.run}/${s.task}/`]);
    }
    await detail.close();
  });

  it('every board fits a 390 px phone and a 1280 px screen without the page scrolling sideways', async () => {
    for (const path of ['/', '/families/', '/families/text_entry/', '/efficiency/', '/failures/', '/failures/other/']) {
      for (const width of [390, 1280]) {
        const page = await open(path, { width, height: 800 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
        // The tables that carry a page (the leaderboard, the numbers behind the efficiency charts) fit without their own scroll too.
        for (const table of ['#leaderboard', '#efficiency-table']) {
          const own = await page.evaluate((sel) => { const box = document.querySelector(sel)?.closest('.table-scroll'); return box ? box.scrollWidth - box.clientWidth : 0; }, table);
          expect(own, `${table} on ${path} at ${width}px`).toBeLessThanOrEqual(0);
        }
        await page.close();
      }
    }
  });
});
