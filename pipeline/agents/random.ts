/**
 * The random agent: seeded, uniform over the actions the mode allows (chat and infeasibility
 * reports aside), with uniformly drawn elements, coordinates, keys and words. The floor any agent
 * should beat.
 */
import { Rng } from '../../src/generator/rng';
import type { SuiteTask } from '../content/suiteTask';
import { ACTIONS, ACTION_NAMES, actionGroup, type ActionName } from '../harness/actionGrammar';
import { VIEWPORT } from '../harness/browser';
import { modelImageSize } from '../harness/coordinates';
import { MODES } from '../harness/modes';
import type { Observation } from '../harness/taskEnv';
import type { ModeName } from '../runs/records';
import type { Agent, AgentTurn, EpisodeContext } from './agent';

const KEYS = ['Enter', 'Tab', 'Escape', 'Space', 'ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Backspace'];
const WORDS = ['hello', 'Monthly', 'Canada', '42', 'test@example.com', 'Save', 'blue', '2026-01-15'];
const q = JSON.stringify;

export class RandomAgent implements Agent {
  readonly name = 'random';
  readonly model = null;
  readonly config: Record<string, unknown>;
  private rng: Rng;
  private ctx!: EpisodeContext;

  constructor(private readonly seed: number) {
    this.config = { seed };
    this.rng = new Rng(seed);
  }

  supports(): boolean {
    return true;
  }

  reset(task: SuiteTask, ctx: EpisodeContext): void {
    // One stream per task: the same seed gives the same actions on a task whatever ran before it.
    this.rng = new Rng(`${this.seed}:${task.id}`);
    this.ctx = ctx;
  }

  async act(obs: Observation): Promise<AgentTurn> {
    const mode: ModeName = this.ctx.mode;
    const ids = [...obs.elements.keys()];
    const usable = ACTION_NAMES.filter((a) => MODES[mode].allows(a) && !['chat', 'nav'].includes(actionGroup(a)) && (actionGroup(a) !== 'element' || ids.length > 0));
    const name = this.rng.pick(usable);
    return { actions: [this.call(name, ids)], output: null };
  }

  private call(name: ActionName, ids: string[]): string {
    const img = modelImageSize(this.ctx.convention, VIEWPORT);
    const args = ACTIONS[name].args.filter((a) => !('default' in a)).map((a) => {
      switch (a.kind) {
        case 'id': return q(this.rng.pick(ids));
        case 'number':
          if (a.name === 'delta_x') return '0';
          if (a.name === 'delta_y') return String(this.rng.pick([-400, -120, 120, 400]));
          if (a.name.endsWith('x')) return String(this.rng.int(0, this.ctx.convention === 'norm1000' ? 1000 : img.width - 1));
          return String(this.rng.int(0, this.ctx.convention === 'norm1000' ? 1000 : img.height - 1));
        case 'strings': return q([this.rng.pick(WORDS)]);
        case 'string': return q(a.name.startsWith('key') ? this.rng.pick(KEYS) : this.rng.pick(WORDS));
      }
    });
    return `${name}(${args.join(', ')})`;
  }
}
