/**
 * What each benchmark task page ships: gzip -9 of every script its HTML names (all it can load),
 * for every task page of the built site; then, in headless Chromium, the heaviest page of every
 * (type, library) loaded in a fresh context, to confirm it fetches nothing else and to time it to
 * html[data-cb-ready]. Prints the heaviest page per (type, library), largest first, per-library
 * min/median/max over all task pages, and the same-run baseline: an empty page that loads only
 * React and Astro's React renderer; then what each scene module brings of its own, per library (how
 * HEAVY_CLUTTER is chosen). Components exempt from the limit are listed with their weight alone.
 *   npm run bench:pages [-- --suite core --site DIR --tasks GLOB --workers 2 --json FILE]
 * A suite other than full is measured on its own built site (data/suites/<suite>/site).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { paths, projectRoot } from '../../pipeline/content/paths';
import { selectTasks } from '../../pipeline/content/select';
import { FULL_SUITE, useSuite } from '../../pipeline/content/suites';
import { loadTasks } from '../../pipeline/content/tasks';
import { launchChromium } from '../../pipeline/harness/browser';
import { serveStatic, type StaticSite } from '../../pipeline/harness/staticServer';
import { buildSite, siteIsFresh } from '../../pipeline/site/build';
import {
  componentAlone, fmtKB, heaviestPerCell, judgePageWeights, KB, loadReactBaseline, loadTaskPages, sceneModuleOwnWeights, taskPageWeights,
  unnamedScripts, type TaskPageWeight,
} from '../../pipeline/site/pageWeight';

const arg = (name: string, def: string | null) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};
const GOAL = 200 * KB;
const LIMIT = 300 * KB;

/** The site to measure: --site DIR, else dist/ when it is current, else a fresh build of dist/. */
async function siteToMeasure(): Promise<{ dir: string; how: string }> {
  const given = arg('site', null);
  if (given) return { dir: path.resolve(given), how: `given (${given})` };
  const rel = path.relative(projectRoot(), paths.site()) || '.';
  if (siteIsFresh()) return { dir: paths.site(), how: `reused ${rel}/ (current with the sources)` };
  console.log('building the site…');
  const t0 = performance.now();
  await buildSite(projectRoot(), { quiet: true });
  return { dir: paths.site(), how: `built into ${rel}/ in ${((performance.now() - t0) / 1000).toFixed(0)} s` };
}

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

function printTable(lines: string[][]): void {
  const widths = lines[0].map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  for (const l of lines) console.log(l.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd());
}

