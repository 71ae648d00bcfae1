/**
 * Overlay types close the way their library closes them — Escape, a click outside, the pointer
 * leaving, a notification's own timeout, a tour's Escape — and what is committed after an overlay
 * closed is what the verifier sees. Real pages, real Chromium, the library's own handlers: the test presses Escape,
 * clicks or moves the pointer as a user would, or waits, and reads the page's verifier state.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { OracleAgent } from '../../pipeline/agents/oracle';
import { loadTasks } from '../../pipeline/content/tasks';
import { VIEWPORT } from '../../pipeline/harness/browser';
import { TaskEnv } from '../../pipeline/harness/taskEnv';
import type { CommittedState } from '../../src/core/state';
import type { TaskSpec } from '../../src/core/taskSpec';
import { CANCELLED } from '../../src/env/kit/confirmAnswer';
import { DISMISSED } from '../../src/env/kit/overlayChoice';
import { SKIPPED } from '../../src/env/kit/tour';
import { DONE } from '../../src/env/kit/undoToast';
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

  /** A task of the type on the library with nothing around the component: no commit, overlay, disclosure or scroll. */
  const plainTask = (type: string, lib: string, template?: string) => tasks.find((t) => t.canonical_type === type && t.library === lib
    && (!template || t.template === template) && t.scene.instances === 1
    && !frameOf(t).commit && !frameOf(t).overlay && !frameOf(t).disclosure && !(t.params.frame as { scroll?: number }).scroll)!;
  /** The first field of the sole instance. */
  const field = async (page: Page, name: string) => Object.values((await state(page)).instances)[0]?.fields[name] ?? null;
  const far = { x: VIEWPORT.width - 10, y: VIEWPORT.height - 10 };

  for (const lib of LIBS) {
    it(`popover on ${lib} closes on a click outside, which the verifier sees as a dismissal`, async () => {
      const task = plainTask('popover', lib, 'open_and_select');
      const { context, page } = await openTask(task);
      const trigger = (task.params as { trigger: string }).trigger;
      await page.getByRole('button', { name: trigger, exact: true }).click();
      const choice = page.getByRole('button', { name: (task.params as { choices: string[] }).choices[0], exact: true });
      await choice.waitFor({ state: 'visible' });
      await page.mouse.click(far.x, far.y);
      await expect.poll(() => choice.count(), { timeout: 5000 }).toBe(0);
      expect(await field(page, 'outcome')).toBe(DISMISSED);
      await context.close();
    });

    it(`alert_dialog_confirm on ${lib}: closing the confirmation any way but its confirm button cancels`, async () => {
      const task = plainTask('alert_dialog_confirm', lib);
      const p = task.params as { action: string; confirm: string };
      for (const how of ['Escape', 'a click outside'] as const) {
        const { context, page } = await openTask(task);
        await page.getByRole('button', { name: p.action, exact: true }).click();
        const confirm = page.getByRole('button', { name: p.confirm, exact: true });
        await confirm.waitFor({ state: 'visible' });
        if (how === 'Escape') await page.keyboard.press('Escape');
        else await page.mouse.click(far.x, far.y);
        await expect.poll(() => confirm.count(), { timeout: 5000 }).toBe(0);
        expect(await field(page, 'answer'), `${task.id}: ${how}`).toBe(CANCELLED);
        await context.close();
      }
    });

    it(`hover_card and tooltip on ${lib} close once the pointer leaves`, async () => {
      for (const type of ['hover_card', 'tooltip'] as const) {
        const task = plainTask(type, lib);
        const { context, page } = await openTask(task);
        const params = task.params as { people?: { name: string; team: string }[]; choices?: { label: string; hint: string }[] };
        const [name, shown] = type === 'hover_card' ? [params.people![0].name, params.people![0].team] : [params.choices![0].label, params.choices![0].hint];
        const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
        // Shown, not merely present: antd keeps a closed tooltip's content in the page, hidden.
        const shows = () => page.getByText(shown, { exact: false }).filter({ visible: true }).count();
        expect(await shows(), `${task.id}: nothing shows before the hover`).toBe(0);
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await expect.poll(shows, { timeout: 5000 }).toBeGreaterThan(0);
        await page.mouse.move(far.x, far.y);
        await expect.poll(shows, { timeout: 5000 }).toBe(0);
        await context.close();
      }
    });

    it(`toast_snackbar on ${lib} closes by itself after its duration, and the action then stands`, async () => {
      // The shortest-lived notification among the plain tasks keeps the test short.
      const task = tasks.filter((t) => t.canonical_type === 'toast_snackbar' && t.library === lib && t.scene.instances === 1
        && !frameOf(t).commit && !frameOf(t).overlay && !frameOf(t).disclosure && !(t.params.frame as { scroll?: number }).scroll)
        .sort((a, b) => (a.params as { duration: number }).duration - (b.params as { duration: number }).duration)[0];
      const p = task.params as { action: string; undo: string; duration: number };
      const { context, page } = await openTask(task);
      const started = Date.now();
      await page.getByRole('button', { name: p.action, exact: true }).click();
      // Away from the notification: each library keeps it open while the pointer rests on it.
      await page.mouse.move(1, 1);
      const undo = page.getByRole('button', { name: p.undo, exact: true });
      await undo.waitFor({ state: 'visible' });
      expect(await field(page, 'status')).toBe(DONE);
      await expect.poll(() => undo.count(), { timeout: p.duration + 5000, interval: 250 }).toBe(0);
      expect(Date.now() - started, `${task.id}: closed before its ${p.duration} ms`).toBeGreaterThanOrEqual(p.duration - 50);
      expect(await field(page, 'status')).toBe(DONE);
      expect(await done(page)).toBeNull();
      await context.close();
    }, 30_000);
  }

  for (const lib of LIBS) {
    it(`tour_teaching_tip on ${lib} shows every control its tour points at whole, in its most cramped scene`, async () => {
      // A control clipped by its card makes the tour scroll the card to it, moving the page under the agent.
      const task = tasks.filter((t) => t.canonical_type === 'tour_teaching_tip' && t.library === lib && t.scene.spacing === 'compact')
        .sort((a, b) => Number(b.scene.clutter === 'high') - Number(a.scene.clutter === 'high'))[0];
      const p = task.params as { stops: { title: string }[] };
      const { context, page } = await openTask(task);
      for (const { title } of p.stops) {
        const control = page.getByRole('button', { name: title, exact: true });
        const hit = await control.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
          const at = el.ownerDocument.elementFromPoint(x, y);
          return !!at && (at === el || el.contains(at));
        });
        expect(hit, `${task.id}: "${title}" hidden at its centre`).toBe(true);
      }
      await context.close();
    });
  }

  for (const lib of LIBS) {
    it(`tour_teaching_tip on ${lib} closes on Escape, which the verifier sees as skipping the tour`, async () => {
      const task = plainTask('tour_teaching_tip', lib, 'navigate_to');
      const p = task.params as { trigger: string; stops: { title: string }[]; resumeAt: number };
      const { context, page } = await openTask(task);
      await page.getByRole('button', { name: p.trigger, exact: true }).click();
      const next = page.getByRole('button', { name: 'Next', exact: true });
      await next.waitFor({ state: 'visible' });
      expect(await field(page, 'step')).toBe(p.stops[p.resumeAt].title);
      await page.keyboard.press('Escape');
      await expect.poll(() => next.count(), { timeout: 5000 }).toBe(0);
      expect(await field(page, 'outcome')).toBe(SKIPPED);
      // Closing keeps where the tour was left; the page behind it is usable again.
      expect(await field(page, 'step')).toBe(p.stops[p.resumeAt].title);
      await page.getByRole('button', { name: p.trigger, exact: true }).click();
      await next.waitFor({ state: 'visible' });
      await context.close();
    });
  }

  /**
   * For each library, the first task of the type and template with a plain commit control (no
   * confirmation, scene overlay, disclosure or scroll), walked by the oracle in axtree:
   * `beforeCommit` checks the page the step before the commit, and only the commit ends the task.
   * Returns how many libraries had such a task.
   */
  async function walkToCommit(type: string, template: string, libs: readonly string[], beforeCommit: (env: TaskEnv, task: TaskSpec, done: boolean) => Promise<void>) {
    const context = await browser().newContext({ viewport: VIEWPORT });
    const env = await TaskEnv.open(context, { taskUrl: (id) => `${site().url}/task/${id}?mode=benchmark` });
    let tried = 0;
    for (const lib of libs) {
      const task = tasks.find((t) => t.canonical_type === type && t.library === lib && t.template === template
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
        if (i === steps - 2) await beforeCommit(env, task, r.done);
        if (i === steps - 1) expect(r.done, task.id).toBe(true);
        obs = await env.observe();
      }
    }
    await context.close();
    return tried;
  }

  it('a step reached in a tour counts only once the tour is closed and the commit control behind its mask is pressed', async () => {
    const tried = await walkToCommit('tour_teaching_tip', 'navigate_to', LIBS, async (_env, task, done) => {
      // Before the commit: the step is reached and the tour closed, but nothing is committed.
      expect(done, `${task.id}: reached but not saved`).toBe(false);
    });
    expect(tried, 'tour tasks with a plain commit control').toBeGreaterThan(0);
  });

  it('a choice made in a dialog counts only once the commit control outside it is pressed', async () => {
    const tried = await walkToCommit('dialog_modal', 'activate', LIBS, async (env, task, done) => {
      // The choice closed the dialog and sits in the draft: nothing is committed yet.
      expect(await env.currentPage.getByRole('dialog').count(), task.id).toBe(0);
      expect(done, `${task.id}: chosen but not saved`).toBe(false);
    });
    expect(tried, 'dialog tasks with a plain commit control').toBeGreaterThan(0);
  });
});
