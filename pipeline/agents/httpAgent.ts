/**
 * An agent served over HTTP, in any language: each turn the harness POSTs what the agent is shown
 * (agentProtocol.ts, docs/agent-protocol.md) to its URL and takes the reply's actions, with the
 * timeouts and retries of every remote agent (postJson.ts). examples/python_agent.py is one.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { SuiteTask } from '../content/suiteTask';
import { VIEWPORT } from '../harness/browser';
import { CONVENTIONS, type Convention } from '../harness/coordinates';
import type { Observation } from '../harness/taskEnv';
import type { ModeName } from '../runs/records';
import { AgentError, type Agent, type AgentTurn, type EpisodeContext } from './agent';
import { AgentReplySchema, PROTOCOL, PROTOCOL_VERSION, type AgentRequest } from './agentProtocol';
import { elementView } from './elementView';
import { postJson, retryPolicyShape } from './postJson';
import { agentScreenshot } from './screenshot';

export const HttpAgentConfigSchema = z.strictObject({
  url: z.string().url(),
  ...retryPolicyShape(60),
  /** The convention the agent reads and answers pixel coordinates in (default: the run's --convention). */
  convention: z.enum(CONVENTIONS).optional(),
  /** Send the screenshot each turn (text-only agents can turn it off and save the encoding). */
  images: z.boolean().default(true),
});
export type HttpAgentConfig = z.infer<typeof HttpAgentConfigSchema>;

export class HttpAgent implements Agent {
  readonly name = 'http';
  readonly model = null;
  readonly config: Record<string, unknown>;
  readonly convention?: Convention;
  private goal = '';
  private episodeId = '';
  private ctx!: EpisodeContext;

  constructor(private readonly cfg: HttpAgentConfig) {
    this.config = { ...cfg };
    this.convention = cfg.convention;
  }

  supports(_mode: ModeName): boolean {
    return true;
  }

  reset(task: SuiteTask, ctx: EpisodeContext): void {
    this.goal = task.instruction;
    // Opaque: the task's id would let a server look the task up.
    this.episodeId = randomUUID();
    this.ctx = ctx;
  }

  async act(obs: Observation): Promise<AgentTurn> {
    const request: AgentRequest = {
      protocol: PROTOCOL, version: PROTOCOL_VERSION, episode_id: this.episodeId, step: obs.step, max_steps: this.ctx.maxSteps ?? null,
      goal: this.goal, mode: this.ctx.mode, max_actions: this.ctx.maxActionsPerTurn, coordinates: this.ctx.mode === 'pixel' ? this.ctx.convention : null,
      viewport: { ...VIEWPORT },
      observation: {
        text: obs.text,
        elements: elementView(obs).map(({ id, role, name, checked, expanded, value }) => ({ id, role, name, checked, expanded, value })),
        screenshot_png_base64: this.cfg.images ? (await agentScreenshot(obs, this.ctx.convention)).toString('base64') : null,
        files: obs.files.map(({ name, type, size }) => ({ name, type, size })),
        last_error: obs.lastActionError,
      },
    };
    const { json, attempts } = await postJson(this.cfg.url, request, this.cfg, { who: `agent server ${this.cfg.url}` });
    const reply = AgentReplySchema.safeParse(json);
    if (!reply.success) {
      const issue = reply.error.issues[0];
      throw new AgentError(`agent server ${this.cfg.url} replied with no valid action (docs/agent-protocol.md): ${issue.path.join('.') || 'reply'}: ${issue.message}; the reply was ${JSON.stringify(json).slice(0, 200)}`);
    }
    const r = reply.data;
    const usage = r.usage;
    return {
      actions: 'action' in r ? [r.action] : r.actions,
      output: r.output ?? null,
      usage: { prompt_tokens: usage?.prompt_tokens ?? 0, completion_tokens: usage?.completion_tokens ?? 0, calls: attempts, cost_usd: usage?.cost_usd ?? null },
    };
  }
}
