/**
 * The human recorder (/record/) in Chromium, as a person would use it: a shard with one task, a
 * cold attempt typed into the task page inside the frame, a reload of the recorder (progress kept
 * in IndexedDB), a warm attempt with a reload of the task and a corrected typo, the export, and
 * `cb human clean` turning it into a reference, and `cb human archive` into a run that validates
 * and replays.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
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
import { useSite } from './browser';

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
});
