/**
 * Where a harness step's time goes, per observation/action space, without a model. The oracle
 * replays reference solutions on a spread of task pages, and every step is set against the same
 * work done bare, measured in the same run on the same browser:
 *  - observe: capturing the observation, against the bare browser call on the same page state
 *    (getFullAXTree for axtree, DOMSnapshot for som and browser_use, a screenshot for pixel);
 *  - dispatch: aiming (resolving the element, scrolling it into view, its box and hit test, the
 *    hover check) and input delivery. Input is set against the same input events replayed on a
 *    page with no handlers (Chromium aligns pointer moves to frames) plus the task page's own
 *    main-thread time while the events were delivered (its handlers and the frames they caused,
 *    from Performance.getMetrics TaskDuration);
 *  - page: the page changing after the action (mutations, animations), which the agent must see;
 *  - settle wait: confirming the page stopped, against one bare animation frame on the same page
 *    (whatever a harness does, it must let a frame pass to see that nothing more happens).
 * Overhead = observe − bare + dispatch + settle wait (everything but the page changing). Harness
 * overhead = overhead − (replayed input + page main-thread time during input + one frame): what
 * the harness itself adds. Then page load to ready (navigation to html[data-cb-ready], then its
 * settle) on the covering sample in one context.
 *   npm run bench:harness [-- --tasks 40 --loads N --seed 0]
 */
import type { CDPSession, Mouse, Keyboard, Page } from 'playwright-core';
import { OracleAgent } from '../../pipeline/agents/oracle';
import { paths } from '../../pipeline/content/paths';
import { coveringSample } from '../../pipeline/content/select';
import { loadTasks } from '../../pipeline/content/tasks';
import { launchChromium, VIEWPORT } from '../../pipeline/harness/browser';
import { MODES } from '../../pipeline/harness/modes';
import { nextFrame } from '../../pipeline/harness/pageEval';
import { serveStatic } from '../../pipeline/harness/staticServer';
import { TaskEnv } from '../../pipeline/harness/taskEnv';
import type { ModeName } from '../../pipeline/runs/records';
import { ensureSite } from '../../pipeline/site/build';
import { Rng } from '../../src/generator/rng';

