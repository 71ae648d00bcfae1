/**
 * A window splitter's size counts when the resize ends: a drag that passes over the goal while the
 * button is held commits nothing, the release commits where the bar is, and a key press commits at
 * once. Real pages in Chromium, the pointer and keys a user has; the verifier's state is read back.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loadTasks } from '../../pipeline/content/tasks';
import { VIEWPORT } from '../../pipeline/harness/browser';
import type { CommittedState } from '../../src/core/state';
import type { TaskSpec } from '../../src/core/taskSpec';
import { useSite } from './browser';

const tasks = loadTasks();
const state = (page: Page) => page.evaluate(() => (window as unknown as { __cb: { state(): CommittedState } }).__cb.state());
const size = async (page: Page) => Object.values((await state(page)).instances)[0].fields.size as number;
const done = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-task-done'));
/** A set_scalar task with nothing around the splitter. */
const plain = (lib: string) => tasks.find((t) => t.canonical_type === 'window_splitter' && t.library === lib && t.template === 'set_scalar'
  && t.scene.instances === 1 && Object.keys((t.params.frame ?? {}) as object).every((k) => k === 'title' || k === 'clutter'))!;

describe('window splitter', () => {
  const { site, browser } = useSite();

  for (const lib of ['mui', 'mantine'] as const) {
    it(`on ${lib}: a drag over the goal commits nothing until released, the release commits where the bar is, a key at once`, async () => {
      const task: TaskSpec = plain(lib);
      expect(task, `a plain set_scalar window_splitter task on ${lib}`).toBeTruthy();
      const goal = (task.predicate.kind === 'all' ? task.predicate.of[0] : task.predicate) as { target: number; tolerance: number };
      const initial = (task.params as { initial: number }).initial;
      const context = await browser().newContext({ viewport: VIEWPORT });
      const page = await context.newPage();
      await page.goto(`${site().url}/task/${task.id}?mode=benchmark`);
      await page.waitForSelector('html[data-cb-ready]', { state: 'attached' });
      const bar = page.getByRole('separator').first();
      const b = (await bar.boundingBox())!;
      const group = (await page.locator('.mantine-Splitter-root, [data-group]').first().boundingBox())!;
      const at = (pct: number) => group.x + (group.width * pct) / 100;
      const y = b.y + b.height / 2;

      await page.mouse.move(b.x + b.width / 2, y);
      await page.mouse.down();
      await page.mouse.move(at(goal.target), y, { steps: 12 });
      await page.waitForTimeout(300);
      // Held over the goal: nothing committed yet.
      expect(await size(page)).toBe(initial);
      expect(await done(page)).toBeNull();
      // Released away from it: that size is committed, and it is not the goal.
      const away = goal.target + (goal.target > 50 ? -20 : 20);
      await page.mouse.move(at(away), y, { steps: 8 });
      await page.mouse.up();
      await expect.poll(() => size(page)).not.toBe(initial);
      expect(Math.abs((await size(page)) - away)).toBeLessThan(3);
      expect(await done(page)).toBeNull();

      // A key press on the bar commits at once.
      const before = await size(page);
      await bar.focus();
      await page.keyboard.press(goal.target > before ? 'ArrowRight' : 'ArrowLeft');
      await expect.poll(() => size(page)).not.toBe(before);
      expect(await done(page)).toBeNull();
      await context.close();
    });
  }
});
