/**
 * What a task page costs to load, in gzip -9 bytes of JavaScript. Every chunk a task page can
 * import is named in its HTML (the island's component and renderer, and the modulepreload hints of
 * its renderer and scene modules, pipeline/site/data/taskPreload.ts), so a page's weight is known
 * from the built site alone, for every page. Loading a page in a fresh Chromium context checks that
 * claim: the page fetches no script its HTML did not name. Used by `npm run bench:pages` and the
 * page-weight guard test.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { LIBRARIES } from '../../src/core/ontology';
import type { TaskSpec } from '../../src/core/taskSpec';
import { specScenePieces, type SceneModule } from '../../src/env/scene/pieces';
import { VIEWPORT } from '../harness/browser';
import { forEachConcurrent } from '../harness/workerPool';

export const KB = 1000;
export const fmtKB = (b: number) => `${(b / KB).toFixed(1)} kB`;

export interface ScriptWeight {
  /** gzip -9 and raw bytes of the scripts, and how many. */
  js: number;
  jsRaw: number;
  jsFiles: number;
}

/** Content-hashed chunks recur on many pages; gzip each distinct body once. */
const gzipMemo = new Map<string, number>();
function gzipSize(body: Buffer): number {
  const key = createHash('sha1').update(body).digest('hex');
  let n = gzipMemo.get(key);
  if (n === undefined) gzipMemo.set(key, (n = gzipSync(body, { level: 9 }).length));
  return n;
}

const attr = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => m[1].replaceAll('&amp;', '&'));

/** Site-root paths of the scripts a page's HTML names. */
export function namedScripts(html: string): string[] {
  return [...new Set([
    ...attr(html, /<script[^>]*\bsrc="([^"]+)"/g),
    ...attr(html, /<link[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
    ...attr(html, /<astro-island[^>]*\bcomponent-url="([^"]+)"/g),
    ...attr(html, /<astro-island[^>]*\brenderer-url="([^"]+)"/g),
  ])].sort();
}

/** The weight of the given site-root script paths in a built site. */
export function scriptWeight(siteDir: string, files: string[]): ScriptWeight {
  const bodies = files.map((f) => {
    try {
      return readFileSync(path.join(siteDir, f));
    } catch {
      throw new Error(`${f} is named by a page but missing from the site ${siteDir}`);
    }
  });
  return { js: bodies.reduce((s, b) => s + gzipSize(b), 0), jsRaw: bodies.reduce((s, b) => s + b.length, 0), jsFiles: files.length };
}

export interface TaskPageWeight extends ScriptWeight {
  task: TaskSpec;
  files: string[];
}

/** Every task page's weight, from the built site's HTML and chunks. */
export function taskPageWeights(siteDir: string, tasks: TaskSpec[]): TaskPageWeight[] {
  return tasks.map((task) => {
    const file = path.join(siteDir, 'task', task.id, 'index.html');
    let html: string;
    try {
      html = readFileSync(file, 'utf8');
    } catch {
      throw new Error(`task ${task.id} has no page in the site (${file})`);
    }
    const files = namedScripts(html);
    return { task, files, ...scriptWeight(siteDir, files) };
  });
}

/**
 * Components whose library weighs more than the page budget on its own: a page of one of `types`
 * in `library` may exceed the budget by what the component brings with it alone (React, the
 * library and the component, no scene: `componentAlone`), and carries nothing else but its scene's
 * pieces. The guard fails once such a component fits the budget alone, so no exemption outlives its need.
 */
export interface PageWeightExemption {
  component: string;
  library: string;
  types: string[];
  why: string;
}

export const PAGE_WEIGHT_EXEMPTIONS: PageWeightExemption[] = [
  {
    component: 'MUI X DataGrid',
    library: 'mui',
    types: ['data_grid_editable', 'data_grid_row_selection', 'data_table_filterable'],
    why: 'the grid imports all of its MUI slots (Select, Autocomplete, Tabs, Popper, Menu, Badge, progress) statically',
  },
];

export const exemptionOf = (task: TaskSpec, exemptions = PAGE_WEIGHT_EXEMPTIONS) =>
  exemptions.find((e) => e.library === task.library && e.types.includes(task.canonical_type));

