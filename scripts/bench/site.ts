/**
 * What the results site costs a visitor, measured in headless Chromium against the built site:
 *  - for the leaderboard (/), the families page and the explore page: gzip bytes of the JS, CSS and
 *    data fetched on load, and first contentful paint;
 *  - on explore: whether any .wasm was fetched before a query was asked, and the time from clicking
 *    Run to the first result (cold: DuckDB and the tables load first);
 *  - a group-by over 100k synthetic episodes once DuckDB is ready and the tables are registered.
 * Baselines measured in the same run: an empty static page's FCP, and `SELECT 1` on a ready DuckDB.
 * With --against DIR (another build, e.g. of an earlier commit), the leaderboard's first paint is
 * sampled on both builds in alternation, --samples rounds, and the ratio of their medians and the
 * median of each round's own ratio given with seeded bootstrap intervals over rounds.
 *
 * The synthetic warehouse comes from the seeded behaviour simulator (runs marked synthetic, accepted
 * only because this is a load test); it lives in a temporary directory, is served from an overlay
 * that re-points the explore page's data URLs at it, and is deleted afterwards — never published.
 * --episodes 0 leaves the synthetic group-by out (for a first-paint comparison alone).
 *   npm run bench:site [-- --site DIR --against DIR --samples 60 --episodes 100000 --seed 7]
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { paths, projectRoot } from '../../pipeline/content/paths';
import { loadTasks } from '../../pipeline/content/tasks';
import { launchChromium } from '../../pipeline/harness/browser';
import { serveStatic, type StaticSite } from '../../pipeline/harness/staticServer';
import { readRun } from '../../pipeline/runs/runDir';
import { buildSite, siteIsFresh } from '../../pipeline/site/build';
import { warehouseExists } from '../../pipeline/site/warehouseData';
import { simulateRuns } from '../../pipeline/synthetic/behaviourSimulator';
import { readInputs, writeWarehouse } from '../../pipeline/warehouse/buildWarehouse';
import { tableFiles } from '../../src/site/warehouseCatalog';
import { Rng } from '../../src/generator/rng';
import { median } from '../../pipeline/metrics/timing';

const arg = (name: string, def: string | null) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};
const episodes = Number(arg('episodes', '100000'));
const seed = Number(arg('seed', '7'));

/** The question the group-by goal is about: pass rate per mode (the mode is a property of the run). */
const GROUP_BY_SQL = 'SELECT r.mode, avg(e.success::INT) AS pass_rate FROM episodes e JOIN runs r USING (run_id) GROUP BY r.mode ORDER BY r.mode';
const KB = 1000;

type Kind = 'html' | 'js' | 'css' | 'data' | 'wasm' | 'other';

function kindOf(url: string, contentType: string): Kind {
  const p = new URL(url).pathname;
  if (/\.wasm$/.test(p) || contentType.includes('wasm')) return 'wasm';
  if (/\.(m?js)$/.test(p) || contentType.includes('javascript')) return 'js';
  if (/\.css$/.test(p) || contentType.includes('text/css')) return 'css';
  if (/\.(parquet|json|csv|arrow)$/.test(p) || /json|parquet|csv/.test(contentType)) return 'data';
  if (contentType.includes('text/html')) return 'html';
  return 'other';
}

interface LoadCost {
  gzip: Record<Kind, number>;
  requests: number;
  wasmRequests: number;
  fcpMs: number | null;
}

const FCP_PROBE = `window.__fcp = null;
new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__fcp = e.startTime; })
  .observe({ type: 'paint', buffered: true });`;

