/**
 * The oracle in the other observation/action spaces (every mode must be able to express every
 * reference solution), each on its share of the covering sample (./modeSample.ts).
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { OracleAgent } from '../../pipeline/agents/oracle';
import { runSuite } from '../../pipeline/harness/runSuite';
import { readRun } from '../../pipeline/runs/runDir';
import { modeSample, SWEPT_MODES } from './modeSample';

const OTHER_MODES = SWEPT_MODES.filter((m) => m !== 'axtree');
const sample = modeSample.som; // a few of these also run through --env-url

describe.each(OTHER_MODES.map((mode) => [mode, modeSample[mode]] as const))('oracle in %s mode', (mode, part) => {
  it(`passes its ${part.length} covering tasks`, async () => {
    const outDir = path.join(mkdtempSync(path.join(os.tmpdir(), `cb-${mode}-`)), 'run');
    const episodes = await runSuite({
      tasks: part, makeAgent: () => new OracleAgent(), mode, convention: mode === 'pixel' ? 'norm1000' : 'raw', suite: 'full',
      siteDir: inject('siteDir'), outDir, runId: `e2e-${mode}`, maxSteps: 20, taskTimeoutS: 600, stepTimeoutS: 300, seed: 0,
      harnessVersion: 'test', git: { sha: null, dirty: null }, workers: 2,
    });
    expect(episodes.filter((e) => e.status !== 'success').map((e) => `${e.task_id}: ${e.status} ${e.error ?? ''}`)).toEqual([]);
    const run = readRun(outDir);
    expect(run.manifest.mode_flags.acts_by).toBe(mode === 'pixel' ? 'coordinates' : mode === 'som' ? 'id' : 'index');
    if (mode === 'pixel') {
      expect(run.manifest.mode_flags.coordinate_convention).toBe('norm1000');
      expect(run.steps.every((s) => /^(mouse_|keyboard_|scroll)/.test(s.action))).toBe(true);
    }
  });
});

describe('scrolling by wheel', () => {
  // The task's fields sit in a dialog whose body scrolls; on a fresh page the pointer rests outside
  // it, where the wheel scrolls nothing, so the oracle must move the pointer before it scrolls.
  it.each(['som', 'browser_use', 'pixel'] as const)('reaches a field below a dialog\'s fold from a fresh page in %s mode', async (mode) => {
    const { loadTasks } = await import('../../pipeline/content/tasks');
    const task = loadTasks().find((t) => t.id === 'textarea-mui-T08')!;
    expect(task.scene.layout).toBe('modal_flow');
    const outDir = path.join(mkdtempSync(path.join(os.tmpdir(), `cb-wheel-${mode}-`)), 'run');
    const [episode] = await runSuite({
      tasks: [task], makeAgent: () => new OracleAgent(), mode, convention: 'raw', suite: 'full',
      siteDir: inject('siteDir'), outDir, runId: `e2e-wheel-${mode}`, maxSteps: 20, taskTimeoutS: 600, stepTimeoutS: 300, seed: 0,
      harnessVersion: 'test', git: { sha: null, dirty: null }, workers: 1,
    });
    expect(episode.status).toBe('success');
    const verbs = readRun(outDir).steps.map((s) => s.action.replace(/\(.*/, ''));
    // The pointer goes over the dialog's visible part first (by coordinates without element ids),
    // then the wheel scrolls the dialog body to the field.
    if (mode === 'pixel') expect(verbs.slice(0, 2)).toEqual(['mouse_move', 'scroll']);
    else expect(verbs).toEqual(['hover', 'scroll', 'fill']);
  });
});

