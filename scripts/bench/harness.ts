/**
 * Per-step harness overhead per observation/action space, without a model: observe + act (noop),
 * as a ratio to the bare browser calls measured in the same run on the same pages — one CDP
 * Accessibility.getFullAXTree (axtree, som, browser_use) and one screenshot (pixel).
 *   npm run bench:harness [-- --tasks 40 --reps 5]
 */
import { launchChromium, VIEWPORT } from '../../pipeline/harness/browser';
import { serveStatic } from '../../pipeline/harness/staticServer';
import { TaskEnv } from '../../pipeline/harness/taskEnv';
import { loadTasks } from '../../pipeline/content/tasks';
import { paths } from '../../pipeline/content/paths';
import { ensureSite } from '../../pipeline/site/build';
import type { ModeName } from '../../pipeline/runs/records';

const arg = (name: string, def: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const nTasks = arg('tasks', 40);
const reps = arg('reps', 5);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const time = async (f: () => Promise<unknown>) => { const t = performance.now(); await f(); return performance.now() - t; };

await ensureSite();
const all = loadTasks();
const tasks = all.filter((_, i) => i % Math.max(1, Math.floor(all.length / nTasks)) === 0).slice(0, nTasks);
const site = await serveStatic(paths.site());
const browser = await launchChromium();
const context = await browser.newContext({ viewport: VIEWPORT });
const modes: ModeName[] = ['axtree', 'som', 'pixel', 'browser_use'];
const envs = Object.fromEntries(await Promise.all(modes.map(async (m) => [m, await TaskEnv.open(context, { taskUrl: (id) => `${site.url}/task/${id}?mode=benchmark`, mode: m })]))) as Record<ModeName, TaskEnv>;

const base = { ax: [] as number[], shot: [] as number[] };
const cost: Record<string, number[]> = {};
const add = (k: string, v: number) => (cost[k] ??= []).push(v);
for (const t of tasks) {
  for (const m of modes) {
    const env = envs[m];
    await env.reset(t.id);
    const page = env.currentPage;
    const cdp = await context.newCDPSession(page);
    for (let r = 0; r < reps; r++) {
      // Baselines and mode costs interleaved on the same page state.
      if (m === 'axtree') base.ax.push(await time(() => cdp.send('Accessibility.getFullAXTree')));
      if (m === 'pixel') base.shot.push(await time(() => page.screenshot({ type: 'png' })));
      let observed: Awaited<ReturnType<TaskEnv['observe']>> | null = null;
      const obsMs = await time(async () => { observed = await env.observe(); });
      const shotMs = m === 'axtree' ? 0 : await time(() => observed!.screenshot());
      env.beginTurn();
      const actMs = await time(() => env.step('noop()'));
      add(`${m}:observe`, obsMs + shotMs);
      add(`${m}:act`, actMs);
      if (m === 'axtree') {
        const withShot = await time(async () => { const o = await env.observe(); await o.screenshot(); });
        add('axtree+screenshot:observe', withShot);
      }
    }
    await cdp.detach();
  }
}
await browser.close();
await site.close();

const ax = median(base.ax);
const shot = median(base.shot);
console.log(`harness overhead per step, ${tasks.length} task pages × ${reps} repetitions (medians, ms)`);
console.log(`baselines: bare getFullAXTree ${ax.toFixed(1)} ms, bare screenshot ${shot.toFixed(1)} ms\n`);
console.log('mode                 observe     act   observe+act   vs baseline');
for (const m of [...modes, 'axtree+screenshot'] as string[]) {
  const o = median(cost[`${m}:observe`]);
  const a = m === 'axtree+screenshot' ? median(cost['axtree:act']) : median(cost[`${m}:act`]);
  const b = m === 'pixel' ? shot : m === 'axtree+screenshot' ? ax + shot : ax;
  const label = m === 'pixel' ? 'screenshot' : m === 'axtree+screenshot' ? 'AX tree + screenshot' : 'getFullAXTree';
  console.log(`${m.padEnd(20)} ${o.toFixed(1).padStart(7)} ${a.toFixed(1).padStart(7)} ${(o + a).toFixed(1).padStart(13)}   ${(o / b).toFixed(2)}× observe, ${((o + a) / b).toFixed(2)}× step (${label})`);
}