/** Load a page in a fresh context (empty cache) and add up what it fetched until the network went quiet. */
async function measureLoad(browser: Browser, url: string): Promise<{ cost: LoadCost; page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addInitScript(FCP_PROBE);
  const page = await context.newPage();
  const bodies: Promise<{ kind: Kind; gzip: number } | null>[] = [];
  let wasmRequests = 0;
  page.on('request', (r) => { if (new URL(r.url()).pathname.endsWith('.wasm')) wasmRequests++; });
  page.on('response', (r) => {
    bodies.push(r.body().then((b) => ({ kind: kindOf(r.url(), r.headers()['content-type'] ?? ''), gzip: gzipSync(b).length })).catch(() => null));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const fcpMs = await page.waitForFunction(() => (window as unknown as { __fcp: number | null }).__fcp, null, { timeout: 10_000 })
    .then((h) => h.jsonValue() as Promise<number>).catch(() => null);
  const gzip: Record<Kind, number> = { html: 0, js: 0, css: 0, data: 0, wasm: 0, other: 0 };
  const got = (await Promise.all(bodies)).filter((x) => x !== null);
  for (const b of got) gzip[b.kind] += b.gzip;
  // Small stylesheets and scripts are inlined into the HTML by the build; count them with their kind
  // (their bytes also stay in the HTML figure, which is what actually travels).
  const inline = await page.evaluate(() => ({
    css: [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n'),
    js: [...document.querySelectorAll('script:not([src])')].filter((s) => !s.getAttribute('type') || /javascript|module/.test(s.getAttribute('type')!)).map((s) => s.textContent ?? '').join('\n'),
  }));
  if (inline.css) gzip.css += gzipSync(inline.css).length;
  if (inline.js) gzip.js += gzipSync(inline.js).length;
  return { cost: { gzip, requests: got.length, wasmRequests, fcpMs }, page, context };
}

/** Click Run on the explore page and time, in the page, until the status reports the result. */
async function timeQuery(page: Page, sql: string): Promise<{ wallMs: number; status: string }> {
  await page.getByLabel(/SQL over the tables/).fill(sql);
  const r = await page.evaluate(() => new Promise<{ wallMs: number; status: string }>((resolve, reject) => {
    const status = document.getElementById('sql-status')!;
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Run query')!;
    const timer = setTimeout(() => reject(new Error(`no result; status: ${status.textContent}`)), 300_000);
    const t0 = performance.now();
    const seen = new MutationObserver(() => {
      const text = status.textContent ?? '';
      if (/^\d+ rows? in/.test(text)) {
        seen.disconnect();
        clearTimeout(timer);
        requestAnimationFrame(() => resolve({ wallMs: performance.now() - t0, status: text }));
      } else if (text === 'Query failed.') {
        seen.disconnect();
        clearTimeout(timer);
        reject(new Error(document.querySelector('[role=alert]')?.textContent ?? 'query failed'));
      }
    });
    seen.observe(status, { childList: true, characterData: true, subtree: true });
    button.click();
  }));
  return r;
}

/** The DuckDB time the page reported for its last query ("N rows in X ms"). */
const reportedMs = (status: string) => Number(/ in (\d+) ms/.exec(status)?.[1] ?? NaN);

/** The site to measure: --site DIR, else dist/ when it is current, else a fresh build over the warehouse. */
async function siteToMeasure(scratch: string): Promise<{ dir: string; how: string }> {
  const given = arg('site', null);
  if (given) return { dir: path.resolve(given), how: `given (${given})` };
  if (siteIsFresh() && existsSync(path.join(paths.site(), 'explore', 'index.html')) && warehouseExists()) {
    return { dir: paths.site(), how: `reused ${path.relative(projectRoot(), paths.site()) || '.'}/ (current with the sources)` };
  }
  if (!warehouseExists()) {
    process.env.CB_WAREHOUSE = path.join(scratch, 'bundled-warehouse');
    console.log('no warehouse in data/warehouse; building one from the bundled runs…');
    await writeWarehouse(await readInputs([{ dir: paths.bundledRuns(), source: 'bundled' }], { cacheDir: path.join(scratch, 'cache') }), process.env.CB_WAREHOUSE);
  }
  process.env.CB_SITE_OUT = path.join(scratch, 'site');
  console.log('building the site…');
  await buildSite(projectRoot(), { quiet: true });
  return { dir: process.env.CB_SITE_OUT, how: `built into a temporary directory over ${paths.warehouse()}` };
}

/**
 * A directory serving the built explore page and assets, with its data URLs pointing at another
 * warehouse's files (named by their own content hashes, like the real build).
 */
function overlayWithWarehouse(siteDir: string, warehouseDir: string, overlay: string): void {
  mkdirSync(path.join(overlay, 'explore'), { recursive: true });
  mkdirSync(path.join(overlay, 'data'), { recursive: true });
  symlinkSync(path.join(siteDir, '_astro'), path.join(overlay, '_astro'));
  let html = readFileSync(path.join(siteDir, 'explore', 'index.html'), 'utf8');
  const built = new Map(tableFiles(warehouseDir).map((f) => [f.table, f]));
  const replaced = new Set<string>();
  html = html.replace(/\/data\/([a-z_]+)\.[0-9a-f]{16}\.parquet/g, (whole, table: string) => {
    const f = built.get(table as never);
    if (!f) return whole;
    replaced.add(table);
    return `/data/${f.name}`;
  });
  if (!replaced.has('episodes') || !replaced.has('runs')) throw new Error('the explore page does not list the episodes and runs tables under hashed URLs');
  for (const f of built.values()) symlinkSync(f.file, path.join(overlay, 'data', f.name));
  writeFileSync(path.join(overlay, 'explore', 'index.html'), html);
}

/**
 * The leaderboard's first paint on two builds, sampled in alternation (ABBA, so neither build
 * always goes first while the machine warms or slows), each load in a fresh context.
 */
async function compareFirstPaint(browser: Browser, urls: { site: string; against: string; empty: string }, samples: number) {
  const rounds: { site: number; against: number; empty: number }[] = [];
  for (let i = 0; i < samples; i++) {
    const order = i % 2 ? (['against', 'site', 'empty'] as const) : (['site', 'against', 'empty'] as const);
    const round: Partial<Record<keyof typeof urls, number>> = {};
    for (const which of order) {
      const { cost, context } = await measureLoad(browser, `${urls[which]}/`);
      await context.close();
      if (cost.fcpMs !== null) round[which] = cost.fcpMs;
    }
    if (round.site !== undefined && round.against !== undefined && round.empty !== undefined) rounds.push(round as (typeof rounds)[number]);
  }
  return rounds;
}

type Round = { site: number; against: number };

/** A statistic of the rounds with a 95% interval from resampling whole rounds (seeded). */
function bootstrap(rounds: Round[], stat: (rs: Round[]) => number, seed: number, resamples = 2000) {
  const rng = new Rng(seed);
  const draws = Array.from({ length: resamples }, () => stat(Array.from(rounds, () => rounds[Math.floor(rng.next() * rounds.length)]))).sort((a, b) => a - b);
  return { ratio: stat(rounds), lo: draws[Math.floor(0.025 * resamples)], hi: draws[Math.ceil(0.975 * resamples) - 1] };
}
/** The ratio of the two builds' median first paints. */
const ratioOfMedians = (rs: Round[]) => median(rs.map((r) => r.site)) / median(rs.map((r) => r.against));
/**
 * The median of each round's own ratio: a round's two loads ran back to back, so a slow spell of
 * the machine (another process, a GC) weighs on both and cancels, where the unpaired ratio keeps it.
 */
const medianPairedRatio = (rs: Round[]) => median(rs.map((r) => r.site / r.against));

const fmtKB = (b: number) => `${(b / KB).toFixed(1)} kB`;
const fmtMs = (ms: number | null) => (ms === null || Number.isNaN(ms) ? 'n/a' : `${ms.toFixed(0)} ms`);

function printTable(lines: string[][]) {
  const widths = lines[0].map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  console.log('');
  for (const l of lines) console.log(l.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd());
}

async function main() {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'cb-bench-site-'));
  const servers: StaticSite[] = [];
  let browser: Browser | null = null;
  try {
    const site = await siteToMeasure(scratch);
    console.log(`site: ${site.how}`);
    const served = await serveStatic(site.dir);
    servers.push(served);
    const baselineDir = path.join(scratch, 'baseline');
    mkdirSync(baselineDir);
    writeFileSync(path.join(baselineDir, 'index.html'), '<!doctype html><html lang="en"><meta charset="utf-8"><title>baseline</title><p>Baseline page.</p></html>\n');
    const baseline = await serveStatic(baselineDir);
    servers.push(baseline);
    browser = await launchChromium();

    const lines: string[][] = [['measurement', 'value', 'goal', '']];
    const row = (what: string, value: string, goal = '', met: boolean | null = null) => lines.push([what, value, goal, met === null ? '' : met ? 'met' : 'NOT met']);

    const base = await measureLoad(browser, `${baseline.url}/`);
    await base.context.close();
    row('baseline: empty static page, FCP', fmtMs(base.cost.fcpMs));

    let exploreCold: { wallMs: number; status: string } | null = null;
    for (const [label, route] of [['leaderboard', '/'], ['families', '/families/'], ['explore', '/explore/']] as const) {
      if (!existsSync(path.join(site.dir, route, 'index.html'))) {
        row(`${label} (${route})`, 'not in this build');
        continue;
      }
      const { cost, page, context } = await measureLoad(browser, `${served.url}${route}`);
      const g = cost.gzip;
      row(`${label}: JS on load (gzip, files + inline)`, fmtKB(g.js), label === 'leaderboard' ? '≤ 150 kB' : '', label === 'leaderboard' ? g.js <= 150 * KB : null);
      row(`${label}: CSS on load (gzip, files + inline)`, fmtKB(g.css));
      row(`${label}: data on load (gzip)`, fmtKB(g.data));
      row(`${label}: HTML (gzip)`, fmtKB(g.html));
      row(`${label}: .wasm fetched on load`, String(cost.wasmRequests), label === 'explore' ? '0 before a query' : '', label === 'explore' ? cost.wasmRequests === 0 : null);
      row(`${label}: first contentful paint`, fmtMs(cost.fcpMs), `baseline ${fmtMs(base.cost.fcpMs)}`);
      if (label === 'explore') {
        exploreCold = await timeQuery(page, 'SELECT r.agent, r.mode, count(*) AS episodes FROM episodes e JOIN runs r USING (run_id) GROUP BY ALL');
        row('explore: Run → first result, cold (DuckDB + tables load)', fmtMs(exploreCold.wallMs));
      }
      await context.close();
    }

    const against = arg('against', null);
    if (against) {
      const other = await serveStatic(path.resolve(against));
      servers.push(other);
      const samples = Number(arg('samples', '60'));
      const rounds = await compareFirstPaint(browser, { site: served.url, against: other.url, empty: baseline.url }, samples);
      const spread = (xs: number[]) => `median ${fmtMs(median(xs))} (${fmtMs(Math.min(...xs))}–${fmtMs(Math.max(...xs))}, n=${xs.length})`;
      row(`leaderboard FCP, this build, ${samples} alternating rounds`, spread(rounds.map((r) => r.site)));
      row(`leaderboard FCP, --against ${path.basename(against)}`, spread(rounds.map((r) => r.against)));
      row('  empty page FCP, same rounds', spread(rounds.map((r) => r.empty)));
      const ci = (r: ReturnType<typeof bootstrap>) => `${r.ratio.toFixed(2)}× [${r.lo.toFixed(2)}, ${r.hi.toFixed(2)}]`;
      row('  ratio of medians (this / against), 95% CI', ci(bootstrap(rounds, ratioOfMedians, seed)));
      const paired = bootstrap(rounds, medianPairedRatio, seed);
      // "No worse" is shown when the interval's upper end stays at 1.05 or below (within 5%).
      row('  median of per-round ratios (this / against), 95% CI', ci(paired), 'upper end ≤ 1.05×', paired.hi <= 1.05);
    }
    if (episodes === 0) {
      printTable(lines);
      return;
    }

    console.log(`simulating ${episodes} episodes (seed ${seed}) and building their warehouse…`);
    const runsDir = path.join(scratch, 'synthetic-runs');
    const oracle = readRun(path.join(paths.bundledRuns(), 'oracle-axtree'));
    await simulateRuns({ tasks: loadTasks(), successStates: new Map(oracle.episodes.filter((e) => e.final_state).map((e) => [e.task_id, e.final_state!])), episodes, seed, outDir: runsDir });
    const synthetic = path.join(scratch, 'synthetic-warehouse');
    const counts = await writeWarehouse(await readInputs([{ dir: runsDir, source: 'local' }], { allowSynthetic: true, cacheDir: path.join(scratch, 'synthetic-cache'), realizedFile: null }), synthetic);
    const overlayDir = path.join(scratch, 'overlay');
    overlayWithWarehouse(site.dir, synthetic, overlayDir);
    const overlay = await serveStatic(overlayDir);
    servers.push(overlay);
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    await page.goto(`${overlay.url}/explore/`, { waitUntil: 'networkidle' });
    const warm = await timeQuery(page, 'SELECT count(*) AS episodes FROM episodes JOIN runs USING (run_id)');
    row(`synthetic: DuckDB + episodes/runs ready (${counts.episodes} episodes)`, fmtMs(warm.wallMs));
    const floor = await timeQuery(page, 'SELECT 1');
    row('baseline: SELECT 1 on a ready DuckDB, Run → result', fmtMs(floor.wallMs));
    const groupBy = await timeQuery(page, GROUP_BY_SQL);
    row(`group-by pass rate per mode over ${counts.episodes} episodes, Run → result`, fmtMs(groupBy.wallMs), '≤ 500 ms after DuckDB is ready', groupBy.wallMs <= 500);
    row('  of which DuckDB reported', fmtMs(reportedMs(groupBy.status)));
    await context.close();

    printTable(lines);
    console.log(`\ngroup-by: ${GROUP_BY_SQL}`);
  } finally {
    await browser?.close();
    for (const s of servers) await s.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
