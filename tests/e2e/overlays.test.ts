/**
 * Overlay types close the way their library closes them, and what is committed after an overlay
 * closed is what the verifier sees. Real pages, real Chromium, the library's own handlers: the
 * test presses Escape or clicks outside, as a user would, and reads the page's verifier state.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { OracleAgent } from '../../pipeline/agents/oracle';
import { loadTasks } from '../../pipeline/content/tasks';
import { VIEWPORT } from '../../pipeline/harness/browser';
import { TaskEnv } from '../../pipeline/harness/taskEnv';
import type { CommittedState } from '../../src/core/state';
import type { TaskSpec } from '../../src/core/taskSpec';
import { DISMISSED } from '../../src/env/kit/overlayChoice';
import { useSite } from './browser';

const tasks = loadTasks();
const LIBS = ['antd', 'mui', 'mantine'] as const;
const OVERLAY_TYPES = ['dialog_modal', 'drawer'] as const;

const frameOf = (t: TaskSpec) => (t.params.frame ?? {}) as { commit?: string; confirm?: unknown; overlay?: unknown; disclosure?: string };
/** A task whose overlay is open on load and is the page's only overlay (no confirmation, no scene dialog or drawer). */
const closingTask = (type: string, lib: string) =>
  tasks.find((t) => t.canonical_type === type && t.library === lib && t.template === 'clear_reset' && !frameOf(t).confirm && !frameOf(t).overlay)!;

const state = (page: Page) => page.evaluate(() => (window as unknown as { __cb: { state(): CommittedState } }).__cb.state());
const outcome = async (page: Page) => Object.values((await state(page)).instances)[0]?.fields.outcome ?? null;
const done = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-task-done'));

describe('overlays', () => {
  const { site, browser } = useSite();

  async function openTask(task: TaskSpec) {
    const context = await browser().newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    await page.goto(`${site().url}/task/${task.id}?mode=benchmark`);
    await page.waitForSelector('html[data-cb-ready]', { state: 'attached' });
    return { context, page };
  }

  for (const type of OVERLAY_TYPES) {
    for (const lib of LIBS) {
      for (const how of ['Escape', 'a click outside'] as const) {
        it(`${type} on ${lib} closes on ${how}, and closing is what the verifier sees`, async () => {
          const task = closingTask(type, lib);
          expect(task, `${type} ${lib}: a clear_reset task without confirmation or scene overlay`).toBeTruthy();
          const { context, page } = await openTask(task);
          const dialog = page.getByRole('dialog');
          await dialog.first().waitFor({ state: 'visible' });
          expect(await outcome(page)).toBeNull();
          expect(await done(page)).toBeNull();
          if (how === 'Escape') await page.keyboard.press('Escape');
          // The overlay's mask: right of a left drawer, below a centred dialog.
          else await page.mouse.click(VIEWPORT.width - 20, VIEWPORT.height - 20);
          await expect.poll(() => dialog.count(), { timeout: 5000 }).toBe(0);
          const commit = frameOf(task).commit;
          if (commit) {
            // Closed, but the closing sits in the draft: the commit control outside the overlay commits it.
            expect(await outcome(page)).toBeNull();
            expect(await done(page)).toBeNull();
            await page.getByRole('button', { name: commit, exact: true }).click();
          }
          expect(await outcome(page)).toBe(DISMISSED);
          await expect.poll(() => done(page)).toBe('true');
          await context.close();
        });
      }

      it(`${type} on ${lib}: a click inside the overlay does not close it`, async () => {
        const { context, page } = await openTask(closingTask(type, lib));
        const dialog = page.getByRole('dialog').first();
        await dialog.waitFor({ state: 'visible' });
        const box = (await dialog.boundingBox())!;
        // The overlay's own surface, away from its controls: the middle of its top edge's band.
        await page.mouse.click(box.x + box.width / 2, box.y + 8);
        await page.waitForTimeout(400);
        expect(await page.getByRole('dialog').count()).toBeGreaterThan(0);
        expect(await outcome(page)).toBeNull();
        await context.close();
      });
    }
  }

  it('a choice made in a dialog counts only once the commit control outside it is pressed', async () => {
    const context = await browser().newContext({ viewport: VIEWPORT });
    const env = await TaskEnv.open(context, { taskUrl: (id) => `${site().url}/task/${id}?mode=benchmark` });
    let tried = 0;
    for (const lib of LIBS) {
      const task = tasks.find((t) => t.canonical_type === 'dialog_modal' && t.library === lib && t.template === 'activate'
        && frameOf(t).commit && !frameOf(t).confirm && !frameOf(t).overlay && !frameOf(t).disclosure && !(t.params.frame as { scroll?: number }).scroll);
      if (!task) continue;
      tried++;
      const oracle = new OracleAgent();
      let obs = await env.reset(task.id);
      oracle.reset(task, { mode: 'axtree', convention: 'raw', probe: env, maxActionsPerTurn: 1 });
      const steps = task.reference_solution.length;
      for (let i = 0; i < steps; i++) {
        env.beginTurn();
        const r = await env.step((await oracle.act(obs)).actions[0]);
        expect(r.error, `${task.id} step ${i}`).toBeNull();
        if (i === steps - 2) {
          // The choice closed the dialog and sits in the draft: nothing is committed yet.
          expect(await env.currentPage.getByRole('dialog').count(), task.id).toBe(0);
          expect(r.done, `${task.id}: chosen but not saved`).toBe(false);
        }
        if (i === steps - 1) expect(r.done, task.id).toBe(true);
        obs = await env.observe();
      }
    }
    expect(tried, 'dialog tasks with a plain commit control').toBeGreaterThan(0);
    await context.close();
  });
});
