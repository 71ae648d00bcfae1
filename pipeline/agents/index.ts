import { UserError } from '../errors';
import type { Agent } from './agent';
import { OracleAgent } from './oracle';
import { RandomAgent } from './random';
import { RuleAgent } from './rule';
import { readModelConfig } from './model/config';
import { OpenAIAgent } from './model/openaiAgent';

export interface AgentOptions {
  seed: number;
  /** Path of the agent's YAML config (model agents). */
  config?: string;
}

export const AGENTS: Record<string, (o: AgentOptions) => Agent> = {
  oracle: () => new OracleAgent(),
  random: (o) => new RandomAgent(o.seed),
  rule: () => new RuleAgent(),
  openai: (o) => {
    if (!o.config) throw new UserError('the openai agent needs --agent-config <file.yaml> (base_url, model, api_key_env, convention…)');
    return new OpenAIAgent(readModelConfig(o.config));
  },
};

export function makeAgent(name: string, o: AgentOptions): Agent {
  const make = AGENTS[name];
  if (!make) throw new UserError(`unknown agent "${name}"; available: ${Object.keys(AGENTS).join(', ')}`);
  return make(o);
}
