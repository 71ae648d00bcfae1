/** Running one agent over tasks in one environment, recording every step and episode. */
import type { TaskSpec } from '../../src/core/taskSpec';
import type { Agent } from '../agents/agent';
import type { Episode, EpisodeStatus } from '../runs/records';
import type { RunWriter } from '../runs/runDir';
import { HarnessError, digest, type TaskEnv } from './taskEnv';

export interface EpisodeOptions {
  maxSteps: number;
  taskTimeoutMs: number;
}

export async function runEpisode(env: TaskEnv, agent: Agent, task: TaskSpec, opts: EpisodeOptions, writer: RunWriter): Promise<Episode> {
  const startedAt = new Date();
  const t0 = performance.now();
  const deadline = t0 + opts.taskTimeoutMs;
  let status: EpisodeStatus = 'max_steps';
  let error: string | null = null;
  let steps = 0;
  let finalState: Episode['final_state'] = null;
  try {
    let tObs = performance.now();
    let obs = await env.reset(task.id);
    let observeMs = performance.now() - tObs;
    await agent.reset(task, env);
    while (steps < opts.maxSteps) {
      if (performance.now() > deadline) { status = 'timeout'; break; }
      const tAgent = performance.now();
      let turn;
      try {
        turn = await agent.act(obs);
      } catch (e) {
        status = 'error';
        error = `agent: ${(e as Error).message}`;
        break;
      }
      const agentMs = performance.now() - tAgent;
      const result = await env.step(turn.action);
      steps++;
      finalState = result.state;
      writer.appendStep({
        task_id: task.id, step: steps, action: result.action, error: result.error, done: result.done,
        obs_digest: digest(obs.axtree.text), observe_ms: round(observeMs), agent_ms: round(agentMs), act_ms: round(result.actMs),
        state: result.state,
      });
      if (result.done) { status = 'success'; break; }
      tObs = performance.now();
      obs = await env.observe();
      observeMs = performance.now() - tObs;
    }
  } catch (e) {
    status = 'error';
    error = e instanceof HarnessError ? `harness: ${e.message}` : `harness: ${(e as Error).stack ?? String(e)}`;
  }
  const episode: Episode = {
    task_id: task.id, status, steps, duration_ms: round(performance.now() - t0), started_at: startedAt.toISOString(),
    error, final_state: finalState,
  };
  writer.appendEpisode(episode);
  return episode;
}

const round = (ms: number) => Math.round(ms * 10) / 10;
