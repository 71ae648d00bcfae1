/**
 * Where a harness step's time goes, per observation/action space, without a model. The oracle
 * replays reference solutions on a spread of task pages; every step is split into
 *  - observe: capturing the observation, against the bare browser call on the same page state
 *    (getFullAXTree for axtree, DOMSnapshot for som and browser_use, a screenshot for pixel);
 *  - dispatch: resolving the element, Playwright's actionability checks, the input events and the
 *    page's own handlers;
 *  - page: the page changing after the action (mutations, animations), which the agent must see;
 *  - settle wait: the harness confirming the page stopped (quiet frames, round trip).
 * Harness overhead = observe − bare + dispatch + settle wait. Then page load to ready (navigation
 * to html[data-cb-ready], then its settle) on the covering sample in one context.
 *   npm run bench:harness [-- --tasks 40 --loads N]
 */
import type { CDPSession, Page } from 'playwright-core';
import { OracleAgent } from '../../pipeline/agents/oracle';
import { paths } from '../../pipeline/content/paths';
import { coveringSample } from '../../pipeline/content/select';
import { loadTasks } from '../../pipeline/content/tasks';
import { launchChromium, VIEWPORT } from '../../pipeline/harness/browser';
import { MODES } from '../../pipeline/harness/modes';
import { serveStatic } from '../../pipeline/harness/staticServer';
import { TaskEnv } from '../../pipeline/harness/taskEnv';
import type { ModeName } from '../../pipeline/runs/records';
import { ensureSite } from '../../pipeline/site/build';

const arg = (name: string, def: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const nTasks = arg('tasks', 40);
const median = (xs: number[]) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] : NaN);
const time = async (f: () => Promise<unknown>) => { const t = performance.now(); await f(); return performance.now() - t; };
const f1 = (x: number) => x.toFixed(1);

/** The browser call a mode's observation cannot do without. */
const BARE: Record<ModeName, { name: string; run(page: Page, cdp: CDPSession): Promise<unknown> }> = {
  axtree: { name: 'getFullAXTree', run: (_, cdp) => cdp.send('Accessibility.getFullAXTree') },
  som: { name: 'DOMSnapshot + screenshot', run: async (page, cdp) => { await cdp.send('DOMSnapshot.captureSnapshot', { computedStyles: ['display', 'visibility', 'cursor'] }); await page.screenshot({ type: 'png' }); } },
  pixel: { name: 'screenshot', run: (page) => page.screenshot({ type: 'png' }) },
  browser_use: { name: 'DOMSnapshot', run: (_, cdp) => cdp.send('DOMSnapshot.captureSnapshot', { computedStyles: ['display', 'visibility', 'cursor'] }) },
};

await ensureSite();
const all = loadTasks();
const spread = all.filter((_, i) => i % Math.max(1, Math.floor(all.length / nTasks)) === 0).slice(0, nTasks);
const site = await serveStatic(paths.site());
const browser = await launchChromium();
const context = await browser.newContext({ viewport: VIEWPORT });
const taskUrl = (id: string) => `${site.url}/task/${id}?mode=benchmark`;
const modes: ModeName[] = ['axtree', 'som', 'pixel', 'browser_use'];

interface Split { observe: number; bare: number; dispatch: number; page: number; wait: number }
const steps: Record<ModeName, Split[]> = { axtree: [], som: [], pixel: [], browser_use: [] };
for (const mode of modes) {
  const env = await TaskEnv.open(context, { taskUrl, mode });
  const cdp = await context.newCDPSession(env.currentPage);
  const agent = new OracleAgent();
  for (const task of spread) {
    let obs = await env.reset(task.id);
    agent.reset(task, { mode, convention: 'raw', probe: env, maxActionsPerTurn: MODES[mode].flags.max_actions_per_turn });
    // The first observation comes with the page load (measured below); capture it again on its own.
    let observeMs = await time(async () => { obs = await env.observe(); if (mode !== 'axtree' && mode !== 'browser_use') await obs.screenshot(); });
    for (let turn = 0; turn < 30; turn++) {
      const { actions } = await agent.act(obs);
      env.beginTurn();
      let done = false;
      for (const action of actions) {
        const r = await env.step(action);
        const bare = await time(() => BARE[mode].run(env.currentPage, cdp));
        steps[mode].push({ observe: observeMs, bare, dispatch: r.timing.dispatchMs, page: r.timing.pageMs, wait: r.timing.settleWaitMs });
        observeMs = 0; // later actions of a browser_use turn answer the same observation
        if (r.done || r.error) { done = true; break; }
      }
      if (done) break;
      observeMs = await time(async () => { obs = await env.observe(); if (mode !== 'axtree' && mode !== 'browser_use') await obs.screenshot(); });
    }
  }
  await cdp.detach();
  await env.close();
}

// Page load to ready on the covering sample, one context, as a worker opens task after task.
const covering = coveringSample(all).slice(0, arg('loads', Infinity));
const loadEnv = await TaskEnv.open(context, { taskUrl, mode: 'axtree' });
const loads: { ready: number; page: number; wait: number }[] = [];
for (const task of covering) {
  await loadEnv.reset(task.id);
  const r = loadEnv.lastReset!;
  loads.push({ ready: r.readyMs, page: r.pageMs, wait: r.settleWaitMs });
}
await browser.close();
await site.close();

console.log(`steps of the oracle's reference solutions on ${spread.length} task pages (medians, ms)\n`);
console.log('mode          steps  observe  bare   dispatch  page  settle wait  overhead  observe+overhead vs bare');
for (const m of modes) {
  const s = steps[m];
  const overhead = s.map((x) => x.observe - x.bare + x.dispatch + x.wait);
  const vsBare = s.map((x) => (x.observe + x.dispatch + x.wait) / x.bare);
  console.log([m.padEnd(12), String(s.length).padStart(6), f1(median(s.map((x) => x.observe))).padStart(8), f1(median(s.map((x) => x.bare))).padStart(6),
    f1(median(s.map((x) => x.dispatch))).padStart(10), f1(median(s.map((x) => x.page))).padStart(6), f1(median(s.map((x) => x.wait))).padStart(12),
    f1(median(overhead)).padStart(9), `${median(vsBare).toFixed(2)}× ${BARE[m].name}`.padStart(20)].join(' '));
}
console.log(`\npage load to ready on ${loads.length} covering-sample pages (medians, ms): navigation to ready ${f1(median(loads.map((l) => l.ready)))}, `
  + `then page ${f1(median(loads.map((l) => l.page)))} and settle wait ${f1(median(loads.map((l) => l.wait)))}; `
  + `ready + settle ${f1(median(loads.map((l) => l.ready + l.page + l.wait)))}`);
