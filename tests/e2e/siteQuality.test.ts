/**
 * Site-wide checks over whatever the build produced: accessibility (axe-core in Chromium) and
 * layout at desktop and phone widths on one page of every page type, no broken internal link
 * anywhere, and data strings rendered as text on every page that shows run names. Page types are
 * discovered from the built directory, so pages added later are covered without changes here.
 * The benchmark's own task pages (/task/<id>/) are a separate product with their own tests.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { resolveFile } from '../../pipeline/harness/staticServer';
import { checkLinks } from '../../pipeline/site/linkCheck';
import { queryWarehouse } from '../../pipeline/site/warehouseData';
import { TABLES } from '../../pipeline/warehouse/schema';
import { HOSTILE, HOSTILE_AGENT, HOSTILE_MODEL, HOSTILE_RUN_ID } from '../fixtures/hostileRun';
import { useSite } from './browser';

const root = path.resolve(import.meta.dirname, '../..');
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WIDTHS = [1280, 390] as const;
/** Built directories that are not pages of the results site. */
const NOT_SITE_PAGES = new Set(['task', '_astro', 'data', 'cb']);
/** Any of the hostile payloads leaves this in a page's source, escaped or not. */
const HOSTILE_MARKER = '__pwned';

/** URL paths of the index.html files under `dir` (relative to the site root), sorted. */
function indexPages(siteDir: string, dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    const full = path.join(siteDir, rel);
    for (const name of readdirSync(full).sort()) {
      const child = path.join(rel, name);
      if (statSync(path.join(siteDir, child)).isDirectory()) walk(child);
      else if (name === 'index.html') out.push(`/${rel.split(path.sep).join('/')}/`.replace(/\/+/g, '/'));
    }
  };
  walk(dir);
  return out;
}

/**
 * One page of every page type: the home page, and for each top-level route the first page at each
 * depth below it (`/components/`, `/components/<type>/`, `/traces/<run>/<task>/`, …).
 */
function pageTypes(siteDir: string): string[] {
  const pages = ['/'];
  for (const name of readdirSync(siteDir).sort()) {
    if (NOT_SITE_PAGES.has(name) || !statSync(path.join(siteDir, name)).isDirectory()) continue;
    const byDepth = new Map<number, string>();
    for (const p of indexPages(siteDir, name)) {
      const depth = p.split('/').filter(Boolean).length;
      if (!byDepth.has(depth)) byDepth.set(depth, p);
    }
    pages.push(...[...byDepth.entries()].sort((a, b) => a[0] - b[0]).map(([, p]) => p));
  }
  return pages;
}

/** Every built results page (not the benchmark's task pages), as URL paths. */
function allSitePages(siteDir: string): string[] {
  return ['/', ...readdirSync(siteDir).sort()
    .filter((n) => !NOT_SITE_PAGES.has(n) && statSync(path.join(siteDir, n)).isDirectory())
    .flatMap((n) => indexPages(siteDir, n))];
}

interface AxeViolation { id: string; impact: string | null; help: string; nodes: { target: unknown[]; html: string }[] }

async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, html: n.html })) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** What a page reveals about hostile strings: injected elements, a set flag, and the text a reader sees. */
async function injectionReport(page: Page) {
  await page.waitForTimeout(300);
  return page.evaluate((marker) => {
    const executable = [...document.scripts].filter((s) => !s.type || /javascript|module|ecmascript/.test(s.type));
    return {
      pwned: (window as unknown as Record<string, unknown>)[marker] !== undefined,
      injectedImages: document.querySelectorAll('img[src="x"]').length,
      injectedScripts: executable.filter((s) => (s.textContent ?? '').includes(marker)).length,
      injectedHandlers: [...document.querySelectorAll('*')].filter((el) => [...el.attributes].some((a) => a.name.startsWith('on') && a.value.includes(marker))).length,
      javascriptLinks: document.querySelectorAll('a[href^="javascript:" i]').length,
      text: `${document.body.innerText}\n${[...document.querySelectorAll('option')].map((o) => o.textContent).join('\n')}`,
    };
  }, HOSTILE_MARKER);
}

