/**
 * An episode stays on its task page (pipeline/harness/confinement.ts): the grammar's navigation
 * and tab actions, a link the page would follow and a tab it would open are refused, each with an
 * error the agent reads in its next observation, and the episode goes on to its success on the
 * page as it was.
 */
import { describe, expect, it } from 'vitest';
import { loadTasks } from '../../pipeline/content/tasks';
import { VIEWPORT } from '../../pipeline/harness/browser';
import { TaskEnv } from '../../pipeline/harness/taskEnv';
import { useSite } from './browser';

const task = loadTasks().find((t) => t.id === 'button-antd-T04')!;
const target = (task.reference_solution[0] as { target: { role: string; name: string } }).target;
/** The id an AX-tree observation gives the element with this role and name. */
const idOf = (text: string, role: string, name: string) => {
  const m = new RegExp(`\\[(\\d+)\\] ${role} '${name}'`).exec(text);
  if (!m) throw new Error(`no ${role} '${name}' in\n${text}`);
  return m[1];
};

describe('confinement to the task page', () => {
  const { site, browser } = useSite();

  it('refuses navigation, the spec, a followed link and a new tab; the episode goes on to its success', async () => {
    const context = await browser().newContext({ viewport: VIEWPORT });
    try {
      const env = await TaskEnv.open(context, { taskUrl: (id) => `${site().url}/task/${id}?mode=benchmark`, mode: 'axtree' });
      await env.reset(task.id);
      const home = env.currentPage.url();
      const before = await env.currentPage.evaluate(() => (window as unknown as { __cb: { state(): unknown } }).__cb.state());
      const turn = async (action: string) => {
        env.beginTurn();
        const r = await env.step(action);
        return { r, obs: await env.observe() };
      };

      // What an agent with BrowserGym's default action set would try: the spec, the report page, history, tabs.
      const spec = `${site().url}/cb/spec/${task.id}.json`;
      let { r, obs } = await turn(`goto(${JSON.stringify(spec)})`);
      expect(r.error).toBe(`navigation to ${spec} was refused: the task stays on its page`);
      expect(obs.lastActionError).toBe(r.error);
      for (const action of ['go_back()', 'new_tab()', 'tab_focus(1)']) {
        ({ r } = await turn(action));
        expect(r.error).toMatch(/is refused: the task stays on its page, the only tab$/);
      }

      // A link in the page to the task's report, followed by a click: refused before the request leaves.
      await env.currentPage.evaluate((href) => {
        const a = document.createElement('a');
        a.href = href;
        a.textContent = 'Task report';
        a.style.cssText = 'position:fixed;top:4px;left:4px;z-index:99999;background:#fff';
        document.body.append(a);
        const b = document.createElement('button');
        b.textContent = 'Open report';
        b.style.cssText = 'position:fixed;top:4px;left:200px;z-index:99999';
        b.onclick = () => window.open(href, '_blank', 'noopener');
        document.body.append(b);
      }, `/tasks/${task.id}/`);
      obs = await env.observe();
      ({ r, obs } = await turn(`click("${idOf(obs.text, 'link', 'Task report')}")`));
      expect(r.error).toBe(`navigation to ${site().url}/tasks/${task.id}/ was refused: the task stays on its page`);
      expect(env.currentPage.url()).toBe(home);

      // A tab the page opens is closed once it shows (Chromium announces it after its first load);
      // the agent hears of it with the first observation after that.
      await turn(`click("${idOf(obs.text, 'button', 'Open report')}")`);
      await expect.poll(async () => (await env.observe()).lastActionError, { timeout: 10_000 })
        .toBe(`a new tab (${site().url}/tasks/${task.id}/) was closed: the task stays on its page`);
      await expect.poll(() => context.pages().length).toBe(1);

      // Nothing of this touched the task: its state is as loaded, and the reference solution still succeeds.
      expect(await env.currentPage.evaluate(() => (window as unknown as { __cb: { state(): unknown } }).__cb.state())).toEqual(before);
      obs = await env.observe();
      ({ r } = await turn(`click("${idOf(obs.text, target.role, target.name)}")`));
      expect(r).toMatchObject({ error: null, done: true });
    } finally {
      await context.close();
    }
  });
});
