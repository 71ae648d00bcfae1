/**
 * Reference pictures show the whole goal: on the pages whose pictures hold the most (the longest
 * chip lists and texts of each suite), nothing painted reaches into the canvas's padding, where a
 * chip row or a line running past the edge would show.
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
import { FIGURE_PADDING } from '../../src/env/scene/figureLayout';
import { useSite } from './browser';

/** How much a picture holds: characters painted, chips counting a little extra for their room. */
function load(f: Figure): number {
  if (f.kind === 'chips') return f.items.reduce((n, s) => n + s.length + 3, 0);
  return f.kind === 'text' ? f.text.length : 0;
}

/** Each suite's fullest chips pictures and texts. */
async function fullest(tasks: TaskSpec[], per: number): Promise<TaskSpec[]> {
  const scored: { t: TaskSpec; kind: string; n: number }[] = [];
  for (const t of tasks) {
    if (!(t.params.frame as { reference?: boolean } | undefined)?.reference) continue;
    const { model } = (await import(`../../src/canonical/${t.canonical_type}/model.ts`)) as { model: TypeModel<never> };
    const f = model.figure(goalFields(t.predicate), t.params as never);
    scored.push({ t, kind: f.kind, n: load(f) });
  }
  return ['chips', 'text'].flatMap((kind) => scored.filter((s) => s.kind === kind).sort((a, b) => b.n - a.n).slice(0, per).map((s) => s.t));
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

  it('fit the fullest goals of Full and Core inside their canvas', async () => {
    const full = await fullest(loadTasks(suiteTasksDir(FULL_SUITE)), 3);
    const core = await fullest(loadTasks(suiteTasksDir(CORE_SUITE)), 3);
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
