/**
 * The oracle: replays a task's reference solution through the same action grammar as any agent,
 * resolving each semantic target to an element id in the current observation.
 */
import type { ReferenceStep, TaskSpec, Target } from '../../src/core/taskSpec';
import type { Observation } from '../harness/taskEnv';
import type { Agent, AgentTurn, OracleProbe } from './agent';
import { describeTarget, findTargets } from './targets';

export class OracleAgent implements Agent {
  readonly name = 'oracle';
  readonly model = null;
  private queue: ReferenceStep[] = [];
  private probe!: OracleProbe;

  reset(task: TaskSpec, probe: OracleProbe): void {
    this.queue = task.reference_solution.slice();
    this.probe = probe;
  }

  async act(obs: Observation): Promise<AgentTurn> {
    const step = this.queue.shift();
    if (!step) return { action: 'noop()', output: 'reference solution exhausted' };
    const id = (t: Target) => this.resolve(obs, t);
    const q = JSON.stringify;
    switch (step.do) {
      case 'click': return { action: `click(${q(await id(step.target))})` };
      case 'hover': return { action: `hover(${q(await id(step.target))})` };
      case 'fill': return { action: `fill(${q(await id(step.target))}, ${q(step.text)})` };
      case 'press': return { action: `press(${q(await id(step.target))}, ${q(step.key)})` };
      case 'select_option': return { action: `select_option(${q(await id(step.target))}, ${q(step.option)})` };
      case 'drag_and_drop': return { action: `drag_and_drop(${q(await id(step.from))}, ${q(await id(step.to))})` };
      case 'keyboard_press': return { action: `keyboard_press(${q(step.key)})` };
      case 'keyboard_type': return { action: `keyboard_type(${q(step.text)})` };
      case 'scroll': return { action: `scroll(${step.dx}, ${step.dy})` };
    }
  }

  /** First match a click would actually reach; the first match at all when none is reachable. */
  private async resolve(obs: Observation, t: Target): Promise<string> {
    const ids = findTargets(obs.axtree, t);
    if (ids.length === 0) throw new Error(`oracle: no element matches ${describeTarget(t)} at step ${obs.step + 1}`);
    for (const id of ids) if (await this.probe.hittable(id)) return String(id);
    return String(ids[0]);
  }
}
