/**
 * Screenshots of the site's main pages at a desktop and a phone width, with what can be measured
 * of their layout: how far the page and its tables scroll sideways, and how many pairs of chart
 * texts overlap (and the smallest chart text). Run it on two builds to compare them.
 *   npm run site:shots -- [--site DIR] [--out DIR] [--trace /traces/<run>/<task>/]
 * --site defaults to dist/ (build it with `npx cb site build`); screenshots go to --out
 * (default: a temporary directory), named <page>-<width>.png.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { paths } from '../pipeline/content/paths';
import { launchChromium } from '../pipeline/harness/browser';
import { serveStatic } from '../pipeline/harness/staticServer';

const arg = (name: string, def: string | null) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};
const siteDir = path.resolve(arg('site', paths.site())!);
const out = path.resolve(arg('out', null) ?? mkdtempSync(path.join(os.tmpdir(), 'cb-site-shots-')));
const pages: [name: string, route: string][] = [['leaderboard', '/'], ['efficiency', '/efficiency/'], ['families', '/families/']];
const trace = arg('trace', null);
if (trace) pages.push(['trace', trace]);
const WIDTHS = [1280, 390];

async function main() {
  mkdirSync(out, { recursive: true });
  const site = await serveStatic(siteDir);
  const browser = await launchChromium();
  const rows: string[][] = [['page', 'width', 'page scrolls sideways', 'tables scroll sideways', 'overlapping chart texts', 'smallest chart text']];
  try {
    for (const width of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      for (const [name, route] of pages) {
        const res = await page.goto(`${site.url}${route}`);
        if (res?.status() !== 200) {
          rows.push([name, String(width), `HTTP ${res?.status()}`, '', '', '']);
          continue;
        }
        // Charts behind a disclosure count too.
        await page.evaluate(() => document.querySelectorAll<HTMLDetailsElement>('details:has(figure)').forEach((d) => { d.open = true; }));
        const m = await page.evaluate(() => {
          const tables = [...document.querySelectorAll('.table-scroll')].map((t) => t.scrollWidth - t.clientWidth);
          let overlaps = 0;
          let smallest = Infinity;
          for (const svg of document.querySelectorAll('figure svg')) {
            const boxes = [...svg.querySelectorAll('text')].map((t) => t.getBoundingClientRect()).filter((b) => b.width > 0);
            for (const t of svg.querySelectorAll('text')) smallest = Math.min(smallest, parseFloat(getComputedStyle(t).fontSize));
            for (let i = 0; i < boxes.length; i++) {
              for (let j = i + 1; j < boxes.length; j++) {
                const a = boxes[i];
                const b = boxes[j];
                if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) overlaps++;
              }
            }
          }
          return { page: document.documentElement.scrollWidth - document.documentElement.clientWidth, tables, overlaps, smallest: Number.isFinite(smallest) ? smallest : null };
        });
        await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage: true });
        rows.push([name, String(width), `${m.page} px`, m.tables.length ? m.tables.map((t) => `${t} px`).join(', ') : 'none', String(m.overlaps), m.smallest === null ? 'no charts' : `${m.smallest} px`]);
      }
      await page.close();
    }
  } finally {
    await browser.close();
    await site.close();
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd());
  console.log(`\nscreenshots: ${out}`);
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
