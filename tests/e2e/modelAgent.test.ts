/**
 * The model agent end to end against a local stand-in of an OpenAI-compatible server: a scripted
 * "model" that reads the AX tree, one that answers in normalized coordinates, and the failure modes
 * the harness must classify (bad replies, rate limits, dead or slow endpoints).
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { ModelConfigSchema } from '../../pipeline/agents/model/config';
import { OpenAIAgent } from '../../pipeline/agents/model/openaiAgent';
import { loadTasks } from '../../pipeline/content/tasks';
import { toModel } from '../../pipeline/harness/coordinates';
import { launchChromium, VIEWPORT } from '../../pipeline/harness/browser';
import { runSuite } from '../../pipeline/harness/runSuite';
import { serveStatic } from '../../pipeline/harness/staticServer';
import type { ModeName } from '../../pipeline/runs/records';
import type { TaskSpec } from '../../src/core/taskSpec';
import { startStubModel, userParts, type StubReply, type StubRequest } from '../fixtures/stubModelServer';

const tasks = loadTasks();
/** A plain checkbox task: one instance, no commit, no overlay. */
const plain = tasks.find((t) => t.canonical_type === 'checkbox' && t.library === 'antd' && t.reference_steps === 1 && t.scene.instances === 1)!;
const label = JSON.stringify(plain.params.label);

/** A "model" that finds the checkbox named in the goal in the AX tree and clicks it. */
const reader = (req: StubRequest): StubReply => {
  const { text } = userParts(req);
  const line = text.split('\n').find((l) => l.includes(`checkbox '${plain.params.label as string}'`));
  const id = line ? /\[(\d+)\]/.exec(line)![1] : '0';
  return { content: `The checkbox is there.\n\`\`\`action\nclick("${id}")\n\`\`\`` };
};

async function runWith(script: Parameters<typeof startStubModel>[0], o: { mode?: ModeName; convention?: 'raw' | 'norm1000'; stepTimeoutS?: number; cfg?: object; task?: TaskSpec } = {}) {
  const stub = await startStubModel(script);
  try {
    const cfg = ModelConfigSchema.parse({ base_url: stub.baseUrl, model: 'stub', backoff_s: 0, timeout_s: 1, max_retries: 2, convention: o.convention ?? 'raw', ...o.cfg });
    const outDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'cb-model-')), 'run');
    const [episode] = await runSuite({
      tasks: [o.task ?? plain], makeAgent: () => new OpenAIAgent(cfg), mode: o.mode ?? 'axtree', convention: 'raw', suite: 'full',
      siteDir: inject('siteDir'), outDir, runId: 'e2e-model', maxSteps: 4, taskTimeoutS: 60, stepTimeoutS: o.stepTimeoutS ?? 30, seed: 0,
      harnessVersion: 'test', git: { sha: null, dirty: null }, workers: 1,
    });
    return { episode, requests: stub.requests };
  } finally {
    await stub.close();
  }
}

describe('model agent against a local OpenAI-compatible server', () => {
  it('solves a task by reading the AX tree, recording usage', async () => {
    const { episode, requests } = await runWith(reader);
    expect(episode.status).toBe('success');
    expect(episode.usage).toMatchObject({ prompt_tokens: 100, completion_tokens: 10, calls: 1 });
    expect(userParts(requests[0]).text).toContain(label.slice(1, -1));
  });

  it('solves a task in pixel mode with normalized coordinates', async () => {
    const site = await serveStatic(inject('siteDir'));
    const browser = await launchChromium();
    const page = await browser.newPage({ viewport: VIEWPORT });
    await page.goto(`${site.url}/task/${plain.id}?mode=benchmark`);
    await page.waitForSelector('html[data-cb-ready]', { state: 'attached' });
    const box = (await page.getByRole('checkbox', { name: plain.params.label as string }).boundingBox())!;
    await browser.close();
    await site.close();
    const p = toModel('norm1000', { x: box.x + box.width / 2, y: box.y + box.height / 2 }, VIEWPORT);
    const { episode, requests } = await runWith([{ content: `mouse_click(${p.x}, ${p.y})` }], { mode: 'pixel', convention: 'norm1000' });
    expect(episode.status).toBe('success');
    expect(userParts(requests[0]).text).not.toContain('checkbox');
  });

  it('keeps going after a malformed reply and a rate limit, showing the error to the model', async () => {
    const { episode, requests } = await runWith([{ content: 'Let me think about it.' }, { status: 429, raw: 'slow down', headers: { 'retry-after': '0' } }, reader]);
    expect(episode.status).toBe('success');
    expect(episode.steps).toBe(2);
    expect(userParts(requests[2]).text).toContain('Error of the last action: no action found in the reply');
  });

  it('ends as agent_error when the endpoint keeps failing, and as timeout when it is slower than the step clock', async () => {
    const dead = await runWith([{ status: 500, raw: 'down' }]);
    expect(dead.episode.status).toBe('agent_error');
    expect(dead.episode.error).toMatch(/failed after 3 attempt/);
    const slow = await runWith([{ content: 'click("1")', delayMs: 10_000 }], { stepTimeoutS: 3, cfg: { timeout_s: 20 } });
    expect(slow.episode.status).toBe('timeout');
  });

  it('ends as infeasible when the model reports it', async () => {
    const { episode } = await runWith([{ content: 'report_infeasible("there is no such setting")' }]);
    expect(episode.status).toBe('infeasible');
  });
});