async function main() {
  const servers: StaticSite[] = [];
  let browser: Browser | null = null;
  try {
    const suite = arg('suite', FULL_SUITE)!;
    // Points task loading and the site (its build, when stale) at the suite.
    useSuite(suite);
    const site = await siteToMeasure();
    console.log(`suite ${suite}; site: ${site.how}`);
    const tasks = selectTasks(loadTasks(), arg('tasks', null) ?? undefined);
    const pages = taskPageWeights(site.dir, tasks);
    const cells = heaviestPerCell(pages);

    const served = await serveStatic(site.dir);
    servers.push(served);
    browser = await launchChromium();
    const html = readFileSync(path.join(site.dir, 'task', tasks[0].id, 'index.html'), 'utf8');
    const baseline = await loadReactBaseline(browser, served.url, html);
    console.log(`${pages.length} task pages weighed; loading the heaviest of each of ${cells.length} (type, library) in Chromium…`);
    const t0 = performance.now();
    const loaded = await loadTaskPages(browser, served.url, cells.map((c) => c.max.task), Number(arg('workers', '2')));
    console.log(`loaded in ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);

    const lines = [['type', 'library', 'JS gzip (max)', 'JS raw', 'JS files', 'loaded JS gzip', 'CSS gzip', 'ready', 'heaviest page', 'pages']];
    cells.forEach((c, i) => {
      const l = loaded[i];
      lines.push([c.max.task.canonical_type, c.max.task.library, fmtKB(c.max.js), fmtKB(c.max.jsRaw), String(c.max.jsFiles), fmtKB(l.js),
        fmtKB(l.css), `${l.readyMs.toFixed(0)} ms`, c.max.task.id, String(c.pages)]);
    });
    printTable(lines);

    console.log('');
    const libs = [['library', 'pages', 'JS gzip min', 'median', 'max', 'ready median (heaviest pages)']];
    for (const lib of [...new Set(pages.map((p) => p.task.library))].sort()) {
      const js = pages.filter((p) => p.task.library === lib).map((p) => p.js);
      const ready = cells.flatMap((c, i) => (c.max.task.library === lib ? [loaded[i].readyMs] : []));
      libs.push([lib, String(js.length), fmtKB(quantile(js, 0)), fmtKB(quantile(js, 0.5)), fmtKB(quantile(js, 1)), `${quantile(ready, 0.5).toFixed(0)} ms`]);
    }
    libs.push(['baseline: React alone', '', fmtKB(baseline.js), '', '', `${baseline.readyMs.toFixed(0)} ms`]);
    printTable(libs);

    console.log('\nwhat each scene module brings beyond the component and the page\'s other scene modules (JS gzip, over the pages that show it):');
    const own = new Map<string, number[]>();
    const alone = new Map<string, ReturnType<typeof componentAlone>>();
    for (const p of pages) {
      const cell = `${p.task.canonical_type}/${p.task.library}`;
      if (!alone.has(cell)) alone.set(cell, componentAlone(site.dir, readFileSync(path.join(site.dir, 'task', p.task.id, 'index.html'), 'utf8')));
      for (const [m, w] of sceneModuleOwnWeights(site.dir, p, alone.get(cell)!)) own.set(`${p.task.library}\0${m}`, [...(own.get(`${p.task.library}\0${m}`) ?? []), w]);
    }
    const mods = [['library', 'scene module', 'pages', 'median', 'max']];
    for (const [key, ws] of [...own].sort(([a], [b]) => a.localeCompare(b))) {
      const [lib, m] = key.split('\0');
      mods.push([lib, m, String(ws.length), fmtKB(quantile(ws, 0.5)), fmtKB(quantile(ws, 1))]);
    }
    printTable(mods);

    const unnamed = cells.flatMap((c, i) => unnamedScripts(c.max, loaded[i]).map((f) => `${c.max.task.id}: ${f}`));
    if (unnamed.length) {
      console.log(`\nscripts fetched that the page's HTML does not name (weights above undercount): ${unnamed.join('; ')}`);
      process.exitCode = 1;
    }
    const over = (limit: number) => pages.filter((p: TaskPageWeight) => p.js > limit).length;
    console.log(`\nlargest: ${cells.slice(0, 3).map((c) => `${c.max.task.id} ${fmtKB(c.max.js)}`).join('; ')}`);
    console.log(`task pages above ${fmtKB(GOAL)} (goal): ${over(GOAL)}; above ${fmtKB(LIMIT)} (limit): ${over(LIMIT)}`);
    const verdict = judgePageWeights(site.dir, pages, LIMIT);
    for (const e of verdict.exempt) {
      console.log(`exempt: ${e.type}/${e.exemption.library}, ${e.exemption.component} alone ${fmtKB(e.alone)} (${e.exemption.why}); heaviest page ${e.max.task.id} ${fmtKB(e.max.js)}`);
    }
    if (verdict.problems.length) {
      console.log(`over the limit, or beyond an exemption: ${verdict.problems.join('; ')}`);
      process.exitCode = 1;
    }

    const json = arg('json', null);
    if (json) {
      writeFileSync(json, `${JSON.stringify({
        baseline: { js: baseline.js, readyMs: baseline.readyMs },
        pages: pages.map((p) => ({ id: p.task.id, type: p.task.canonical_type, library: p.task.library, js: p.js, jsRaw: p.jsRaw, jsFiles: p.jsFiles })),
        loaded: cells.map((c, i) => ({ id: c.max.task.id, js: loaded[i].js, css: loaded[i].css, readyMs: loaded[i].readyMs })),
      }, null, 1)}\n`);
    }
  } finally {
    await browser?.close();
    for (const s of servers) await s.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