describe('site quality', () => {
  const { site, browser, siteDir, warehouseDir } = useSite();

  it('explore serves each table under a hash of its bytes, lists row counts from the warehouse, and fetches only the tables a query names', async () => {
    const page = await browser().newPage();
    const fetched: string[] = [];
    page.on('request', (r) => { const p = new URL(r.url()).pathname; if (/\.(parquet|wasm)$/.test(p)) fetched.push(p); });
    await page.goto(`${site().url}/explore/`, { waitUntil: 'networkidle' });
    expect(fetched).toEqual([]);
    const links = await page.locator('.schema a[download]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(links).toHaveLength(Object.keys(TABLES).length);
    for (const href of links) {
      const m = /^\/data\/([a-z_]+)\.([0-9a-f]{16})\.parquet$/.exec(href);
      expect(m, href).not.toBeNull();
      const bytes = readFileSync(path.join(warehouseDir, `${m![1]}.parquet`));
      expect(createHash('sha256').update(bytes).digest('hex').slice(0, 16), href).toBe(m![2]);
      expect(readFileSync(resolveFile(siteDir, href)!).equals(bytes), href).toBe(true);
    }
    const [{ n }] = await queryWarehouse('SELECT count(*)::INT AS n FROM episodes', warehouseDir);
    expect(await page.locator('#table-episodes [data-rows]').getAttribute('data-rows')).toBe(String(n));

    await page.waitForSelector('astro-island:not([ssr])');
    await page.getByRole('button', { name: 'Load the runs example into the editor' }).click();
    expect(await page.getByLabel(/SQL over the tables/).inputValue()).toContain('FROM runs');
    await page.getByLabel(/SQL over the tables/).fill('SELECT count(*) AS runs FROM runs -- a comment naming steps is not a table');
    await page.getByRole('button', { name: 'Run query' }).click();
    await page.waitForSelector('#sql-result', { timeout: 60_000 });
    const [{ runs }] = await queryWarehouse('SELECT count(*)::INT AS runs FROM runs', warehouseDir);
    expect(await page.locator('#sql-result tbody td').allInnerTexts()).toEqual([String(runs)]);
    const tables = fetched.filter((p) => p.endsWith('.parquet')).map((p) => p.split('/').pop()!.split('.')[0]);
    expect(tables).toEqual(['runs']);
    expect(fetched.some((p) => p.endsWith('.wasm'))).toBe(true);
    await page.close();
  });

  it('has no serious or critical accessibility violations and no sideways scrolling on phones, on one page of every page type', async () => {
    const pages = pageTypes(siteDir);
    expect(pages).toContain('/explore/');
    const problems: string[] = [];
    for (const width of WIDTHS) {
      const context = await browser().newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      for (const p of pages) {
        await page.goto(`${site().url}${p}`, { waitUntil: 'load' });
        for (const v of await seriousViolations(page)) {
          problems.push(`${p} @${width}px: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.slice(0, 5).map((n) => `${JSON.stringify(n.target)} ${n.html.slice(0, 80)}`).join(', ')}${v.nodes.length > 5 ? ` and ${v.nodes.length - 5} more` : ''}`);
        }
        if (width < 600) {
          const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
          if (scrollWidth > innerWidth) problems.push(`${p} @${width}px: the page scrolls sideways (${scrollWidth} px wide in a ${innerWidth} px window)`);
        }
      }
      await context.close();
    }
    console.log(`axe and layout: ${pages.length} page types (${pages.join(' ')}) at ${WIDTHS.join(' and ')} px`);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('has no broken internal links', () => {
    const r = checkLinks(siteDir);
    console.log(`link crawl: ${r.pages} pages, ${r.links} links to ${r.targets} distinct targets checked, ${r.broken.length} broken`);
    expect(r.pages).toBeGreaterThan(1);
    expect(r.broken, r.broken.slice(0, 50).join('\n')).toEqual([]);
  });

  describe('hostile strings in run data', () => {
    const expectInert = (r: Awaited<ReturnType<typeof injectionReport>>, where: string) => {
      expect(r.pwned, `${where}: window.${HOSTILE_MARKER} was set`).toBe(false);
      expect(r.injectedImages, `${where}: an <img> from the data exists`).toBe(0);
      expect(r.injectedScripts, `${where}: a <script> from the data exists`).toBe(0);
      expect(r.injectedHandlers, `${where}: an event handler from the data exists`).toBe(0);
      expect(r.javascriptLinks, `${where}: a javascript: link exists`).toBe(0);
    };

    it('leaderboard shows the agent and model names as literal text', async () => {
      const page = await browser().newPage();
      await page.goto(`${site().url}/`);
      const row = page.locator(`tr[data-run="${HOSTILE_RUN_ID}"]`);
      expect(await row.count()).toBe(1);
      const text = await row.innerText();
      expect(text).toContain(HOSTILE_AGENT);
      expect(text).toContain(HOSTILE_MODEL);
      expectInert(await injectionReport(page), '/');
      await page.close();
    });

    it('explore shows them as literal text in a query result and in the CSV', async () => {
      const page = await browser().newPage();
      await page.goto(`${site().url}/explore/`, { waitUntil: 'networkidle' });
      await page.waitForSelector('astro-island:not([ssr])');
      await page.getByLabel(/SQL over the tables/).fill(`SELECT agent, model FROM runs WHERE run_id = '${HOSTILE_RUN_ID}'`);
      await page.getByRole('button', { name: 'Run query' }).click();
      await page.waitForSelector('#sql-result', { timeout: 60_000 });
      expect(await page.locator('#sql-result tbody td').allInnerTexts()).toEqual([HOSTILE_AGENT, HOSTILE_MODEL]);
      expectInert(await injectionReport(page), '/explore/');
      const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#sql-csv').click()]);
      const csv = readFileSync((await download.path())!, 'utf8');
      expect(csv).toBe(`agent,model\r\n${HOSTILE_AGENT},"${HOSTILE_MODEL.replace(/"/g, '""')}"\r\n`);
      await page.close();
    });

    it('every other page that holds them renders them as text', async () => {
      const holding = allSitePages(siteDir).filter((p) => p !== '/' && readFileSync(resolveFile(siteDir, p)!, 'utf8').includes(HOSTILE_MARKER));
      expect(holding).toContain('/compare/');
      const page = await browser().newPage();
      for (const p of holding) {
        await page.goto(`${site().url}${p}`, { waitUntil: 'load' });
        const r = await injectionReport(page);
        expectInert(r, p);
        expect(Object.values(HOSTILE).some((s) => r.text.includes(s)), `${p}: none of the hostile strings is shown as text`).toBe(true);
      }
      console.log(`hostile strings: ${holding.length} more page(s) hold them${holding.length ? `: ${holding.join(' ')}` : ''}`);
      await page.close();
    });
  });
});
