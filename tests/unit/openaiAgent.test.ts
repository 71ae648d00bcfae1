import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { AgentError } from '../../pipeline/agents/agent';
import { ModelConfigSchema, type ModelConfig } from '../../pipeline/agents/model/config';
import { OpenAIAgent } from '../../pipeline/agents/model/openaiAgent';
import type { Convention } from '../../pipeline/harness/coordinates';
import type { Observation } from '../../pipeline/harness/taskEnv';
import type { ModeName } from '../../pipeline/runs/records';
import type { TaskSpec } from '../../src/core/taskSpec';
import { pngSize, startStubModel, userParts, type StubServer } from '../fixtures/stubModelServer';

let stub: StubServer | null = null;
afterEach(async () => { await stub?.close(); stub = null; });

const screenshot = sharp({ create: { width: 1280, height: 720, channels: 3, background: '#ffffff' } }).png().toBuffer();
const task = { instruction: 'Tick "Remember this device".' } as TaskSpec;
const probe = { axtree: async () => { throw new Error('not for model agents'); }, settle: async () => { throw new Error('not for model agents'); }, box: async () => null, shownBox: async () => null, hittable: async () => false, proxy: async (id: number) => id, descendants: async () => [], clippedBy: async () => null, scrollersAt: async () => 0, trackBox: async () => null, focusToward: async () => "there" as const };

function observation(mode: ModeName, over: Partial<Observation> = {}): Observation {
  return {
    mode, step: 0, url: 'http://127.0.0.1/task/x', text: "[12] checkbox 'Remember this device', checked='false'",
    elements: new Map([['12', 12]]), axtree: null, screenshot: () => screenshot, plainScreenshot: () => screenshot, files: [],
    lastActionError: null, ...over,
  };
}

function agent(over: Partial<ModelConfig>, mode: ModeName = 'axtree', convention: Convention = 'raw') {
  const a = new OpenAIAgent(ModelConfigSchema.parse({ base_url: stub!.baseUrl, model: 'stub-1', backoff_s: 0, timeout_s: 2, ...over, convention }));
  a.reset(task, { mode, convention: a.convention, probe, maxActionsPerTurn: mode === 'browser_use' ? 4 : 1 });
  return a;
}

describe('OpenAI-compatible model agent', () => {
  it('sends the goal, observation and screenshot, and parses the action, usage and cost', async () => {
    stub = await startStubModel([{ content: 'The box is unticked.\n```action\nclick("12")\n```', usage: { prompt_tokens: 1000, completion_tokens: 50 } }]);
    process.env.CB_TEST_KEY = 'sk-test';
    const turn = await agent({ api_key_env: 'CB_TEST_KEY', price_per_mtok: { input: 2, output: 8 } }).act(observation('axtree'));
    expect(turn.actions).toEqual(['click("12")']);
    expect(turn.usage).toEqual({ prompt_tokens: 1000, completion_tokens: 50, calls: 1, cost_usd: (1000 * 2 + 50 * 8) / 1e6 });
    const req = stub.requests[0];
    expect(req.headers.authorization).toBe('Bearer sk-test');
    expect(req.body.model).toBe('stub-1');
    const { text, images } = userParts(req);
    expect(text).toContain('Goal: Tick "Remember this device".');
    expect(text).toContain("[12] checkbox 'Remember this device'");
    expect(images).toHaveLength(1);
    expect(pngSize(images[0])).toEqual({ width: 1280, height: 720 });
  });

  it('turns a reply without an action into an empty turn and shows the error next time', async () => {
    stub = await startStubModel([{ content: 'I think the task is done.' }, { content: 'click("12")' }]);
    const a = agent({});
    const t1 = await a.act(observation('axtree'));
    expect(t1.actions).toEqual([]);
    expect(t1.output).toBe('I think the task is done.');
    await a.act(observation('axtree', { step: 1, lastActionError: 'no action found in the reply' }));
    const { text } = userParts(stub.requests[1]);
    expect(text).toContain('Error of the last action: no action found in the reply');
    expect(text).toContain('1. (no action: no action found in the output)');
  });

  it('retries 429 and 5xx replies with backoff, honouring Retry-After', async () => {
    stub = await startStubModel([{ status: 429, raw: '{"error":"slow down"}', headers: { 'retry-after': '0' } }, { status: 503, raw: 'busy' }, { content: 'click("12")' }]);
    const turn = await agent({ max_retries: 3 }).act(observation('axtree'));
    expect(turn.actions).toEqual(['click("12")']);
    expect(turn.usage?.calls).toBe(3);
    expect(stub.requests).toHaveLength(3);
  });

  it('abandons a slow call after its timeout, retries, and fails for good after the last retry', async () => {
    stub = await startStubModel([{ content: 'click("12")', delayMs: 1500 }]);
    const a = agent({ timeout_s: 0.3, max_retries: 1 });
    await expect(a.act(observation('axtree'))).rejects.toThrow(AgentError);
    await expect(agent({ timeout_s: 0.3, max_retries: 1 }).act(observation('axtree'))).rejects.toThrow(/failed after 2 attempt\(s\): no reply within 0.3 s/);
  });

  it('does not retry a client error, and needs its key variable', async () => {
    stub = await startStubModel([{ status: 400, raw: '{"error":"bad model"}' }]);
    await expect(agent({ max_retries: 3 }).act(observation('axtree'))).rejects.toThrow(/HTTP 400/);
    expect(stub.requests).toHaveLength(1);
    delete process.env.CB_MISSING_KEY;
    await expect(agent({ api_key_env: 'CB_MISSING_KEY' }).act(observation('axtree'))).rejects.toThrow(/CB_MISSING_KEY/);
  });

  it('sends the screenshot in each convention\'s image space in pixel mode', async () => {
    const sizes: Record<Convention, { width: number; height: number }> = {
      raw: { width: 1280, height: 720 }, norm1000: { width: 1280, height: 720 }, qwen_smart_resize: { width: 1288, height: 728 }, xga: { width: 1024, height: 768 },
    };
    for (const [c, size] of Object.entries(sizes) as [Convention, { width: number; height: number }][]) {
      stub = await startStubModel([{ content: 'mouse_click(10, 20)' }]);
      const turn = await agent({}, 'pixel', c).act(observation('pixel', { text: '', elements: new Map() }));
      expect(turn.actions).toEqual(['mouse_click(10, 20)']);
      expect(pngSize(userParts(stub.requests[0]).images[0]), c).toEqual(size);
      const system = stub.requests[0].body.messages[0].content as string;
      expect(system).toContain(c === 'norm1000' ? 'from 0 to 1000' : `${size.width}x${size.height}`);
      await stub.close();
      stub = null;
    }
  });

  it('takes up to four actions per turn in browser_use mode', async () => {
    stub = await startStubModel([{ content: '```action\nclick("1")\nfill("2", "Ada")\nkeyboard_press("Enter")\nclick("3")\nclick("4")\n```' }]);
    const turn = await agent({}, 'browser_use').act(observation('browser_use'));
    expect(turn.actions).toEqual(['click("1")', 'fill("2", "Ada")', 'keyboard_press("Enter")', 'click("3")']);
  });
});
