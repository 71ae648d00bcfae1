import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { OracleAgent } from '../../pipeline/agents/oracle';
import { loadTasks } from '../../pipeline/content/tasks';
import { VIEWPORT } from '../../pipeline/harness/browser';
import { TaskEnv } from '../../pipeline/harness/taskEnv';
import { evaluatePredicate } from '../../src/core/predicate';
import { useSite } from './browser';

const tasks = loadTasks();
const LIBS = ['antd', 'mui', 'mantine'] as const;

async function signals(page: Page) {
  return page.evaluate(() => ({
    banner: !!document.getElementById('cb-success-banner'),
    attr: document.documentElement.getAttribute('data-task-done'),
    flag: (window as unknown as { __COMPONENT_BENCH_TASK_DONE__?: boolean }).__COMPONENT_BENCH_TASK_DONE__ ?? null,
    events: (window as unknown as { __events?: number }).__events ?? 0,
  }));
}

describe('task pages', () => {
  const { site, browser } = useSite();

  it('load only the UI library they use', async () => {
    for (const lib of LIBS) {
      const task = tasks.find((t) => t.library === lib && t.canonical_type === 'select_custom_single')!;
      const context = await browser().newContext({ viewport: VIEWPORT });
      const page = await context.newPage();
      const assets: string[] = [];
      page.on('request', (r) => assets.push(new URL(r.url()).pathname));
      await page.goto(`${site().url}/task/${task.id}?mode=benchmark`);
      await page.waitForSelector('html[data-cb-ready]', { state: 'attached' });
      // Library chunks are named lib-<library>[-<library>…]-<module>.<hash>.js (astro.config.mjs).
      const libChunks = assets.flatMap((a) => /\/lib-((?:(?:antd|mui|mantine)-)+)/.exec(a)?.[1].split('-').filter(Boolean) ?? []);
      expect(new Set(libChunks), task.id).toEqual(new Set([lib]));
      const mantineCss = assets.some((a) => a.endsWith('.css') && a.includes('styles'));
      expect(mantineCss, `${task.id} mantine stylesheet`).toBe(lib === 'mantine');
      await context.close();
    }
  });

  it('raise the full signal contract on the committing action and not before', async () => {
    const context = await browser().newContext({ viewport: VIEWPORT });
    await context.addInitScript(() => {
      addEventListener('componentbench:task-success', () => {
        const w = window as unknown as { __events?: number };
        w.__events = (w.__events ?? 0) + 1;
      });
    });
    const env = await TaskEnv.open(context, { taskUrl: (id) => `${site().url}/task/${id}?mode=benchmark` });
    for (const lib of LIBS) {
      // A task with a commit control: the value alone must not signal success.
      const task = tasks.find((t) => t.library === lib && t.canonical_type === 'checkbox' && t.reference_steps === 2)!;
      const oracle = new OracleAgent();
      let obs = await env.reset(task.id);
      oracle.reset(task, { mode: 'axtree', convention: 'raw', probe: env, maxActionsPerTurn: 1 });
      expect(await signals(env.currentPage)).toEqual({ banner: false, attr: null, flag: null, events: 0 });

      env.beginTurn();
      const first = await env.step((await oracle.act(obs)).actions[0]);
      expect(first.error).toBeNull();
      expect(first.done, `${task.id}: ticking without saving must not succeed`).toBe(false);
      expect(await signals(env.currentPage)).toEqual({ banner: false, attr: null, flag: null, events: 0 });
      expect(evaluatePredicate(task.predicate, first.state!)).toBe(false);

      obs = await env.observe();
      env.beginTurn();
      const second = await env.step((await oracle.act(obs)).actions[0]);
      expect(second.done, task.id).toBe(true);
      expect(await signals(env.currentPage)).toEqual({ banner: true, attr: 'true', flag: true, events: 1 });
      expect(evaluatePredicate(task.predicate, second.state!)).toBe(true);
      // The page exposes its state, never its predicate.
      const exposed = await env.currentPage.evaluate(() => Object.keys((window as unknown as { __cb: object }).__cb).sort());
      expect(exposed).toEqual(['state', 'taskId']);
    }
    await context.close();
  });

  it('strip test-only attributes as soon as they appear', async () => {
    const context = await browser().newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    await page.goto(`${site().url}/task/${tasks[0].id}?mode=benchmark`);
    await page.waitForSelector('html[data-cb-ready]', { state: 'attached' });
    const left = await page.evaluate(async () => {
      const div = document.createElement('div');
      div.innerHTML = '<span data-testid="a" data-cy="b" data-test-id="c" data-keep="d">x</span>';
      document.body.appendChild(div);
      const span = div.firstElementChild!;
      span.setAttribute('data-testid', 'again');
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      return span.getAttributeNames().sort();
    });
    expect(left).toEqual(['data-keep']);
    await context.close();
  });
});
