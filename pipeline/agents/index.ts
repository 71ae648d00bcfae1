import { UserError } from '../errors';
import type { Agent } from './agent';
import { OracleAgent } from './oracle';
import { RandomAgent } from './random';
import { RuleAgent } from './rule';
import { ModelConfigSchema, readModelConfig } from './model/config';
import { OpenAIAgent } from './model/openaiAgent';
import { HttpAgent, HttpAgentConfigSchema, type HttpAgentConfig } from './httpAgent';
import { readAgentConfig } from './model/config';

export interface AgentOptions {
  seed: number;
  /** Path of the agent's YAML config (model and HTTP agents). */
  config?: string;
  /** The HTTP agent's URL (overrides the config's). */
  url?: string;
}

export const AGENTS: Record<string, (o: AgentOptions) => Agent> = {
  oracle: () => new OracleAgent(),
  random: (o) => new RandomAgent(o.seed),
  rule: () => new RuleAgent(),
  openai: (o) => {
    if (!o.config) throw new UserError('the openai agent needs --agent-config <file.yaml> (base_url, model, api_key_env, convention…)');
    return new OpenAIAgent(readModelConfig(o.config));
  },
  http: (o) => {
    const cfg: Partial<HttpAgentConfig> = o.config ? readAgentConfig(o.config, HttpAgentConfigSchema.partial({ url: true })) : {};
    const url = o.url ?? cfg.url;
    if (!url) throw new UserError('the http agent needs --agent-url <url> (or url: in --agent-config), where an agent answers docs/agent-protocol.md');
    const parsed = HttpAgentConfigSchema.safeParse({ ...cfg, url });
    if (!parsed.success) throw new UserError(`--agent-url: ${parsed.error.issues[0].message}`);
    return new HttpAgent(parsed.data);
  },
};

export function makeAgent(name: string, o: AgentOptions): Agent {
  const make = AGENTS[name];
  if (!make) throw new UserError(`unknown agent "${name}"; available: ${Object.keys(AGENTS).join(', ')}`);
  return make(o);
}

/**
 * The agent a run was recorded with, rebuilt from its manifest (for top-ups): the same agent,
 * config and seed, or a clear error when this machine cannot reproduce it.
 */
export function agentFromManifest(runDir: string, agent: { name: string; config: Record<string, unknown> }, seed: number): () => Agent {
  if (agent.name === 'openai') {
    const cfg = ModelConfigSchema.safeParse(agent.config);
    if (!cfg.success) throw new UserError(`${runDir}: the recorded openai config is not valid here (${cfg.error.issues[0].path.join('.')}: ${cfg.error.issues[0].message})`);
    if (cfg.data.api_key_env && !process.env[cfg.data.api_key_env]) {
      throw new UserError(`${runDir} was recorded with the openai agent (model ${cfg.data.model}); set ${cfg.data.api_key_env} to its API key to top it up`);
    }
    return () => new OpenAIAgent(cfg.data);
  }
  if (agent.name === 'http') {
    const cfg = HttpAgentConfigSchema.safeParse(agent.config);
    if (!cfg.success) throw new UserError(`${runDir}: the recorded http agent config is not valid here (${cfg.error.issues[0].path.join('.')}: ${cfg.error.issues[0].message})`);
    return () => new HttpAgent(cfg.data);
  }
  if (!AGENTS[agent.name]) throw new UserError(`${runDir} was recorded with the agent "${agent.name}", which this checkout does not have (available: ${Object.keys(AGENTS).join(', ')})`);
  const recordedSeed = typeof agent.config.seed === 'number' ? agent.config.seed : seed;
  return () => makeAgent(agent.name, { seed: recordedSeed });
}
