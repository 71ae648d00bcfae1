/**
 * A seeded behaviour simulator that writes run directories in the real format, for load tests of
 * the pipeline only. Its runs are marked synthetic (harness version `synthetic`, run ids and agent
 * names prefixed `synthetic-`) and the warehouse refuses them unless asked for a load test, so
 * they can never reach a published table.
 *
 * The model is deliberately simple: a simulated agent's chance of passing a task falls with the
 * task's intended difficulty and rises with the agent's skill in the mode; successes take the
 * reference steps plus a geometric overhead and end in a state the predicate accepts (the one the
 * oracle reached), failures wander until the step budget in a state the task lists as negative.
 */
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import type { CommittedState } from '../../src/core/state';
import type { TaskSpec } from '../../src/core/taskSpec';
import { Rng } from '../../src/generator/rng';
import { taskSetRecord } from '../content/select';
import { taskVersion } from '../content/taskVersion';
import { MODES, RUN_FORMAT_VERSION, type Episode, type Manifest, type ModeName, type Step } from '../runs/records';
import { sealLine, writeManifest, RUN_FILES } from '../runs/runDir';

export const SYNTHETIC_MARK = 'synthetic';

export interface SimulationOptions {
  tasks: TaskSpec[];
  /** A committed state the predicate accepts, per task id (e.g. the oracle run's final states). */
  successStates: Map<string, CommittedState>;
  episodes: number;
  seed: number;
  outDir: string;
  maxSteps?: number;
}

const DRAG_TYPES = /slider|splitter|drag|kanban|resizable|color_picker_2d|meter/;

class LineSink {
  private readonly out: WriteStream;
  constructor(file: string) { this.out = createWriteStream(file); }
  async write(record: object): Promise<void> {
    if (!this.out.write(sealLine(record))) await once(this.out, 'drain');
  }
  async close(): Promise<void> {
    this.out.end();
    await once(this.out, 'finish');
  }
}

function actionFor(rng: Rng, task: TaskSpec, mode: ModeName): string {
  const x = rng.int(0, 1279);
  const y = rng.int(0, 719);
  if (DRAG_TYPES.test(task.canonical_type) && rng.next() < 0.5) {
    return mode === 'pixel' ? `mouse_drag_and_drop(${x}, ${y}, ${rng.int(0, 1279)}, ${y})` : `drag_and_drop('${rng.int(1, 300)}', '${rng.int(1, 300)}')`;
  }
  if (mode === 'pixel') return rng.next() < 0.2 ? `keyboard_type('${rng.pick(['a', 'ab', '42', 'yes'])}')` : `mouse_click(${x}, ${y})`;
  return rng.next() < 0.2 ? `fill('${rng.int(1, 300)}', '${rng.pick(['a', 'ab', '42', 'yes'])}')` : `click('${rng.int(1, 300)}')`;
}

/**
 * Writes ceil(episodes / tasks) runs (one simulated agent and mode each) and returns their
 * directories. Same options, same bytes.
 */
