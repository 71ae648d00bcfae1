/**
 * The human recorder (/record/) in Chromium, as a person would use it:
 * - a shard with one task: a cold attempt typed into the task page inside the frame, a reload of
 *   the recorder (progress kept in IndexedDB), a warm attempt with a reload of the task and a
 *   corrected typo, the export, `cb human clean` turning it into a reference, and `cb human
 *   archive` into a run that validates and replays;
 * - a shard of ten tasks done twice by a scripted person (clicks, drags, wheels, keys, typing):
 *   cleaning finds the steps the script made, and the run validates, replays and shows on the site.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanHuman } from '../../pipeline/commands/human';
import { loadTasks } from '../../pipeline/content/tasks';
import { readHumanAttempts } from '../../pipeline/human/events';
import { readHumanReferences } from '../../pipeline/human/reference';
import { writeHumanRun } from '../../pipeline/human/runArchive';
import { harnessVersion } from '../../pipeline/commands/run';
import { readRun } from '../../pipeline/runs/runDir';
import { packSubmission } from '../../pipeline/submissions/pack';
import { replayRun } from '../../pipeline/submissions/replay';
import { validateSubmission } from '../../pipeline/submissions/validate';
import { cleanAttempt } from '../../pipeline/human/clean';
import type { StepKind } from '../../pipeline/human/reference';
import { serveStatic } from '../../pipeline/harness/staticServer';
import { buildSite } from '../../pipeline/site/build';
import { readInputs, writeWarehouse } from '../../pipeline/warehouse/buildWarehouse';
import { useSite } from './browser';
import { ScriptedHuman, scriptable, solutionOf } from './scriptedHuman';

const root = path.resolve(import.meta.dirname, '../..');
const tasks = loadTasks();
const ids = tasks.map((t) => t.id).sort();
/** A task done by typing one value into one field, with nothing to open first. */
const task = tasks.find((t) => t.canonical_type === 'text_input' && t.scene.layout === 'isolated_card' && t.reference_solution.length === 1
  && t.reference_solution[0].do === 'fill' && /^[A-Za-z0-9 ]{4,}$/.test(t.reference_solution[0].text))!;
const step = task.reference_solution[0] as { do: 'fill'; target: { role: string; name: string }; text: string };

