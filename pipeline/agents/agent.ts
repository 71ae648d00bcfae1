/** The agent contract: given an observation, return one action string in the harness grammar. */
import type { TaskSpec } from '../../src/core/taskSpec';
import type { Observation } from '../harness/taskEnv';

/** Privileged page probes; only the oracle (a reference executor, not a contestant) uses them. */
export interface OracleProbe {
  hittable(id: number): Promise<boolean>;
}

export interface AgentTurn {
  action: string;
  /** Free text the agent produced besides its action (model output), if any. */
  output?: string;
}

export interface Agent {
  readonly name: string;
  readonly model: string | null;
  /** Start an episode. Agents other than the oracle read only `task.instruction`. */
  reset(task: TaskSpec, probe: OracleProbe): Promise<void> | void;
  act(obs: Observation): Promise<AgentTurn>;
}
