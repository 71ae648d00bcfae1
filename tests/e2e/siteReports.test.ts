import { describe, expect, it } from 'vitest';
import { VIEWPORT } from '../../pipeline/harness/browser';
import { loadOntology } from '../../pipeline/content/ontology';
import { CATEGORY_TITLES, type FailureCategory } from '../../pipeline/diagnostics/categories';
import { queryWarehouse } from '../../pipeline/site/warehouseData';
import { useSite } from './browser';
import { OFFICIAL_RUN_ID } from '../fixtures/officialRelease';
import { elementIdsOf } from '../../pipeline/harness/actionGrammar';

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

describe('site report pages', () => {
  const { site, browser, warehouseDir } = useSite();
  const q = (sql: string) => queryWarehouse(sql, warehouseDir);

  it('has a page for every one of the 97 canonical types, listed on the index by family', async () => {
    const types = loadOntology().families.flatMap((f) => f.types);
    expect(types).toHaveLength(97);
    for (const type of types) {
      const res = await fetch(`${site().url}/components/${type}/`);
      expect(res.status, type).toBe(200);
      const html = await res.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${type}</h1>`));
    }
    const page = await browser().newPage({ viewport: VIEWPORT });
    await page.goto(`${site().url}/components/`);
    expect(await page.locator('tr[data-type]').count()).toBe(97);
    const [{ without }] = await q(`SELECT (97 - count(DISTINCT canonical_type))::INTEGER AS without FROM tasks WHERE suite = 'full'`);
    expect(await page.locator('td[data-col="pass_rate"]', { hasText: 'no tasks yet' }).count()).toBe(Number(without));
    await page.close();
  });

  it('component pages show the pass rates DuckDB computes from the episodes', async () => {
    const sample = await q(`
      SELECT t.canonical_type FROM tasks t JOIN episodes e ON e.task_id = t.id WHERE t.suite = 'full'
      GROUP BY ALL ORDER BY avg(e.success::INTEGER), t.canonical_type LIMIT 3`);
    const page = await browser().newPage({ viewport: VIEWPORT });
    for (const { canonical_type: type } of sample) {
      await page.goto(`${site().url}/components/${type}/`);
      const [overall] = await q(`
        SELECT count(*)::INTEGER AS episodes, sum(e.success::INTEGER)::INTEGER AS passed, avg(e.success::INTEGER) AS rate
        FROM episodes e JOIN tasks t ON t.id = e.task_id WHERE t.suite = 'full' AND t.canonical_type = '${type}'`);
      expect(Number(await page.locator('#summary [data-col="episodes"]').innerText())).toBe(overall.episodes);
      expect(Number(await page.locator('#summary [data-col="passed"]').innerText())).toBe(overall.passed);
      expect(await page.locator('#summary [data-col="pass_rate"]').innerText()).toBe(pct(Number(overall.rate)));
      const byMode = await q(`
        SELECT r.mode, count(*)::INTEGER AS episodes, sum(e.success::INTEGER)::INTEGER AS passed, avg(e.success::INTEGER) AS rate
        FROM episodes e JOIN runs r USING (run_id) JOIN tasks t ON t.id = e.task_id
        WHERE t.suite = 'full' AND t.canonical_type = '${type}' GROUP BY r.mode`);
      expect(await page.locator('#by-mode-table tbody tr').count()).toBe(byMode.length);
      for (const m of byMode) {
        const row = page.locator(`#by-mode-table tr[data-mode="${m.mode}"]`);
        expect(Number(await row.locator('[data-col="episodes"]').innerText())).toBe(m.episodes);
        expect(Number(await row.locator('[data-col="passed"]').innerText())).toBe(m.passed);
        expect(await row.locator('[data-col="pass_rate"]').innerText()).toBe(pct(Number(m.rate)));
      }
      const mechanisms = await q(`SELECT f.category, count(*)::INTEGER AS n FROM failures f JOIN runs r USING (run_id) WHERE r.suite = 'full' AND f.canonical_type = '${type}' GROUP BY ALL`);
      for (const m of mechanisms) {
        expect(Number(await page.locator(`#mechanisms-table tr[data-category="${m.category}"] [data-col="failed"]`).innerText())).toBe(m.n);
      }
      expect(await page.locator('svg[role="img"][aria-label]').count()).toBeGreaterThan(0);
      const tasks = await q(`SELECT count(*)::INTEGER AS n FROM tasks WHERE suite = 'full' AND canonical_type = '${type}'`);
      expect(await page.locator('#tasks-table tbody tr').count()).toBe(tasks[0].n);
    }
    const withTasks = new Set((await q(`SELECT DISTINCT canonical_type FROM tasks WHERE suite = 'full'`)).map((r) => r.canonical_type));
    const empty = loadOntology().families.flatMap((f) => f.types).find((t) => !withTasks.has(t));
    if (empty) {
      await page.goto(`${site().url}/components/${empty}/`);
      expect(await page.locator('#no-tasks').count()).toBe(1);
    }
    await page.close();
  });

  it('the Core suite page: pass rates per unit and type as DuckDB computes them, each type linking its Core report', async () => {
    const { CORE_UNITS } = await import('../../src/generator/coreUnits');
    const runs = (await q(`SELECT run_id FROM runs WHERE suite = 'core' ORDER BY run_id`)).map((r) => String(r.run_id));
    expect(runs.length).toBeGreaterThan(0);
    const byType = await q(`
      SELECT t.canonical_type, e.run_id, count(*)::INTEGER AS episodes, sum(e.success::INTEGER)::INTEGER AS passed
      FROM episodes e JOIN runs r USING (run_id) JOIN tasks t ON t.id = e.task_id AND t.suite = r.suite
      WHERE r.suite = 'core' GROUP BY ALL`);
    const tally = (types: string[], run: string) => byType.filter((x) => types.includes(String(x.canonical_type)) && x.run_id === run)
      .reduce<{ episodes: number; passed: number }>((a, x) => ({ episodes: a.episodes + Number(x.episodes), passed: a.passed + Number(x.passed) }), { episodes: 0, passed: 0 });
    const page = await browser().newPage({ viewport: VIEWPORT });
    await page.goto(`${site().url}/core/`);
    const [{ n }] = await q(`SELECT count(*)::INTEGER AS n FROM tasks WHERE suite = 'core'`);
    expect(Number(await page.locator('[data-col="tasks"]').first().innerText())).toBe(n);
    expect(await page.locator('#core-units tbody[data-unit]').count()).toBe(CORE_UNITS.length);
    for (const unit of CORE_UNITS) {
      const types = unit.members.map((m) => m.type);
      for (const run of runs) {
        const t = tally(types, run);
        expect(await page.locator(`tbody[data-unit="${unit.id}"] tr.unit td[data-run="${run}"]`).innerText(), `${unit.id} ${run}`).toBe(pct(t.passed / t.episodes));
        const one = tally([types[0]], run);
        expect(await page.locator(`tbody[data-unit="${unit.id}"] tr[data-type="${types[0]}"] td[data-run="${run}"]`).innerText()).toBe(pct(one.passed / one.episodes));
      }
    }
    // A type's Core report counts only Core episodes, and links its Full report, which links back.
    const type = String(byType.find((x) => Number(x.passed) < Number(x.episodes))?.canonical_type ?? byType[0].canonical_type);
    await page.locator(`tr[data-type="${type}"] a`).click();
    await page.waitForURL(`**/core/components/${type}/`);
    const all = runs.reduce((a, r) => a + tally([type], r).episodes, 0);
    expect(Number(await page.locator('#summary [data-col="episodes"]').innerText())).toBe(all);
    // Its tasks link their report pages.
    const taskLinks = await page.locator('a[href^="/tasks/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(taskLinks.length).toBeGreaterThan(0);
    for (const href of taskLinks) expect(href).toMatch(new RegExp(`^/tasks/${type}-(antd|mui|mantine)-C\\d+/$`));
    await page.locator('#other-suite').click();
    await page.waitForURL(`**/components/${type}/`);
    expect(new URL(page.url()).pathname).toBe(`/components/${type}/`);
    expect(await page.locator('#other-suite').getAttribute('href')).toBe(`/core/components/${type}/`);
    await page.close();
  });

  it('task pages list every run\'s outcome as the warehouse records it, with the predicate in words', async () => {
    // Full's and Core's tasks have report pages alike, each under its own suite's component report.
    const sample = await q(`
      (SELECT task_id FROM failures GROUP BY task_id ORDER BY count(*) DESC, task_id LIMIT 2)
      UNION ALL (SELECT id AS task_id FROM tasks WHERE id NOT IN (SELECT task_id FROM failures) AND suite = 'full' ORDER BY id LIMIT 1)
      UNION ALL (SELECT f.task_id FROM failures f JOIN runs r USING (run_id) WHERE r.suite = 'core' ORDER BY f.task_id LIMIT 1)`);
    expect(sample).toHaveLength(4);
    const page = await browser().newPage({ viewport: VIEWPORT });
    for (const { task_id: id } of sample) {
      await page.goto(`${site().url}/tasks/${id}/`);
      const [{ suite, canonical_type: type }] = await q(`SELECT suite, canonical_type FROM tasks WHERE id = '${id}' AND suite IN ('full', 'core')`);
      expect(await page.locator('#suite').innerText()).toBe(suite === 'core' ? 'Core suite' : 'Full suite');
      expect(await page.locator('.crumbs a').last().getAttribute('href')).toBe(suite === 'core' ? `/core/components/${type}/` : `/components/${type}/`);
      const [task] = await q(`SELECT instruction FROM tasks WHERE id = '${id}' AND suite = '${suite}'`);
      expect(await page.locator('#instruction').innerText()).toBe(task.instruction);
      expect(await page.locator('#predicate').innerText()).toMatch(/^The task passes when .*field `/);
      const outcomes = await q(`
        SELECT e.run_id, e.status, e.steps::INTEGER AS steps, f.category FROM episodes e
        LEFT JOIN failures f USING (run_id, task_id) WHERE e.task_id = '${id}'`);
      expect(await page.locator('#outcomes-table tbody tr').count()).toBe(outcomes.length);
      for (const o of outcomes) {
        const row = page.locator(`#outcomes-table tr[data-run="${o.run_id}"]`);
        expect(await row.locator('[data-col="status"]').innerText()).toBe(o.status);
        expect(Number(await row.locator('[data-col="steps"]').innerText())).toBe(o.steps);
        const cat = await row.locator('[data-col="category"]').innerText();
        if (o.category) expect(cat.startsWith(CATEGORY_TITLES[o.category as FailureCategory])).toBe(true);
        else expect(cat).toBe('—');
        expect(await row.locator('a').getAttribute('href')).toBe(`/traces/${o.run_id}/${id}/`);
      }
      const [realized] = await q(`SELECT mismatches::INTEGER AS m FROM realized_difficulty WHERE task_id = '${id}'`);
      if (realized) expect(Number(await page.locator('#mismatches [data-col="mismatches"]').innerText())).toBe(realized.m);
      expect(await page.locator('#reference-steps li').count()).toBeGreaterThan(0);
    }
    await page.close();
  });

  it('trace pages show each step; #step-2 lands on step 2 and j/k move between steps', async () => {
    const [ep] = await q(`
      SELECT run_id, task_id, count(DISTINCT step)::INTEGER AS n FROM steps GROUP BY ALL HAVING n >= 3 ORDER BY n DESC, run_id, task_id LIMIT 1`);
    const steps = await q(`SELECT step::INTEGER AS step, action_index::INTEGER AS i, action FROM steps WHERE run_id = '${ep.run_id}' AND task_id = '${ep.task_id}' ORDER BY step, action_index`);
    const page = await browser().newPage({ viewport: { width: 390, height: 700 } });
    await page.goto(`${site().url}/traces/${ep.run_id}/${ep.task_id}/#step-2`);
    expect(await page.locator('section.step').count()).toBe(ep.n);
    for (const s of steps) expect(await page.locator(`#step-${s.step} [data-action-index="${s.i}"] [data-col="action"]`).innerText()).toBe(s.action);
    await expect.poll(() => page.evaluate(() => document.querySelector('section.step:target')?.id)).toBe('step-2');
    const top = () => page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, 'step-2');
    expect(Math.abs(await top())).toBeLessThan(40);
    await page.keyboard.press('j');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#step-3');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('step-3');
    expect(Math.abs(await page.evaluate(() => document.getElementById('step-3')!.getBoundingClientRect().top))).toBeLessThan(40);
    await page.keyboard.press('k');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#step-2');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#step-3');
    expect(await page.locator('#screenshot-note').innerText()).toBe('This run recorded no screenshots.');
    // Every step shows what the agent was shown before it, as the run kept it.
    expect(await page.locator('#observation-note').count()).toBe(0);
    expect(await page.locator('section.step details.observation').count()).toBe(ep.n);
    const [{ mode }] = await q(`SELECT mode FROM runs WHERE run_id = '${ep.run_id}'`);
    if (mode !== 'pixel') expect(await page.locator('#step-2 details.observation pre').textContent()).not.toBe(''); // closed: not rendered, so no innerText
    // Each element an action names is marked in what the agent was shown, and its line quoted under the action.
    for (const s of steps.filter((x) => elementIdsOf(String(x.action)).length)) {
      const [id] = elementIdsOf(String(s.action));
      const line = page.locator(`#step-${s.step} [data-action-index="${s.i}"] [data-col="target"]`).first();
      const marked = page.locator(`#step-${s.step} details.observation mark.target[data-target="${id}"]`);
      if (await marked.count()) {
        expect((await marked.textContent())!.trim()).toMatch(new RegExp(`^\\[${id}\\]`));
        expect(await line.innerText()).toBe(`Element [${id}]: ${(await marked.textContent())!.trim()}`);
      } else {
        expect(await line.innerText()).toBe(`Element [${id}]: not in what the agent was shown`);
      }
    }
    if (mode !== 'pixel') expect(await page.locator('section.step details.observation mark.target').count()).toBeGreaterThan(0);
    // The page is no wider than a phone screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.close();
  });
  it('a failed episode of a run recorded without screenshots shows those its replay made: each step\'s page and the last', async () => {
    const [ep] = await q(`
      SELECT e.run_id, e.task_id, e.steps::INTEGER AS n FROM episodes e JOIN runs r USING (run_id)
      WHERE r.agent = 'rule' AND NOT e.success AND e.steps >= 2 ORDER BY e.run_id, e.task_id LIMIT 1`);
    const page = await browser().newPage({ viewport: VIEWPORT });
    await page.goto(`${site().url}/traces/${ep.run_id}/${ep.task_id}/`);
    expect(await page.locator('#screenshot-note').innerText()).toMatch(/^This run recorded no screenshots\. The ones below were made afterwards by replaying its recorded actions/);
    const shots = page.locator('section.step img.shot');
    expect(await shots.count()).toBe(ep.n);
    for (const img of [...await shots.all(), page.locator('#end img.shot')]) {
      await img.scrollIntoViewIfNeeded();
      expect(await img.getAttribute('src')).toMatch(/^data:image\/webp;base64,/);
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(640);
    }
    await page.close();
  });

  it('a turn with several actions shows them in order under one step', async () => {
    const [turn] = await q(`
      SELECT run_id, task_id, step::INTEGER AS step, list(action ORDER BY action_index) AS actions FROM steps
      GROUP BY ALL HAVING count(*) >= 2 ORDER BY run_id, task_id, step LIMIT 1`);
    expect(turn, 'the e2e warehouse holds a multi-action turn').toBeDefined();
    const page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site().url}/traces/${turn.run_id}/${turn.task_id}/`);
    expect(await page.locator(`#step-${turn.step}`).count()).toBe(1);
    expect(await page.locator(`#step-${turn.step} [data-col="action"]`).allInnerTexts()).toEqual(turn.actions);
    await page.close();
  });



  it('compare switches to a non-default pair with the counts DuckDB gives', async () => {
    // The default pair: the first two runs (by id) recorded on the same task set.
    const [first] = await q(`
      SELECT a.run_id AS a, b.run_id AS b FROM runs a JOIN runs b ON a.task_set_hash = b.task_set_hash AND a.run_id < b.run_id
      ORDER BY a.run_id, b.run_id LIMIT 1`);
    expect(first).toBeDefined();
    const runs = [String(first.a), String(first.b)];
    // The most different pair, B before A, so the page has to swap a stored pair's sides. Only runs
    // of one suite share tasks (an imported official suite names its tasks like ours).
    const withSuite = `(SELECT e.*, r.suite FROM episodes e JOIN runs r USING (run_id))`;
    const [pair] = await q(`
      SELECT a.run_id AS a, b.run_id AS b FROM ${withSuite} a JOIN ${withSuite} b ON a.task_id = b.task_id AND a.suite = b.suite AND a.run_id > b.run_id
      GROUP BY ALL ORDER BY sum((a.success <> b.success)::INTEGER) DESC, a.run_id, b.run_id LIMIT 1`);
    const [expected] = await q(`
      SELECT count(*)::INTEGER AS shared,
             count(*) FILTER (a.success AND b.success)::INTEGER AS both,
             count(*) FILTER (a.success AND NOT b.success)::INTEGER AS only_a,
             count(*) FILTER (NOT a.success AND b.success)::INTEGER AS only_b,
             count(*) FILTER (NOT a.success AND NOT b.success)::INTEGER AS neither
      FROM ${withSuite} a JOIN ${withSuite} b ON a.task_id = b.task_id AND a.suite = b.suite WHERE a.run_id = '${pair.a}' AND b.run_id = '${pair.b}'`);
    const page = await browser().newPage({ viewport: VIEWPORT });
    await page.goto(`${site().url}/compare/`);
    expect(await page.locator('#run-a').inputValue()).toBe(runs[0]);
    expect(await page.locator('#run-b').inputValue()).toBe(runs[1]);
    await page.getByLabel('Run A').selectOption(String(pair.a));
    await page.getByLabel('Run B').selectOption(String(pair.b));
    const count = (key: string) => page.locator(`#compare-counts [data-count="${key}"]`).innerText().then(Number);
    await expect.poll(() => count('only_a')).toBe(expected.only_a);
    expect(await count('both')).toBe(expected.both);
    expect(await count('only_b')).toBe(expected.only_b);
    expect(await count('neither')).toBe(expected.neither);
    expect(await count('shared')).toBe(expected.shared);
    expect(Number(expected.only_a) + Number(expected.only_b)).toBeGreaterThan(0);
    const onlyA = await q(`
      SELECT a.task_id FROM episodes a JOIN episodes b ON a.task_id = b.task_id
      WHERE a.run_id = '${pair.a}' AND b.run_id = '${pair.b}' AND a.success AND NOT b.success ORDER BY a.task_id`);
    expect(await page.locator('#only-a li').allInnerTexts()).toEqual(onlyA.map((r) => r.task_id));
    if (onlyA.length) expect(await page.locator('#only-a a').first().getAttribute('href')).toBe(`/tasks/${onlyA[0].task_id}/`);
    // A run on the imported official suite shares no tasks with a full-suite run, whatever their ids.
    await page.getByLabel('Run A').selectOption(OFFICIAL_RUN_ID);
    await page.getByLabel('Run B').selectOption(runs[0]);
    await expect.poll(() => count('shared')).toBe(0);
    expect(await page.locator('#only-a li').count()).toBe(0);
    await page.close();
  });

  it('first paint needs no script: the default comparison and a component report render with JavaScript off', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: VIEWPORT });
    const page = await context.newPage();
    await page.goto(`${site().url}/compare/`);
    expect(Number(await page.locator('#compare-counts [data-count="shared"]').innerText())).toBeGreaterThan(0);
    await page.goto(`${site().url}/components/slider_single/`);
    expect(await page.locator('#by-mode-table tbody tr').count()).toBeGreaterThan(0);
    await context.close();
  });
});