const arg = (name: string, def: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const nTasks = arg('tasks', 40);
/** The baselines start at a random point of the frame, as a step's input does (seeded). */
const phase = new Rng(arg('seed', 0));
const FRAME_MS = 1000 / 60;
const atRandomPhase = () => new Promise((r) => setTimeout(r, phase.next() * FRAME_MS));
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

type InputCall = { on: 'mouse' | 'keyboard'; method: string; args: unknown[] };
/** What the step's input events cost on the task page: wall time and the page's main-thread time. */
interface InputTally { calls: InputCall[]; wallMs: number; pageBusyMs: number; metricsMs: number }

/**
 * Wrap the page's mouse and keyboard so every input call is timed, with the renderer's main-thread
 * task time around it; the metric reads are timed too, so the step's dispatch can be given
 * without them.
 */
function tallyInput(page: Page, cdp: CDPSession): { take(): InputTally } {
  let tally: InputTally = { calls: [], wallMs: 0, pageBusyMs: 0, metricsMs: 0 };
  const taskSeconds = async () => {
    const t = performance.now();
    const { metrics } = await cdp.send('Performance.getMetrics');
    tally.metricsMs += performance.now() - t;
    return metrics.find((m) => m.name === 'TaskDuration')!.value;
  };
  for (const [on, device] of [['mouse', page.mouse], ['keyboard', page.keyboard]] as const) {
    const methods = on === 'mouse' ? ['move', 'down', 'up', 'click', 'dblclick', 'wheel'] : ['down', 'up', 'press', 'type', 'insertText'];
    for (const method of methods) {
      const d = device as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
      const original = d[method].bind(device);
      d[method] = async (...args: unknown[]) => {
        const before = await taskSeconds();
        const t = performance.now();
        try {
          return await original(...args);
        } finally {
          tally.wallMs += performance.now() - t;
          tally.pageBusyMs += ((await taskSeconds()) - before) * 1000;
          tally.calls.push({ on, method, args });
        }
      };
    }
  }
  return { take: () => { const t = tally; tally = { calls: [], wallMs: 0, pageBusyMs: 0, metricsMs: 0 }; return t; } };
}

/** The same input calls on a page without handlers: what delivering them costs the browser itself. */
async function replayBare(blank: Page, calls: InputCall[]): Promise<number> {
  const t = performance.now();
  for (const c of calls) {
    const device = (c.on === 'mouse' ? blank.mouse : blank.keyboard) as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
    await device[c.method](...c.args);
  }
  return performance.now() - t;
}

await ensureSite();
const all = loadTasks();
const spread = all.filter((_, i) => i % Math.max(1, Math.floor(all.length / nTasks)) === 0).slice(0, nTasks);
const site = await serveStatic(paths.site());
const browser = await launchChromium();
const context = await browser.newContext({ viewport: VIEWPORT });
const taskUrl = (id: string) => `${site.url}/task/${id}?mode=benchmark`;
const modes: ModeName[] = ['axtree', 'som', 'pixel', 'browser_use'];
const blank = await context.newPage();
await blank.setContent('<!doctype html><html><body style="margin:0;height:100vh"><input aria-label="field"></body></html>');
await blank.focus('input');

interface Split { observe: number; bare: number; dispatch: number; input: number; bareInput: number; inputBusy: number; page: number; wait: number; frame: number }
const steps: Record<ModeName, Split[]> = { axtree: [], som: [], pixel: [], browser_use: [] };
for (const mode of modes) {
  const env = await TaskEnv.open(context, { taskUrl, mode });
  const cdp = await context.newCDPSession(env.currentPage);
  await cdp.send('Performance.enable');
  const input = tallyInput(env.currentPage, cdp);
  const agent = new OracleAgent();
  for (const task of spread) {
    let obs = await env.reset(task.id, task.files);
    agent.reset(task, { mode, convention: 'raw', probe: env, maxActionsPerTurn: MODES[mode].flags.max_actions_per_turn });
    // The first observation comes with the page load (measured below); capture it again on its own.
    let observeMs = await time(async () => { obs = await env.observe(); if (mode !== 'axtree' && mode !== 'browser_use') await obs.screenshot(); });
    for (let turn = 0; turn < 30; turn++) {
      const { actions } = await agent.act(obs);
      env.beginTurn();
      let done = false;
      for (const action of actions) {
        input.take();
        const r = await env.step(action);
        const tally = input.take();
        const bare = await time(() => BARE[mode].run(env.currentPage, cdp));
        await atRandomPhase();
        const frame = await time(() => nextFrame(cdp));
        await atRandomPhase();
        const bareInput = await replayBare(blank, tally.calls);
        steps[mode].push({
          observe: observeMs, bare: observeMs ? bare : 0, dispatch: r.timing.dispatchMs - tally.metricsMs, input: tally.wallMs, bareInput, inputBusy: tally.pageBusyMs,
          page: r.timing.pageMs, wait: r.timing.settleWaitMs, frame,
        });
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

const cols: [string, number, (s: Split) => number][] = [
  ['observe', 8, (s) => s.observe], ['bare', 6, (s) => s.bare],
  ['dispatch', 9, (s) => s.dispatch], ['input', 6, (s) => s.input], ['bare input', 11, (s) => s.bareInput], ['input page', 11, (s) => s.inputBusy],
  ['page', 6, (s) => s.page], ['settle wait', 12, (s) => s.wait], ['frame', 6, (s) => s.frame],
  ['overhead', 9, (s) => s.observe - s.bare + s.dispatch + s.wait],
  ['harness', 8, (s) => s.observe - s.bare + s.dispatch + s.wait - (s.bareInput + s.inputBusy + s.frame)],
];
console.log(`steps of the oracle's reference solutions on ${spread.length} task pages (medians, ms)`);
console.log('  input: the step\'s mouse/keyboard calls; bare input: the same calls on a page without handlers;');
console.log('  input page: the task page\'s main-thread time while they were delivered; frame: one bare animation frame on the page;');
console.log('  overhead = observe − bare + dispatch + settle wait; harness = overhead − (bare input + input page + frame)\n');
console.log(['mode'.padEnd(12), 'steps'.padStart(6), ...cols.map(([n, w]) => n.padStart(w)), 'observe+overhead vs bare'.padStart(26), 'observe+harness vs bare'.padStart(25)].join(' '));
for (const m of modes) {
  const s = steps[m];
  // Later actions of a browser_use turn observe nothing, so the ratio is over the observing steps.
  const vs = (f: (x: Split) => number) => `${median(s.filter((x) => x.bare > 0).map((x) => (x.observe + f(x)) / x.bare)).toFixed(2)}×`;
  console.log([m.padEnd(12), String(s.length).padStart(6), ...cols.map(([, w, f]) => f1(median(s.map(f))).padStart(w)),
    `${vs((x) => x.dispatch + x.wait)} ${BARE[m].name}`.padStart(26),
    vs((x) => x.dispatch + x.wait - (x.bareInput + x.inputBusy + x.frame)).padStart(25)].join(' '));
}
console.log(`\npage load to ready on ${loads.length} covering-sample pages (medians, ms): navigation to ready ${f1(median(loads.map((l) => l.ready)))}, `
  + `then page ${f1(median(loads.map((l) => l.page)))} and settle wait ${f1(median(loads.map((l) => l.wait)))}; `
  + `ready + settle ${f1(median(loads.map((l) => l.ready + l.page + l.wait)))}`);