/** The island's props as the page's HTML carries them (Astro's serialized form: [kind, value] per prop). */
function islandProps(html: string): Record<string, unknown> {
  const raw = /<astro-island[^>]*\bprops="([^"]*)"/.exec(html)?.[1];
  if (raw === undefined) throw new Error('the page has no island props');
  const props = JSON.parse(raw.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&')) as Record<string, [number, unknown]>;
  return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, v[1]]));
}

/**
 * What a task page's component weighs with nothing around it: the island, Astro's React renderer
 * and the type's renderer chunk, with every chunk they import statically (React, the library, the
 * component), read from the built chunks themselves. The scene's pieces are not among them.
 */
export function componentAlone(siteDir: string, html: string): ScriptWeight & { files: string[] } {
  const renderer = islandProps(html).renderer;
  if (typeof renderer !== 'string') throw new Error('the page\'s island names no renderer chunk');
  const roots = [`/${renderer.replace(/^\//, '')}`, ...attr(html, /<astro-island[^>]*\bcomponent-url="([^"]+)"/g), ...attr(html, /<astro-island[^>]*\brenderer-url="([^"]+)"/g)];
  const files = [...staticClosure(siteDir, roots)].sort();
  return { files, ...scriptWeight(siteDir, files) };
}

/** Site-root chunk paths a built chunk imports statically, read from the chunk (memoized per site and chunk). */
const importsMemo = new Map<string, string[]>();
function staticImports(siteDir: string, file: string): string[] {
  const key = `${siteDir}\0${file}`;
  let out = importsMemo.get(key);
  if (!out) {
    const code = readFileSync(path.join(siteDir, file), 'utf8');
    out = [...code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)].map((m) => path.posix.join(path.posix.dirname(file), m[1]));
    importsMemo.set(key, out);
  }
  return out;
}

/** The chunks `roots` load statically, themselves included. */
function staticClosure(siteDir: string, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    staticImports(siteDir, file).forEach(walk);
  };
  roots.forEach(walk);
  return seen;
}

/**
 * What each scene module of a task page brings that nothing else on the page does: the chunks
 * reachable from the module's own chunk but not from the component alone or another scene module
 * of the page, in gzip -9 bytes. A module's own chunk is the one named after its file among the
 * page's scripts (`clutter/select.tsx` → `select.<hash>.js`, or `lib-antd-select.<hash>.js` when
 * antd's code shares the chunk).
 */
export function sceneModuleOwnWeights(siteDir: string, page: TaskPageWeight, alone: { files: string[] }): Map<SceneModule, number> {
  const base = new Set(alone.files);
  const closures = specScenePieces(page.task).map((m) => {
    const name = m.split('/').pop()!;
    // Named after the module, or after it behind the library prefix when the library's code shares its chunk; the first if both.
    const own = page.files.filter((f) => chunkName(f) === name).sort((a, b) => chunkLibraries(a).length - chunkLibraries(b).length).slice(0, 1);
    if (own.length !== 1) throw new Error(`${page.task.id}: no chunk named after scene module ${m} among its scripts`);
    return { m, chunks: staticClosure(siteDir, own) };
  });
  return new Map(closures.map(({ m, chunks }) => {
    const only = [...chunks].filter((f) => !base.has(f) && closures.every((o) => o.m === m || !o.chunks.has(f)));
    return [m, scriptWeight(siteDir, only).js];
  }));
}

/** A chunk's name: its file name without the hash, the extension and the library prefix. */
function chunkName(file: string): string {
  const base = path.posix.basename(file).split('.')[0];
  const libs = chunkLibraries(file);
  return libs.length ? base.slice(`lib-${libs.join('-')}-`.length) : base;
}

/** A library chunk's libraries, from its name (`lib-<library>[-<library>…]-<name>`, astro.config.mjs). */
function chunkLibraries(file: string): string[] {
  let rest = /\/lib-(.*)$/.exec(file)?.[1];
  const out: string[] = [];
  for (let lib; rest && (lib = LIBRARIES.find((l) => rest!.startsWith(`${l}-`))); rest = rest.slice(lib.length + 1)) out.push(lib);
  return out;
}