export async function simulateRuns(o: SimulationOptions): Promise<string[]> {
  const maxSteps = o.maxSteps ?? 20;
  const rng = new Rng(o.seed);
  const full = taskSetRecord('full', o.tasks, null);
  const runCount = Math.ceil(o.episodes / o.tasks.length);
  const dirs: string[] = [];
  let left = o.episodes;
  for (let r = 0; r < runCount; r++) {
    const mode = MODES[r % MODES.length];
    const agent = `${SYNTHETIC_MARK}-agent-${String(Math.floor(r / MODES.length)).padStart(3, '0')}`;
    const runId = `${agent}-${mode}`;
    const skill = rng.next() * 2 - (mode === 'pixel' ? 0.8 : 0);
    const tasks = o.tasks.slice(0, Math.min(left, o.tasks.length));
    left -= tasks.length;
    const dir = path.join(o.outDir, runId);
    mkdirSync(dir, { recursive: true });
    const manifest: Manifest = {
      format: 'componentbench-run', format_version: RUN_FORMAT_VERSION, run_id: runId,
      agent: { name: agent, model: null, config: { synthetic: true, skill } }, mode,
      mode_flags: {
        screenshot: true, axtree: mode === 'axtree', marks: mode === 'som', dom: mode === 'browser_use',
        acts_by: mode === 'pixel' ? 'coordinates' : mode === 'browser_use' ? 'index' : 'id',
        max_actions_per_turn: mode === 'browser_use' ? 4 : 1, coordinate_convention: mode === 'pixel' ? 'raw' : 'none',
      },
      harness_version: SYNTHETIC_MARK,
      task_set: tasks.length === o.tasks.length ? full : taskSetRecord('full', tasks, null),
      env_url: null, shard: null, git: { sha: null, dirty: null }, seed: o.seed,
      budget: { max_steps: maxSteps, task_timeout_s: 600, step_timeout_s: 300 }, viewport: { width: 1280, height: 720 },
      browser: { name: SYNTHETIC_MARK, version: SYNTHETIC_MARK }, screenshots: false,
      started_at: new Date(Date.UTC(2026, 0, 1) + r * 3_600_000).toISOString(), resumed_at: [], top_ups: [],
      finished_at: new Date(Date.UTC(2026, 0, 1) + r * 3_600_000 + 1_800_000).toISOString(),
    };
    writeManifest(dir, manifest);
    const episodesOut = new LineSink(path.join(dir, RUN_FILES.episodes));
    const stepsOut = new LineSink(path.join(dir, RUN_FILES.steps));
    for (const task of tasks) {
      const axes = Object.values(task.difficulty.axes);
      const difficulty = axes.reduce((a, b) => a + b, 0) / axes.length - 2;
      const pass = rng.next() < 1 / (1 + Math.exp(-(skill - difficulty)));
      const good = o.successStates.get(task.id) ?? null;
      const pass2 = pass && good !== null;
      let steps = task.reference_steps;
      if (pass2) while (steps < maxSteps && rng.next() < 0.45) steps++;
      else steps = rng.next() < 0.8 ? maxSteps : rng.int(1, maxSteps);
      const bad = rng.pick(task.negative_states).state;
      const attempt = `${task.id}#1`;
      let ms = 0;
      let actions = 0;
      for (let s = 1; s <= steps; s++) {
        const turnActions = mode === 'browser_use' ? rng.int(1, 3) : 1;
        for (let a = 0; a < turnActions; a++) {
          actions++;
          const observe = 20 + rng.int(0, 60);
          const agentMs = 800 + rng.int(0, 6000);
          const act = 30 + rng.int(0, 300);
          ms += observe + agentMs + act;
          const last = s === steps && a === turnActions - 1;
          const step: Step = {
            task_id: task.id, attempt, step: s, action_index: a, action: actionFor(rng, task, mode),
            output: a === 0 ? 'synthetic' : null, error: rng.next() < 0.05 ? 'element is not visible' : null,
            done: last && pass2, url: `http://127.0.0.1/task/${task.id}`, obs_digest: rng.int(0, 2 ** 31).toString(16),
            observe_ms: observe, agent_ms: agentMs, act_ms: act,
            state: last ? (pass2 ? good : bad) : rng.next() < 0.5 ? bad : null,
            screenshot: null, screenshot_marked: null, usage: null,
          };
          await stepsOut.write(step);
        }
      }
      const episode: Episode = {
        task_id: task.id, attempt, retry_of: null, task_version: taskVersion(task), status: pass2 ? 'success' : steps === maxSteps ? 'max_steps' : 'infeasible',
        steps, actions, duration_ms: ms, started_at: manifest.started_at, error: null,
        final_state: pass2 ? good : bad, usage: null, observations: null,
      };
      await episodesOut.write(episode);
    }
    await episodesOut.close();
    await stepsOut.close();
    dirs.push(dir);
  }
  return dirs;
}