describe('--env-url', () => {
  it('drives a task site given by URL and a task-page pattern', async () => {
    const { serveStatic } = await import('../../pipeline/harness/staticServer');
    const site = await serveStatic(inject('siteDir'));
    try {
      const outDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'cb-envurl-')), 'run');
      const episodes = await runSuite({
        tasks: sample.slice(0, 5), makeAgent: () => new OracleAgent(), mode: 'axtree', convention: 'raw', suite: 'full',
        envUrl: site.url, taskUrl: '/task/{id}/?mode=benchmark&from=env-url', outDir, runId: 'e2e-env-url', maxSteps: 20,
        taskTimeoutS: 600, stepTimeoutS: 300, seed: 0, harnessVersion: 'test', git: { sha: null, dirty: null }, workers: 1,
      });
      expect(episodes.map((e) => e.status)).toEqual(Array(5).fill('success'));
      const run = readRun(outDir);
      expect(run.manifest.env_url).toBe(site.url);
      expect(run.steps.every((s) => s.url.startsWith(`${site.url}/task/`) && s.url.includes('from=env-url'))).toBe(true);
    } finally {
      await site.close();
    }
  });
});

describe('element ids', () => {
  // Replay re-executes recorded id actions on a fresh load: ids must come from the page as it is,
  // not from what an episode saw before. Two histories end on the same page (North's menu open):
  // one opens it directly, the other opens South's menu first, closes it and then opens North's.
  it.each(['axtree', 'som', 'browser_use'] as const)('are the same on every load of the same page, whatever came before, in %s mode', async (mode) => {
    const { serveStatic } = await import('../../pipeline/harness/staticServer');
    const { launchChromium, VIEWPORT } = await import('../../pipeline/harness/browser');
    const { TaskEnv } = await import('../../pipeline/harness/taskEnv');
    const site = await serveStatic(inject('siteDir'));
    const browser = await launchChromium();
    try {
      const observeAfter = async (history: ('north' | 'south' | 'escape')[]) => {
        const context = await browser.newContext({ viewport: VIEWPORT });
        const env = await TaskEnv.open(context, { taskUrl: (id) => `${site.url}/task/${id}?mode=benchmark`, mode });
        let obs = await env.reset('menu_button-mui-T05');
        for (const h of history) {
          // Every menu is closed here: the two lines naming Insert are the regions' menu buttons.
          const insert = obs.text.split('\n').filter((l) => /insert/i.test(l));
          const id = /\[(\d+)\]/.exec(insert[h === 'south' ? 1 : 0] ?? '')?.[1];
          env.beginTurn();
          const r = await env.step(h === 'escape' ? 'keyboard_press("Escape")' : `click("${id}")`);
          expect(r.error, `${h} in ${mode}`).toBeNull();
          obs = await env.observe();
        }
        await context.close();
        return obs.text;
      };
      const direct = await observeAfter(['north']);
      expect(direct).toMatch(/menuitem|Image/i);
      expect(await observeAfter(['south', 'escape', 'north'])).toBe(direct);
      expect(await observeAfter(['north'])).toBe(direct);
    } finally {
      await browser.close();
      await site.close();
    }
  });
});

describe('where the pixel oracle points', () => {
  // In this task the target link wraps onto a second line: the middle of its bounding box is the
  // empty space between its two line boxes, where a click lands on nothing.
  it('is a point on a link broken over two lines, not the middle of its bounding box', async () => {
    const { serveStatic } = await import('../../pipeline/harness/staticServer');
    const { launchChromium, VIEWPORT } = await import('../../pipeline/harness/browser');
    const { TaskEnv } = await import('../../pipeline/harness/taskEnv');
    const { findTargets } = await import('../../pipeline/agents/targets');
    const site = await serveStatic(inject('siteDir'));
    const browser = await launchChromium();
    try {
      const context = await browser.newContext({ viewport: VIEWPORT });
      const env = await TaskEnv.open(context, { taskUrl: (id) => `${site.url}/task/${id}?mode=benchmark`, mode: 'pixel' });
      await env.reset('link-mantine-T10');
      const [link] = findTargets(await env.axtree(), { role: 'link', name: 'Export your account data', within: { role: 'region', name: 'Bruno' } });
      const lines = await env.currentPage.evaluate(() => [...document.querySelectorAll('a')].filter((a) => a.textContent === 'Export your account data')[1].getClientRects().length);
      expect(lines).toBe(2);
      const b = (await env.shownBox(link))!;
      const hit = await env.currentPage.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? null, [b.x + b.w / 2, b.y + b.h / 2]);
      expect(hit).toBe('Export your account data');
      await context.close();
    } finally {
      await browser.close();
      await site.close();
    }
  });
});