export interface PageWeightVerdict {
  /** Pages over the budget without an exemption, or whose exemption does not hold, as lines to show. */
  problems: string[];
  /** Per exempt (type, library): the component alone, the heaviest page and what its scene adds. */
  exempt: { exemption: PageWeightExemption; type: string; alone: number; max: TaskPageWeight }[];
}

/** Every page under `limit`, or within its exemption (see PageWeightExemption). */
export function judgePageWeights(siteDir: string, pages: TaskPageWeight[], limit: number, exemptions = PAGE_WEIGHT_EXEMPTIONS): PageWeightVerdict {
  const problems: string[] = [];
  const exempt = new Map<string, PageWeightVerdict['exempt'][number]>();
  const aloneOf = new Map<string, ScriptWeight>();
  for (const p of pages) {
    const e = exemptionOf(p.task, exemptions);
    if (!e) {
      if (p.js > limit) problems.push(`${p.task.id}: ${fmtKB(p.js)}`);
      continue;
    }
    // Pages of one (type, library) share their component: weigh it once.
    const key = `${p.task.canonical_type}/${p.task.library}`;
    let alone = aloneOf.get(key);
    if (!alone) aloneOf.set(key, (alone = componentAlone(siteDir, readFileSync(path.join(siteDir, 'task', p.task.id, 'index.html'), 'utf8'))));
    if (alone.js <= limit) problems.push(`${p.task.id}: ${e.component} weighs ${fmtKB(alone.js)} alone, within ${fmtKB(limit)}: its exemption is no longer needed`);
    const foreign = p.files.filter((f) => chunkLibraries(f).some((l) => l !== p.task.library));
    if (foreign.length) problems.push(`${p.task.id}: an exempt page loads another library's code: ${foreign.join(', ')}`);
    const cell = exempt.get(key);
    if (!cell || p.js > cell.max.js) exempt.set(key, { exemption: e, type: p.task.canonical_type, alone: alone.js, max: p });
  }
  return { problems, exempt: [...exempt.values()] };
}

export interface LoadedPage {
  /** Site-root paths of the scripts fetched, sorted. */
  files: string[];
  /** gzip -9 bytes of the scripts and stylesheets fetched. */
  js: number;
  css: number;
  /** Navigation start to html[data-cb-ready] (or to the load event for a stand-in page). */
  readyMs: number;
}

const READY_PROBE = `new MutationObserver((_, mo) => {
  if (document.documentElement?.hasAttribute('data-cb-ready')) { window.__cbReadyAt = performance.now(); mo.disconnect(); }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-cb-ready'] });`;

function kindOf(url: string, contentType: string): 'js' | 'css' | null {
  const p = new URL(url).pathname;
  if (/\.m?js$/.test(p) || contentType.includes('javascript')) return 'js';
  if (/\.css$/.test(p) || contentType.includes('text/css')) return 'css';
  return null;
}

/**
 * Load `url` in a fresh context (empty cache) and list what it fetched. A task page counts until
 * it is ready and nothing is in flight any more; `html` serves a stand-in document at `url` instead.
 */