describe('human recorder', () => {
  const { site, browser } = useSite();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'cb-e2e-recorder-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('records two attempts at a task, keeps them across a reload, exports them, and cleaning makes a reference', async () => {
    const context = await browser().newContext({ viewport: { width: 1400, height: 1100 }, acceptDownloads: true });
    const page = await context.newPage();
    const frame = page.frameLocator('#rec-frame');
    const recording = () => expect.poll(() => page.locator('#rec-status').textContent(), { timeout: 30_000 }).toBe('Recording');
    try {
      await page.goto(`${site().url}/record/`);
      // A shard as many tasks apart as the suite has tasks holds exactly one: the k-th in id order.
      await page.fill('#rec-shard-index', String(ids.indexOf(task.id) + 1));
      await page.fill('#rec-shard-count', String(ids.length));
      await expect.poll(() => page.locator('#rec-shard-size').textContent()).toBe('1 tasks');
      await page.click('#rec-start');
      await expect.poll(() => page.locator('#rec-goal').textContent()).toBe(task.instruction);
      await expect.poll(() => page.locator('#rec-pass').textContent()).toBe('First attempt');
      await recording();

      await frame.getByRole(step.target.role as 'textbox', { name: step.target.name, exact: true }).click();
      await page.keyboard.type(step.text, { delay: 40 });
      await expect.poll(() => page.locator('#rec-pass').textContent(), { timeout: 15_000 }).toBe('Second attempt');

      // A reload of the recorder resumes at the second attempt.
      await page.reload();
      await expect.poll(() => page.locator('#rec-pass').textContent(), { timeout: 15_000 }).toBe('Second attempt');
      await expect.poll(() => page.locator('#rec-count').textContent()).toMatch(/^1 of 2 attempts recorded/);
      await recording();

      // Something typed, then the task reloaded: only what follows counts. Then a typo, corrected.
      await frame.getByRole(step.target.role as 'textbox', { name: step.target.name, exact: true }).click();
      await page.keyboard.type('zz', { delay: 40 });
      await page.click('#rec-reset');
      await recording();
      await frame.getByRole(step.target.role as 'textbox', { name: step.target.name, exact: true }).click();
      await page.keyboard.type(`${step.text.slice(0, -1)}x`, { delay: 40 });
      await page.keyboard.press('Backspace');
      await page.keyboard.type(step.text.slice(-1));
      await expect.poll(() => page.locator('#rec-count').textContent(), { timeout: 15_000 }).toMatch(/^2 of 2 attempts recorded.*The shard is done/);

      const [download] = await Promise.all([page.waitForEvent('download'), page.click('#rec-export')]);
      const file = path.join(scratch, download.suggestedFilename());
      copyFileSync(await download.path(), file);
      expect(path.basename(file)).toBe(`componentbench-human-full-shard-${ids.indexOf(task.id) + 1}-of-${ids.length}.jsonl`);

      const attempts = readHumanAttempts(file);
      expect(attempts.map((a) => [a.task_id, a.pass, a.outcome])).toEqual([[task.id, 1, 'success'], [task.id, 2, 'success']]);
      const [cold, warm] = attempts;
      expect(cold.events.map((e) => e.kind)).toEqual(['click', 'type']);
      expect(cold.events[0]).toMatchObject({ kind: 'click', button: 'left', count: 1, target: { role: step.target.role, name: step.target.name } });
      expect(cold.events[1]).toMatchObject({ kind: 'type', text: step.text, target: { role: step.target.role, name: step.target.name } });
      expect(warm.events.map((e) => e.kind)).toEqual(['click', 'type', 'reset', 'click', 'type', 'key', 'type']);

      const out = path.join(scratch, 'refs.jsonl');
      const summary = cleanHuman([file], { suite: 'full', out });
      expect(summary).toMatchObject({ attempts: 2, references: 1, resetsRepaired: 1, stale: [] });
      const ref = readHumanReferences(out).get(task.id)!;
      expect(ref).toMatchObject({ status: 'SUCCESS', normalized_steps: 2, step_types: ['click', 'type'], hover_only: false });
      expect(ref.duration_ms).toBeGreaterThan(0);

      // The same export as a run: the cold attempt's click and typing, ending on the page's state.
      const run = path.join(scratch, 'human-run');
      writeHumanRun([file], { suite: 'full', out: run, harnessVersion: harnessVersion() });
      const { manifest, episodes, steps } = readRun(run);
      expect(manifest).toMatchObject({ mode: 'human', agent: { name: 'human' }, browser: { version: expect.stringMatching(/Chrome/) } });
      expect(Date.parse(episodes[0].started_at)).toBeGreaterThan(Date.parse('2026-01-01'));
      expect(episodes).toMatchObject([{ task_id: task.id, status: 'success', steps: 2, final_state: cold.final_state }]);
      expect(steps.map((s) => s.action)).toEqual([expect.stringMatching(/^mouse_click\(\d+, \d+\)$/), `keyboard_type(${JSON.stringify(step.text)})`]);
      const sub = packSubmission(run, { organisation: 'Recorder test', contact: 'recorder@example.org', model: 'human', openWeights: true, out: path.join(scratch, 'submissions') }).dir;
      expect(validateSubmission(sub).problems).toEqual([]);
      // The person's actions, executed again in the pixel space, reach the state they recorded.
      const replay = await replayRun(sub, { browser: browser(), siteUrl: site().url });
      expect(replay.episodes).toEqual([expect.objectContaining({ task_id: task.id, kind: 'replayed' })]);
    } finally {
      await context.close();
    }
  });

  it('records a shard of ten tasks in two passes; cleaning finds the steps made, and the run validates, replays and shows on the site', async () => {
    // Shards of about ten tasks; the first whose tasks a script can do from role and name, with a
    // drag and a wheel among them.
    const count = Math.floor(ids.length / 10);
    const byId = new Map(tasks.map((t) => [t.id, t]));
    const shardOf = (k: number) => ids.filter((_, i) => i % count === k - 1).map((id) => byId.get(id)!);
    const index = Array.from({ length: count }, (_, i) => i + 1).find((k) => {
      const shard = shardOf(k);
      const kinds = new Set(shard.flatMap((t) => solutionOf(t).map((s) => s.do)));
      return shard.every(scriptable) && kinds.has('drag_and_drop') && kinds.has('scroll');
    });
    expect(index, 'a shard a script can do, with a drag and a wheel').toBeDefined();
    const shard = shardOf(index!);

    const context = await browser().newContext({ viewport: { width: 1400, height: 1100 }, acceptDownloads: true });
    const page = await context.newPage();
    const human = new ScriptedHuman(page);
    const made = new Map<string, StepKind[]>();
    try {
      await page.goto(`${site().url}/record/`);
      await page.fill('#rec-shard-index', String(index));
      await page.fill('#rec-shard-count', String(count));
      await page.click('#rec-start');
      let recorded = 0;
      for (const [i, task] of shard.entries()) {
        for (const pass of [1, 2] as const) {
          await expect.poll(() => page.locator('#rec-status').textContent(), { timeout: 30_000 }).toBe('Recording');
          expect(await page.locator('#rec-task').textContent()).toMatch(new RegExp(`^${task.id} `));
          human.begin();
          // Every other task's first attempt wastes a step, so the second is the one kept.
          if (pass === 1 && i % 2 === 0) await human.detour();
          for (const step of solutionOf(task)) await human.do(step);
          recorded++;
          await expect.poll(() => page.locator('#rec-count').textContent(), { timeout: 15_000, message: `${task.id}, attempt ${pass}: no success` })
            .toMatch(new RegExp(`^${recorded} of `));
          made.set(`${task.id}#${pass}`, human.steps);
        }
      }
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('#rec-export')]);
      const file = path.join(scratch, 'shard.jsonl');
      copyFileSync(await download.path(), file);

      const attempts = readHumanAttempts(file);
      expect(attempts).toHaveLength(20);
      for (const a of attempts) expect(cleanAttempt(a).steps, `${a.task_id} attempt ${a.pass}`).toEqual(made.get(`${a.task_id}#${a.pass}`));
      const kinds = new Set([...made.values()].flat());
      expect([...kinds].sort()).toEqual(['click', 'drag', 'key', 'scroll', 'type']);

      const refsFile = path.join(scratch, 'shard-refs.jsonl');
      expect(cleanHuman([file], { suite: 'full', out: refsFile })).toMatchObject({ attempts: 20, references: 10 });
      const refs = readHumanReferences(refsFile);
      for (const [i, task] of shard.entries()) {
        const [cold, warm] = [made.get(`${task.id}#1`)!, made.get(`${task.id}#2`)!];
        const kept = cold.length < warm.length ? 1 : cold.length > warm.length ? 2 : null;
        expect(refs.get(task.id), task.id).toMatchObject({
          status: 'SUCCESS', normalized_steps: Math.min(cold.length, warm.length), step_types: kept === 1 ? cold : warm,
          ...(kept ? { chosen_pass: kept } : {}),
        });
        if (i % 2 === 0) expect(kept, task.id).toBe(2);
      }

      // The run: the cold attempts, which validate and replay in the pixel space.
      const runs = path.join(scratch, 'shard-runs');
      mkdirSync(runs);
      const run = path.join(runs, 'human-shard');
      writeHumanRun([file], { suite: 'full', out: run, harnessVersion: harnessVersion(), runId: 'human-shard' });
      expect(readRun(run).episodes.map((e) => [e.task_id, e.status, e.steps])).toEqual(shard.map((t) => [t.id, 'success', made.get(`${t.id}#1`)!.length]));
      const sub = packSubmission(run, { organisation: 'Recorder test', contact: 'recorder@example.org', model: 'human', openWeights: true, out: path.join(scratch, 'shard-submissions') }).dir;
      expect(validateSubmission(sub).problems).toEqual([]);
      const replay = await replayRun(sub, { browser: browser(), siteUrl: site().url });
      expect(replay.episodes.map((e) => [e.task_id, e.kind])).toEqual(shard.map((t) => [t.id, 'replayed']));

      // On the site: a leaderboard row for the run in the Human mode, and each episode's trace.
      const saved = { out: process.env.CB_SITE_OUT, wh: process.env.CB_WAREHOUSE };
      const siteDir = path.join(scratch, 'shard-site');
      const warehouse = path.join(scratch, 'shard-warehouse');
      process.env.CB_SITE_OUT = siteDir;
      process.env.CB_WAREHOUSE = warehouse;
      try {
        await writeWarehouse(await readInputs([{ dir: runs, source: 'local' }], { cacheDir: path.join(scratch, 'shard-cache') }), warehouse);
        await buildSite(root, { quiet: true, taskPages: false });
      } finally {
        process.env.CB_SITE_OUT = saved.out;
        process.env.CB_WAREHOUSE = saved.wh;
      }
      const board = await serveStatic(siteDir);
      try {
        await page.goto(`${board.url}/`);
        const row = page.locator('#leaderboard tr[data-run="human-shard"]');
        await expect.poll(() => row.locator('td[data-col="mode"]').textContent()).toBe('Human');
        expect(await row.locator('[data-col="actor"]').textContent()).toBe('human');
        await expect(row.innerText()).resolves.toMatch(/100\.0%/);
        const task = shard.find((t) => solutionOf(t).some((s) => s.do === 'drag_and_drop'))!;
        await page.goto(`${board.url}/traces/human-shard/${task.id}/`);
        expect(await page.locator('#episode [data-col="steps"]').textContent()).toBe(String(made.get(`${task.id}#1`)!.length));
        expect(await page.locator('#steps [data-col="action"]').allTextContents()).toContainEqual(expect.stringMatching(/^mouse_drag_and_drop\(/));
        expect(await page.locator('#observation-note').textContent()).toMatch(/A person's recording/);
      } finally {
        await board.close();
      }
    } finally {
      await context.close();
    }
  });
});
