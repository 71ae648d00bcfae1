/**
 * Agents served over HTTP (docs/agent-protocol.md), end to end in Chromium: a Node server speaking
 * the protocol, and examples/python_agent.py (when python3 is installed) driven by `cb run --agent
 * http --agent-url`, each solving a task through the harness.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, inject, it } from 'vitest';
import { AgentRequestSchema, type AgentRequest } from '../../pipeline/agents/agentProtocol';
import { HttpAgent, HttpAgentConfigSchema } from '../../pipeline/agents/httpAgent';
import { run } from '../../pipeline/commands/run';
import { loadTasks } from '../../pipeline/content/tasks';
import { runSuite } from '../../pipeline/harness/runSuite';
import { readRun } from '../../pipeline/runs/runDir';
import { startStubModel, type StubRequest } from '../fixtures/stubModelServer';

const root = path.resolve(import.meta.dirname, '../..');
const tasks = loadTasks();
/** A plain checkbox task: one instance, no commit, no overlay; its goal quotes the checkbox's name. */
const plain = tasks.find((t) => t.canonical_type === 'checkbox' && t.library === 'antd' && t.reference_steps === 1 && t.scene.instances === 1)!;
const scratch = mkdtempSync(path.join(os.tmpdir(), 'cb-http-agent-'));
const hasPython = spawnSync('python3', ['--version']).status === 0;

describe('HTTP agents', () => {
  it('a Node server speaking the protocol solves a task, seeing the AX tree and its elements', async () => {
    const seen: AgentRequest[] = [];
    const server = await startStubModel((req: StubRequest) => {
      const r = AgentRequestSchema.parse(req.body);
      seen.push(r);
      const box = r.observation.elements.find((e) => e.role === 'checkbox' && e.name === plain.params.label);
      return { raw: JSON.stringify(box ? { action: `click(${JSON.stringify(box.id)})`, output: 'found it', usage: { prompt_tokens: 12 } } : { action: 'noop()' }) };
    });
    try {
      const cfg = HttpAgentConfigSchema.parse({ url: `${server.baseUrl}/agent`, backoff_s: 0, timeout_s: 5 });
      const outDir = path.join(scratch, 'node-run');
      const [episode] = await runSuite({
        tasks: [plain], makeAgent: () => new HttpAgent(cfg), mode: 'axtree', convention: 'raw', suite: 'full',
        siteDir: inject('siteDir'), outDir, runId: 'e2e-http', maxSteps: 4, taskTimeoutS: 60, stepTimeoutS: 30, seed: 0,
        harnessVersion: 'test', git: { sha: null, dirty: null }, workers: 1,
      });
      expect(episode.status).toBe('success');
      expect(seen[0]).toMatchObject({ step: 0, max_steps: 4, mode: 'axtree', goal: plain.instruction, coordinates: null });
      expect(seen[0].observation.text).toContain(`checkbox '${plain.params.label as string}'`);
      const { manifest, steps } = readRun(outDir);
      expect(manifest.agent).toMatchObject({ name: 'http', model: null, config: { url: cfg.url } });
      expect(steps[0]).toMatchObject({ output: 'found it', usage: { prompt_tokens: 12, completion_tokens: 0, calls: 1 } });
    } finally {
      await server.close();
    }
  });

  it.skipIf(!hasPython)('examples/python_agent.py solves a task through cb run --agent http', async () => {
    const agent: ChildProcess = spawn('python3', [path.join(root, 'examples', 'python_agent.py'), '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const first = await new Promise<string>((resolve, reject) => {
        createInterface({ input: agent.stdout! }).once('line', resolve);
        agent.once('exit', (code) => reject(new Error(`python_agent.py exited (${code}) before listening`)));
      });
      const url = /^listening on (http:\/\/\S+)$/.exec(first)![1];
      const out = path.join(scratch, 'python-run');
      const { episodes } = await run({
        agent: 'http', agentUrl: url, mode: 'axtree', convention: 'raw', tasks: plain.id, out,
        maxSteps: 4, taskTimeout: 60, stepTimeout: 30, seed: 0, workers: 1,
      });
      expect(episodes.map((e) => [e.task_id, e.status])).toEqual([[plain.id, 'success']]);
      const { steps } = readRun(out);
      expect(steps[0].output).toBe(`clicking ${JSON.stringify(plain.params.label)}`);
    } finally {
      agent.kill();
    }
  });
});
