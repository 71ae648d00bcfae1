import { UserError } from '../errors';
import type { Agent } from './agent';
import { OracleAgent } from './oracle';

export const AGENTS: Record<string, (opts: { seed: number }) => Agent> = {
  oracle: () => new OracleAgent(),
};

export function makeAgent(name: string, opts: { seed: number }): Agent {
  const make = AGENTS[name];
  if (!make) throw new UserError(`unknown agent "${name}"; available: ${Object.keys(AGENTS).join(', ')}`);
  return make(opts);
}
