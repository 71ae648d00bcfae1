/**
 * Reference pictures show the whole goal. Every picture of Full and Core is laid out with the
 * widths Chromium measures for its fonts and must fit at one of the sizes; on the pages whose
 * pictures hold the most, nothing painted reaches into the canvas's padding, where a chip row or a
 * line running past the edge would show.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { CORE_SUITE, FULL_SUITE, suiteTasksDir } from '../../pipeline/content/suites';
import { loadTasks } from '../../pipeline/content/tasks';
import { VIEWPORT } from '../../pipeline/harness/browser';
import { serveStatic } from '../../pipeline/harness/staticServer';
import { goalFields } from '../../src/core/predicate';
import type { TaskSpec } from '../../src/core/taskSpec';
import type { Figure } from '../../src/env/kit/figure';
import type { TypeModel } from '../../src/env/kit/types';
import { CHIP_SIZES, chipFont, FIGURE_PADDING, layoutChips, layoutText, TEXT_SIZES, textFont } from '../../src/env/scene/figureLayout';
import { useSite } from './browser';

/** How much a picture holds: characters painted, chips counting a little extra for their room. */
function load(f: Figure): number {
  if (f.kind === 'chips') return f.items.reduce((n, s) => n + s.length + 3, 0);
  return f.kind === 'text' ? f.text.length : 0;
}

/** The figure of every task with a reference picture. */
async function figures(tasks: TaskSpec[]): Promise<{ t: TaskSpec; f: Figure }[]> {
  const out: { t: TaskSpec; f: Figure }[] = [];
  for (const t of tasks) {
    if (!(t.params.frame as { reference?: boolean } | undefined)?.reference) continue;
    const { model } = (await import(`../../src/canonical/${t.canonical_type}/model.ts`)) as { model: TypeModel<never> };
    out.push({ t, f: model.figure(goalFields(t.predicate), t.params as never) });
  }
  return out;
}

/** Each suite's fullest chips pictures and texts. */
function fullest(figs: { t: TaskSpec; f: Figure }[], per: number): TaskSpec[] {
  return ['chips', 'text'].flatMap((kind) => figs.filter((x) => x.f.kind === kind).sort((a, b) => load(b.f) - load(a.f)).slice(0, per).map((x) => x.t));
}

/** Every string a layout may measure, at every size, measured by Chromium's canvas. */
async function measured(browser: Browser, figs: Figure[]) {
  const asks: [string, string][] = [];
  for (const f of figs) {
    if (f.kind === 'chips') {
      const labels = f.items.map((l, i) => (f.ordered ? `${i + 1}. ${l}` : l));
      for (const px of CHIP_SIZES) for (const l of labels) asks.push([chipFont(px), l]);
    }
    if (f.kind === 'text') {
      // Text layouts measure the words and every run of consecutive words.
      const words = f.text.split(/\s+/).filter(Boolean);
      for (const px of TEXT_SIZES) for (let i = 0; i < words.length; i++) for (let j = i + 1; j <= words.length; j++) asks.push([textFont(px), words.slice(i, j).join(' ')]);
    }
  }
  const page = await browser.newPage();
  try {
    const widths = (await page.evaluate(`(${JSON.stringify(asks)}).map(([font, s]) => {
      const g = (globalThis.__g ??= document.createElement('canvas').getContext('2d'));
      g.font = font;
      return g.measureText(s).width;
    })`)) as number[];
    const table = new Map(asks.map(([font, s], i) => [`${font}\0${s}`, widths[i]]));
    return (font: (px: number) => string) => (s: string, px: number) => {
      const w = table.get(`${font(px)}\0${s}`);
      if (w === undefined) throw new Error(`not measured: ${font(px)} "${s}"`);
      return w;
    };
  } finally {
    await page.close();
  }
}

/** Pixels painted inside the padding band (just inside the 1 px border), as "x,y" of the first few. */
const PADDING_PAINT = `(() => {
  const c = document.querySelector('canvas.cb-reference');
  if (!c) return { missing: true };
  const g = c.getContext('2d');
  const { width: w, height: h } = c;
  const px = g.getImageData(0, 0, w, h).data;
  const at = (x, y) => px.slice((y * w + x) * 4, (y * w + x) * 4 + 4).join(',');
  const bg = at(Math.floor(w / 2), 3);
  const band = ${FIGURE_PADDING} - 2;
  const bad = [];
  for (let y = 2; y < h - 2; y++) for (let x = 2; x < w - 2; x++) {
    const inBand = x < 2 + band || x >= w - 2 - band || y < 2 + band || y >= h - 2 - band;
    if (inBand && at(x, y) !== bg && bad.length < 5) bad.push(x + ',' + y);
  }
  return { missing: false, bad, height: h };
})()`;

async function check(browser: Browser, url: string, tasks: TaskSpec[]): Promise<string[]> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const problems: string[] = [];
  try {
    for (const t of tasks) {
      await page.goto(`${url}/task/${t.id}?mode=benchmark`);
      await page.waitForSelector('html[data-cb-ready]', { state: 'attached' });
      const r = (await page.evaluate(PADDING_PAINT)) as { missing: boolean; bad?: string[] };
      if (r.missing) problems.push(`${t.id}: no reference picture`);
      else if (r.bad!.length) problems.push(`${t.id}: painted in the padding at ${r.bad!.join(' ')}`);
    }
  } finally {
    await context.close();
  }
  return problems;
}

describe('reference pictures', () => {
  const { site, browser } = useSite();

  it('fit every goal of Full and Core inside their canvas', async () => {
    const fullFigs = await figures(loadTasks(suiteTasksDir(FULL_SUITE)));
    const coreFigs = await figures(loadTasks(suiteTasksDir(CORE_SUITE)));
    const all = [...fullFigs, ...coreFigs];
    const measure = await measured(browser(), all.map((x) => x.f));
    const unfit = all.filter(({ f }) =>
      f.kind === 'chips' ? !layoutChips(f.items, !!f.ordered, measure(chipFont)).fits : f.kind === 'text' ? !layoutText(f.text, measure(textFont)).fits : false);
    expect(unfit.map((x) => x.t.id), 'reference pictures whose goal does not fit').toEqual([]);
    const sizes = all.flatMap(({ f }) => (f.kind === 'chips' ? [layoutChips(f.items, !!f.ordered, measure(chipFont)).px] : []));
    console.log(`${all.length} reference pictures fit; chip sizes used: ${[...new Set(sizes)].sort().map((px) => `${px} px ×${sizes.filter((s) => s === px).length}`).join(', ')}`);

    const full = fullest(fullFigs, 3);
    const core = fullest(coreFigs, 3);
    expect(full.length + core.length).toBe(12);
    const coreSite = await serveStatic(inject('coreSiteDir'));
    try {
      const problems = [...await check(browser(), site().url, full), ...await check(browser(), coreSite.url, core)];
      expect(problems).toEqual([]);
    } finally {
      await coreSite.close();
    }
  });
});
