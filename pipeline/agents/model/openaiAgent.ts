/**
 * The model agent: a client of any OpenAI-compatible chat-completions endpoint (OpenAI, Gemini's
 * compatible endpoint, vLLM-served Qwen or UI-TARS…). Screenshots go in the model's own image
 * space for its coordinate convention; replies are parsed tolerantly; usage and cost are recorded.
 */
import type { SuiteTask } from '../../content/suiteTask';
import { formatAction } from '../../harness/actionGrammar';
import { extractActions } from '../../harness/actionParser';
import type { Convention } from '../../harness/coordinates';
import type { Observation } from '../../harness/taskEnv';
import type { ModeName } from '../../runs/records';
import type { Agent, AgentTurn, EpisodeContext } from '../agent';
import { agentImageSize, agentScreenshot } from '../screenshot';
import { chat, type ChatMessage } from './chatClient';
import type { ModelConfig } from './config';
import { systemPrompt, userPrompt } from './prompts';

export class OpenAIAgent implements Agent {
  readonly name = 'openai';
  readonly model: string;
  readonly config: Record<string, unknown>;
  readonly convention: Convention;
  private goal = '';
  private history: string[] = [];
  private ctx!: EpisodeContext;

  constructor(private readonly cfg: ModelConfig) {
    this.model = cfg.model;
    this.convention = cfg.convention;
    // Everything but the key's value: the manifest must let others rerun the configuration.
    this.config = { ...cfg };
  }

  supports(_mode: ModeName): boolean {
    return true;
  }

  reset(task: SuiteTask, ctx: EpisodeContext): void {
    this.goal = task.instruction;
    this.history = [];
    this.ctx = ctx;
  }

  async act(obs: Observation): Promise<AgentTurn> {
    const size = agentImageSize(this.ctx.mode, this.cfg.convention);
    const content: ChatMessage['content'] = [{ type: 'text', text: userPrompt({ goal: this.goal, history: this.history.slice(-this.cfg.history), error: obs.lastActionError, text: obs.text, mode: this.ctx.mode, files: obs.files }) }];
    if (this.cfg.images) {
      const png = await agentScreenshot(obs, this.cfg.convention);
      content.push({ type: 'image_url', image_url: { url: `data:image/png;base64,${png.toString('base64')}` } });
    }
    const reply = await chat(this.cfg, [
      { role: 'system', content: systemPrompt(this.ctx.mode, this.cfg.convention, size) },
      { role: 'user', content },
    ]);
    const { actions, error } = extractActions(reply.text, this.ctx.maxActionsPerTurn);
    const shown = actions.map(formatAction);
    this.history.push(`${obs.step + 1}. ${shown.length ? shown.join('; ') : `(no action: ${error})`}${obs.lastActionError ? `  [previous error: ${obs.lastActionError}]` : ''}`);
    const price = this.cfg.price_per_mtok;
    return {
      actions: shown,
      output: reply.text,
      usage: {
        prompt_tokens: reply.promptTokens, completion_tokens: reply.completionTokens, calls: reply.attempts,
        cost_usd: price ? (reply.promptTokens * price.input + reply.completionTokens * price.output) / 1e6 : null,
      },
    };
  }
}
