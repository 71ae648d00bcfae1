/**
 * The HTTP agent's client against a local server on 127.0.0.1: what it sends each turn (checked
 * against the protocol's own schema), the replies it takes, the shared retry and timeout policy,
 * the errors that end an agent, its config, and docs/agent-protocol.md kept equal to the schema.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAgent } from '../../pipeline/agents';
import { AgentError } from '../../pipeline/agents/agent';
import { AgentRequestSchema } from '../../pipeline/agents/agentProtocol';
import { HttpAgent, HttpAgentConfigSchema } from '../../pipeline/agents/httpAgent';
import { sectionOf } from '../../pipeline/content/markdownSection';
import { PROTOCOL_SCHEMA_MARKERS, protocolSchemaMarkdown } from '../../pipeline/commands/agentProtocol';
import type { Observation } from '../../pipeline/harness/taskEnv';
import type { ModeName } from '../../pipeline/runs/records';
import type { TaskSpec } from '../../src/core/taskSpec';
import { startStubModel, type StubReply, type StubServer } from '../fixtures/stubModelServer';

const root = path.resolve(import.meta.dirname, '../..');
let stub: StubServer | null = null;
afterEach(async () => { await stub?.close(); stub = null; });

const screenshot = sharp({ create: { width: 1280, height: 720, channels: 3, background: '#ffffff' } }).png().toBuffer();
const task = { instruction: 'Tick "Remember this device".' } as TaskSpec;
const probe = { axtree: async () => { throw new Error('not for remote agents'); }, settle: async () => { throw new Error('not for remote agents'); }, box: async () => null, shownBox: async () => null, hittable: async () => false, proxy: async (id: number) => id, descendants: async () => [], clippedBy: async () => null, scrollersAt: async () => 0, trackBox: async () => null, focusToward: async () => "there" as const };
const reply = (body: unknown, over: Partial<StubReply> = {}): StubReply => ({ raw: JSON.stringify(body), ...over });

function observation(mode: ModeName, over: Partial<Observation> = {}): Observation {
  return {
    mode, step: 0, url: 'http://127.0.0.1/task/x', text: '[12]<input type="checkbox">Remember this device</input>\n[13]<button type="button">Save</button>',
    elements: new Map([['12', 12], ['13', 13]]), axtree: null, screenshot: () => screenshot, plainScreenshot: () => screenshot,
    files: [{ name: 'cv.pdf', type: 'application/pdf', size: 1200 }], lastActionError: null, ...over,
  } as Observation;
}

function agent(over: object = {}, mode: ModeName = 'browser_use') {
  const a = new HttpAgent(HttpAgentConfigSchema.parse({ url: `${stub!.baseUrl}/act`, backoff_s: 0, timeout_s: 2, ...over }));
  a.reset(task as never, { mode, convention: 'raw', probe, maxActionsPerTurn: mode === 'browser_use' ? 4 : 1, maxSteps: 20 });
  return a;
}

describe('HTTP agent', () => {
  it('POSTs what the agent is shown, as the protocol says, and takes the action, output and usage back', async () => {
    stub = await startStubModel([reply({ action: 'click("12")', output: 'ticking it', usage: { prompt_tokens: 300, completion_tokens: 7, cost_usd: 0.001 } })]);
    const turn = await agent().act(observation('browser_use', { lastActionError: 'element 9 is not on the page' }));
    expect(turn).toEqual({ actions: ['click("12")'], output: 'ticking it', usage: { prompt_tokens: 300, completion_tokens: 7, calls: 1, cost_usd: 0.001 } });
    const req = AgentRequestSchema.parse(stub.requests[0].body);
    expect(req).toMatchObject({
      protocol: 'componentbench-agent', version: 1, step: 0, max_steps: 20, goal: task.instruction, mode: 'browser_use', max_actions: 4, coordinates: null,
      viewport: { width: 1280, height: 720 },
      observation: {
        text: observation('browser_use').text, last_error: 'element 9 is not on the page', files: [{ name: 'cv.pdf', type: 'application/pdf', size: 1200 }],
        elements: [{ id: '12', role: 'checkbox', name: 'Remember this device', checked: null }, { id: '13', role: 'button', name: 'Save' }],
      },
    });
    const png = await sharp(Buffer.from(req.observation.screenshot_png_base64!, 'base64')).metadata();
    expect([png.format, png.width, png.height]).toEqual(['png', 1280, 720]);
    // Nothing about the task but its goal: no id a server could look the task up by.
    expect(JSON.stringify(req)).not.toMatch(/task_id|"id":"x"/);
  });

  it('starts every episode with a new opaque id, takes several actions in browser_use, and sends no screenshot when told not to', async () => {
    stub = await startStubModel([reply({ actions: ['click("12")', 'click("13")'] })]);
    const a = agent({ images: false });
    const t = await a.act(observation('browser_use'));
    expect(t.actions).toEqual(['click("12")', 'click("13")']);
    await a.act(observation('browser_use', { step: 1 }));
    a.reset(task as never, { mode: 'browser_use', convention: 'raw', probe, maxActionsPerTurn: 4 });
    await a.act(observation('browser_use'));
    const ids = stub.requests.map((r) => AgentRequestSchema.parse(r.body).episode_id);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[0]);
    expect(stub.requests.map((r) => AgentRequestSchema.parse(r.body).observation.screenshot_png_base64)).toEqual([null, null, null]);
  });

  it('sends pixel mode its screenshot in the run\'s coordinate convention', async () => {
    stub = await startStubModel([reply({ action: 'mouse_click(500, 500)' })]);
    const a = new HttpAgent(HttpAgentConfigSchema.parse({ url: stub.baseUrl, backoff_s: 0 }));
    a.reset(task as never, { mode: 'pixel', convention: 'xga', probe, maxActionsPerTurn: 1 });
    await a.act(observation('pixel', { text: '' }));
    const req = AgentRequestSchema.parse(stub.requests[0].body);
    expect(req).toMatchObject({ coordinates: 'xga', max_steps: null, observation: { elements: [] } });
    const png = await sharp(Buffer.from(req.observation.screenshot_png_base64!, 'base64')).metadata();
    expect([png.width, png.height]).toEqual([1024, 768]);
  });

  it('retries 429, 5xx and unreadable bodies with backoff, and gives up after the last retry', async () => {
    stub = await startStubModel([{ status: 429, raw: 'slow down', headers: { 'retry-after': '0' } }, { status: 503, raw: 'busy' }, { raw: 'not json' }, reply({ action: 'noop()' })]);
    const turn = await agent({ max_retries: 3 }).act(observation('browser_use'));
    expect(turn.actions).toEqual(['noop()']);
    expect(turn.usage?.calls).toBe(4);
    await stub.close();
    stub = await startStubModel([{ raw: '{}', delayMs: 1500 }]);
    await expect(agent({ timeout_s: 0.3, max_retries: 1 }).act(observation('browser_use'))).rejects.toThrow(/agent server .* failed after 2 attempt\(s\): no reply within 0.3 s/);
  });

  it('ends the agent on a client error or a reply that is not the protocol\'s, naming what is wrong', async () => {
    stub = await startStubModel([{ status: 400, raw: '{"error":"unknown protocol version"}' }]);
    await expect(agent({ max_retries: 3 }).act(observation('browser_use'))).rejects.toThrow(/answered HTTP 400: \{"error":"unknown protocol version"\}/);
    expect(stub.requests).toHaveLength(1);
    await stub.close();
    stub = await startStubModel([reply({ act: 'click("12")' })]);
    const err = await agent().act(observation('browser_use')).catch((e) => e);
    expect(err).toBeInstanceOf(AgentError);
    expect(err.message).toMatch(/replied with no valid action \(docs\/agent-protocol\.md\).*the reply was \{"act":"click\(\\"12\\"\)"\}/);
  });

  it('is made from --agent-url or a config file, with errors that name the flag, file and field', () => {
    expect(() => makeAgent('http', { seed: 0 })).toThrow(/needs --agent-url/);
    expect(() => makeAgent('http', { seed: 0, url: 'not a url' })).toThrow(/--agent-url: /);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cb-http-agent-'));
    const file = path.join(dir, 'agent.yaml');
    writeFileSync(file, 'url: http://127.0.0.1:9/\ntimeout_s: -1\n');
    expect(() => makeAgent('http', { seed: 0, config: file })).toThrow(new RegExp(`${file.replace(/[.]/g, '\\.')}: timeout_s: `));
    writeFileSync(file, 'timeout_s: 5\nconvention: norm1000\n');
    const a = makeAgent('http', { seed: 0, config: file, url: 'http://127.0.0.1:9/' });
    expect(a.config).toMatchObject({ url: 'http://127.0.0.1:9/', timeout_s: 5, max_retries: 4, convention: 'norm1000', images: true });
    expect(a.convention).toBe('norm1000');
  });

  it('docs/agent-protocol.md shows the schema the harness checks with', () => {
    const doc = readFileSync(path.join(root, 'docs', 'agent-protocol.md'), 'utf8');
    expect(sectionOf(doc, PROTOCOL_SCHEMA_MARKERS), 'run `npx cb agent-protocol --markdown docs/agent-protocol.md`').toBe(protocolSchemaMarkdown());
  });
});
