/**
 * One episode: reset the page, then turns of observe → agent → act until the task's success signal,
 * the step budget, the wall clocks, an infeasibility report, or an error ends it. Every primitive
 * action becomes a step line; the episode line, written last, is what makes the attempt count.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { taskVersion } from '../content/taskVersion';
import { taskFolder, type SuiteTask } from '../content/suiteTask';
import { AgentError, type Agent, type AgentTurn } from '../agents/agent';
import type { Episode, EpisodeStatus, ObservationRecord, Usage } from '../runs/records';
import { observationDigest, type RunWriter } from '../runs/runDir';
import { parseAction } from './actionGrammar';
import { MODES } from './modes';
import { HarnessError, type Observation, type TaskEnv } from './taskEnv';

export interface EpisodeOptions {
  maxSteps: number;
  taskTimeoutMs: number;
  stepTimeoutMs: number;
  /** Save per-step screenshots into the run directory. */
  screenshots: boolean;
  /** Attempt this episode replaces (re-running a harness error). */
  retryOf?: string | null;
  /** The digest of the built files behind the paths the page fetched; absent when the site is not ours to read. */
  pageDigest?: (sitePaths: string[]) => string;
}

class StepTimeout extends Error {}

function within<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([p, new Promise<T>((_, reject) => { timer = setTimeout(() => reject(new StepTimeout()), ms); })]).finally(() => clearTimeout(timer));
}

function addUsage(a: Usage | null, b: Usage | undefined): Usage | null {
  if (!b) return a;
  if (!a) return { ...b };
  return {
    prompt_tokens: a.prompt_tokens + b.prompt_tokens, completion_tokens: a.completion_tokens + b.completion_tokens,
    cost_usd: a.cost_usd === null || b.cost_usd === null ? null : a.cost_usd + b.cost_usd, calls: a.calls + b.calls,
  };
}

export async function runEpisode(env: TaskEnv, agent: Agent, task: SuiteTask, opts: EpisodeOptions, writer: RunWriter): Promise<Episode> {
  const attempt = randomUUID().slice(0, 12);
  const startedAt = new Date();
  const t0 = performance.now();
  const deadline = t0 + opts.taskTimeoutMs;
  const mode = MODES[env.mode];
  let status: EpisodeStatus = 'max_steps';
  let error: string | null = null;
  let actions = 0;
  let usage: Usage | null = null;
  let finalState: Episode['final_state'] = null;
  /** What the agent was shown, one record per turn. */
  const shown: ObservationRecord[] = [];

  const shoot = async (obs: Observation, turn: number): Promise<[string | null, string | null]> => {
    if (!opts.screenshots) return [null, null];
    const dir = path.join(writer.dir, 'screenshots', task.id);
    mkdirSync(dir, { recursive: true });
    const plain = path.join('screenshots', task.id, `${attempt}-${turn}.png`);
    writeFileSync(path.join(writer.dir, plain), await obs.plainScreenshot());
    if (!mode.flags.marks) return [plain, null];
    const marked = path.join('screenshots', task.id, `${attempt}-${turn}-marked.png`);
    writeFileSync(path.join(writer.dir, marked), await obs.screenshot());
    return [plain, marked];
  };

  try {
    let tObs = performance.now();
    // Opening the page has its own clock (the load timeout); the step clock is the backstop.
    let obs = await within(env.reset(task.id, taskFolder(task)), env.loadTimeoutMs + opts.stepTimeoutMs);
    let observeMs = performance.now() - tObs;
    await agent.reset(task, { mode: env.mode, convention: env.convention, probe: env, maxActionsPerTurn: mode.flags.max_actions_per_turn, maxSteps: opts.maxSteps });
    turns: while (env.turn < opts.maxSteps) {
      if (performance.now() > deadline) { status = 'timeout'; break; }
      const tAgent = performance.now();
      let turn: AgentTurn;
      try {
        turn = await within(agent.act(obs), Math.min(opts.stepTimeoutMs, Math.max(1, deadline - performance.now())));
      } catch (e) {
        if (e instanceof StepTimeout) { status = 'timeout'; error = 'the agent did not answer within the step clock'; break; }
        status = 'agent_error';
        error = e instanceof AgentError ? e.message : `agent crashed: ${(e as Error).stack ?? String(e)}`;
        break;
      }
      const agentMs = performance.now() - tAgent;
      usage = addUsage(usage, turn.usage);
      env.beginTurn();
      shown.push({ task_id: task.id, attempt, step: env.turn, url: obs.url, text: obs.text });
      const [shot, marked] = await shoot(obs, env.turn);
      const batch = turn.actions.slice(0, mode.flags.max_actions_per_turn);
      // A reply without an action still costs its turn; the agent sees why in its next observation.
      const note = batch.length === 0 ? `no action found in the reply${turn.output ? '' : ' (it was empty)'}` : null;
      if (batch.length === 0) batch.push('noop()');
      for (const [k, action] of batch.entries()) {
        let chat: string | null = null;
        try {
          const p = parseAction(action);
          if (p.name === 'report_infeasible' || p.name === 'send_msg_to_user') chat = p.name;
        } catch { /* the env reports parse errors */ }
        const result = await within(env.step(action, note), opts.stepTimeoutMs).catch((e) => {
          if (e instanceof StepTimeout) throw new HarnessError(`action "${action}" did not finish within the step clock`);
          throw e;
        });
        actions++;
        finalState = result.state;
        writer.appendStep({
          task_id: task.id, attempt, step: env.turn, action_index: k, action: result.action,
          output: k === 0 ? turn.output : null, error: result.error, done: result.done, url: result.url,
          obs_digest: observationDigest(obs.url, obs.text), observe_ms: k === 0 ? round(observeMs) : 0, agent_ms: k === 0 ? round(agentMs) : 0,
          act_ms: round(result.actMs), state: result.state, screenshot: k === 0 ? shot : null, screenshot_marked: k === 0 ? marked : null,
          usage: k === 0 ? turn.usage ?? null : null,
        });
        if (result.done) { status = 'success'; break turns; }
        if (chat === 'report_infeasible') { status = 'infeasible'; break turns; }
        // browser_use: a batch stops as soon as the page changes under it (its indices went stale).
        if (k < batch.length - 1) {
          const now = await env.observe();
          if (now.text !== obs.text) {
            env.noteError(`${result.error ? `${result.error}; ` : ''}the page changed after action ${k + 1}, so ${batch.length - k - 1} later action(s) were skipped: ${batch.slice(k + 1).join('; ')}`);
            break;
          }
        }
      }
      if (performance.now() > deadline) { status = 'timeout'; break; }
      tObs = performance.now();
      obs = await within(env.observe(), opts.stepTimeoutMs);
      observeMs = performance.now() - tObs;
    }
  } catch (e) {
    status = 'harness_error';
    error = e instanceof HarnessError ? e.message : e instanceof StepTimeout ? 'the page did not respond within the step clock' : (e as Error).stack ?? String(e);
  }
  const fetched = env.fetchedPaths;
  const episode: Episode = {
    task_id: task.id, attempt, retry_of: opts.retryOf ?? null, task_version: taskVersion(task),
    page_digest: opts.pageDigest && fetched.length ? opts.pageDigest(fetched) : null, status, steps: env.turn, actions,
    duration_ms: round(performance.now() - t0), started_at: startedAt.toISOString(), error, final_state: finalState, usage,
    observations: writer.appendObservations(shown),
  };
  writer.appendEpisode(episode);
  return episode;
}

const round = (ms: number) => Math.round(ms * 10) / 10;
