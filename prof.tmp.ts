import { OracleAgent } from '/work/main/pipeline/agents/oracle';
import { paths } from '/work/main/pipeline/content/paths';
import { loadTasks } from '/work/main/pipeline/content/tasks';
import { launchChromium, VIEWPORT } from '/work/main/pipeline/harness/browser';
import { MODES } from '/work/main/pipeline/harness/modes';
import { serveStatic } from '/work/main/pipeline/harness/staticServer';
import { TaskEnv } from '/work/main/pipeline/harness/taskEnv';
const all = loadTasks();
const spread = all.filter((_, i) => i % 23 === 0).slice(0, 40);
const site = await serveStatic(paths.site());
const browser = await launchChromium();
const context = await browser.newContext({ viewport: VIEWPORT });
const env = await TaskEnv.open(context, { taskUrl: (id) => `${site.url}/task/${id}?mode=benchmark`, mode: 'axtree' });
const acc: Record<string, number[]> = {};
const add = (k: string, v: number) => (acc[k] ??= []).push(v);
const cdp = (env as any).cdp; const orig = cdp.send.bind(cdp);
let tracking = false;
cdp.send = async (m: string, p: any) => { const t = performance.now(); try { return await orig(m, p); } finally { if (tracking) add('cdp ' + m + (m === 'Runtime.evaluate' ? ' ' + String(p?.expression).slice(0, 30) : ''), performance.now() - t); } };
const page = env.currentPage;
for (const k of ['move', 'click', 'down', 'up', 'wheel']) { const o = (page.mouse as any)[k].bind(page.mouse); (page.mouse as any)[k] = async (...a: any[]) => { const t = performance.now(); try { return await o(...a); } finally { if (tracking) add('mouse.' + k, performance.now() - t); } }; }
for (const k of ['press', 'insertText', 'type', 'down', 'up']) { const o = (page.keyboard as any)[k].bind(page.keyboard); (page.keyboard as any)[k] = async (...a: any[]) => { const t = performance.now(); try { return await o(...a); } finally { if (tracking) add('kb.' + k, performance.now() - t); } }; }
const oe = page.evaluate.bind(page); (page as any).evaluate = async (...a: any[]) => { const t = performance.now(); try { return await (oe as any)(...a); } finally { if (tracking) add('page.evaluate ' + String(a[0]).slice(0, 40).replace(/\s+/g, ' '), performance.now() - t); } };
const agent = new OracleAgent();
const disp: number[] = [];
for (const task of spread) {
  let obs = await env.reset(task.id);
  agent.reset(task, { mode: 'axtree', convention: 'raw', probe: env, maxActionsPerTurn: 1 });
  for (let turn = 0; turn < 30; turn++) {
    const { actions } = await agent.act(obs);
    env.beginTurn();
    tracking = true;
    const r = await env.step(actions[0]);
    tracking = false;
    disp.push(r.timing.dispatchMs);
    add('settle.page', r.timing.pageMs); add('settle.wait', r.timing.settleWaitMs);
    if (r.done || r.error) break;
    obs = await env.observe();
  }
}
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log('steps', disp.length, 'dispatch median', med(disp).toFixed(1), 'mean', (disp.reduce((a, b) => a + b, 0) / disp.length).toFixed(1));
for (const [k, v] of Object.entries(acc).sort((a, b) => b[1].reduce((x, y) => x + y, 0) - a[1].reduce((x, y) => x + y, 0))) console.log(k.padEnd(70), String(v.length).padStart(4), 'total', v.reduce((a, b) => a + b, 0).toFixed(0).padStart(6), 'per step', (v.reduce((a, b) => a + b, 0) / disp.length).toFixed(1).padStart(6), 'median', med(v).toFixed(1));
await browser.close(); await site.close();
