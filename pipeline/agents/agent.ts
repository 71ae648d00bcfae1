/** The agent contract: given an observation, return the actions of one turn in the harness grammar. */
import type { SuiteTask } from '../content/suiteTask';
import type { Convention } from '../harness/coordinates';
import type { Observation, OracleProbe } from '../harness/taskEnv';
import type { ModeName, Usage } from '../runs/records';

export interface EpisodeContext {
  mode: ModeName;
  convention: Convention;
  /** Page access beyond the observation: only the oracle (a reference executor) may use it. */
  probe: OracleProbe;
  /** Most primitive actions one turn may carry in this mode. */
  maxActionsPerTurn: number;
  /** Turns the episode may take, when the harness sets a budget. */
  maxSteps?: number;
}

export interface AgentTurn {
  /** Action calls, in order (one per turn except in browser_use). */
  actions: string[];
  /** Free text the agent produced (model output), if any. */
  output: string | null;
  usage?: Usage;
}

/** The agent cannot continue (e.g. its model API failed for good): ends the episode as agent_error. */
export class AgentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AgentError';
  }
}

export interface Agent {
  readonly name: string;
  readonly model: string | null;
  /** Settings recorded in the run manifest (never secrets). */
  readonly config: Record<string, unknown>;
  /** The coordinate convention the agent answers in, when it fixes one (model agents). */
  readonly convention?: Convention;
  supports(mode: ModeName): boolean;
  /** Start an episode. Agents other than the oracle read only `task.instruction`. */
  reset(task: SuiteTask, ctx: EpisodeContext): Promise<void> | void;
  act(obs: Observation): Promise<AgentTurn>;
}