export async function loadPage(browser: Browser, url: string, opts: { html?: string; timeoutMs?: number } = {}): Promise<LoadedPage> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addInitScript(READY_PROBE);
    const page = await context.newPage();
    if (opts.html !== undefined) {
      const html = opts.html;
      await page.route(url, (r) => r.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    }
    let inFlight = 0;
    let lastSettled = performance.now();
    const settle = () => { inFlight--; lastSettled = performance.now(); };
    page.on('request', () => { inFlight++; });
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    const bodies: Promise<{ kind: 'js' | 'css'; path: string; gzip: number } | null>[] = [];
    page.on('response', (r) => {
      const kind = kindOf(r.url(), r.headers()['content-type'] ?? '');
      // Paths as a page's HTML names them: a chunk name may hold characters a URL escapes.
      if (kind) bodies.push(r.body().then((b) => ({ kind, path: decodeURIComponent(new URL(r.url()).pathname), gzip: gzipSize(b) }), () => null));
    });
    const timeout = opts.timeoutMs ?? 30_000;
    await page.goto(url, { waitUntil: 'load', timeout });
    let readyMs: number;
    if (opts.html === undefined) {
      await page.waitForSelector('html[data-cb-ready]', { state: 'attached', timeout });
      readyMs = await page.evaluate(() => (window as unknown as { __cbReadyAt: number }).__cbReadyAt);
    } else {
      readyMs = await page.evaluate(() => performance.now());
    }
    // Whatever the page still fetches right after it is ready belongs to it too.
    const deadline = performance.now() + timeout;
    while ((inFlight > 0 || performance.now() - lastSettled < 150) && performance.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const got = (await Promise.all(bodies)).filter((b) => b !== null);
    const js = got.filter((b) => b.kind === 'js');
    return {
      files: [...new Set(js.map((b) => b.path))].sort(),
      js: js.reduce((s, b) => s + b.gzip, 0),
      css: got.filter((b) => b.kind === 'css').reduce((s, b) => s + b.gzip, 0),
      readyMs,
    };
  } finally {
    await context.close();
  }
}

/** Load each task page on a served site, `workers` at a time. */
export async function loadTaskPages(browser: Browser, siteUrl: string, tasks: TaskSpec[], workers = 2): Promise<LoadedPage[]> {
  const out: LoadedPage[] = new Array(tasks.length);
  await forEachConcurrent(tasks, workers, async () => null, async (_, task, i) => {
    out[i] = await loadPage(browser, `${siteUrl}/task/${task.id}?mode=benchmark`);
  }, async () => {});
  return out;
}

/** Scripts a loaded page fetched that its HTML did not name. */
export const unnamedScripts = (named: TaskPageWeight, loaded: LoadedPage) => loaded.files.filter((f) => !named.files.includes(f));

/**
 * The floor every task page pays: Astro's React renderer and React itself (the script a task
 * page's island names as its renderer), loaded by an otherwise empty page on the same site.
 */
export async function loadReactBaseline(browser: Browser, siteUrl: string, taskPageHtml: string): Promise<LoadedPage> {
  const renderer = /renderer-url="([^"]+)"/.exec(taskPageHtml)?.[1];
  if (!renderer) throw new Error('the task page names no island renderer (renderer-url)');
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><title>baseline</title><script type="module" src="${renderer}"></script><p>React alone.</p></html>`;
  return loadPage(browser, `${siteUrl}/__react-baseline/`, { html });
}

/** The heaviest page per (type, library), heaviest first, with how many pages the cell has. */
export function heaviestPerCell(pages: TaskPageWeight[]): { max: TaskPageWeight; pages: number }[] {
  const cells = new Map<string, { max: TaskPageWeight; pages: number }>();
  for (const p of pages) {
    const key = `${p.task.canonical_type}/${p.task.library}`;
    const c = cells.get(key);
    if (!c) cells.set(key, { max: p, pages: 1 });
    else {
      c.pages++;
      if (p.js > c.max.js) c.max = p;
    }
  }
  return [...cells.values()].sort((a, b) => b.max.js - a.max.js);
}

/**
 * Few pages that together load every scene module of every library, plus each library's heaviest
 * page: loading them in Chromium checks that every module's chunks are named by the pages that use
 * them (renderers load nothing lazily of their own; `npm run bench:pages` checks every renderer).
 */
export function moduleCoveringPages(pages: TaskPageWeight[]): TaskPageWeight[] {
  const picked = new Set<TaskPageWeight>();
  for (const lib of [...new Set(pages.map((p) => p.task.library))].sort()) {
    const of = pages.filter((p) => p.task.library === lib).map((p) => ({ p, modules: specScenePieces(p.task) }));
    picked.add(of.reduce((a, b) => (b.p.js > a.p.js ? b : a)).p);
    const left = new Set(of.flatMap((o) => o.modules));
    while (left.size > 0) {
      const best = of.reduce((a, b) => (b.modules.filter((m) => left.has(m)).length > a.modules.filter((m) => left.has(m)).length ? b : a));
      picked.add(best.p);
      for (const m of best.modules) left.delete(m);
    }
  }
  return [...picked];
}
