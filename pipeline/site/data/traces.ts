/**
 * Build-time data of the trace viewer: every episode with its turns and their actions (tables
 * episodes and steps). Screenshots and observations stay in the run's directory; the page embeds
 * them when that directory is on this machine and says plainly when a run recorded none. For runs
 * recorded without screenshots, those a replay made afterwards (data/trace-shots) take their place.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultRunRoots, paths } from '../../content/paths';
import { elementIdsOf } from '../../harness/actionGrammar';
import { observationLine } from '../../harness/modes';
import type { Episode } from '../../runs/records';
import { readManifest, readObservations, readRun } from '../../runs/runDir';
import { END_SHOT, readEpisodeShots } from '../../runs/traceShots';
import { queryWarehouse, warehouseExists } from '../warehouseData';

export interface TraceAction {
  action_index: number;
  action: string;
  error: string | null;
  done: boolean;
  observe_ms: number;
  agent_ms: number;
  act_ms: number;
  /** Committed state after the action, pretty-printed; null when the page reported none. */
  state: string | null;
  /** Element ids the action names, each with its line in the turn's observation (null when it shows none). */
  targets: { id: string; line: string | null }[];
}

/** One agent turn: one observation answered by one action (several in browser_use). */
export interface TraceStep {
  step: number;
  obs_digest: string;
  /** What the model said besides its actions, when the run recorded it. */
  output: string | null;
  /** Screenshot of the observation the turn answered, as a data URL, when the run recorded one or a replay made it. */
  screenshot: string | null;
  /** The text the agent was shown at this turn (empty in pixel mode), when the run kept it. */
  observation: string | null;
  actions: TraceAction[];
}

export interface TraceEpisode {
  run_id: string;
  task_id: string;
  /** The run's suite: task report pages exist for the full suite only. */
  suite: string;
  agent: string;
  model: string | null;
  mode: string;
  instruction: string | null;
  canonical_type: string | null;
  status: string;
  success: boolean;
  steps: number;
  duration_ms: number;
  error: string | null;
  category: string | null;
  failing_steps: number[];
  /** Whether the run's directory says it recorded screenshots; null when the directory is gone. */
  run_screenshots: boolean | null;
  /** Whether the screenshots were made afterwards by replaying the episode (runs/traceShots.ts). */
  replayed_screenshots: boolean;
  /** The page the episode ended on, as a data URL, when a replay captured it. */
  end_screenshot: string | null;
  /**
   * Whether the episode's observations are at hand: false when its run kept none (recorded before
   * runs did) or they cannot be read, null when the run's directory is not on this machine.
   */
  observations: boolean | null;
  trace: TraceStep[];
}

export const TRACE_EPISODES_SQL = `
  SELECT e.run_id, e.task_id, r.suite, r.agent, r.model, r.mode, t.instruction, t.canonical_type, e.status, e.success,
         e.steps::INTEGER AS steps, e.duration_ms, e.error, f.category, coalesce(f.failing_steps, [])::INTEGER[] AS failing_steps
  FROM episodes e JOIN runs r USING (run_id)
  LEFT JOIN tasks t ON t.id = e.task_id AND t.suite = r.suite
  LEFT JOIN failures f ON f.run_id = e.run_id AND f.task_id = e.task_id
  ORDER BY e.run_id, e.task_id`;
export const TRACE_STEPS_SQL = `
  SELECT run_id, task_id, step::INTEGER AS step, action_index::INTEGER AS action_index, action, output, error, done, obs_digest,
         observe_ms, agent_ms, act_ms, state_json, screenshot
  FROM steps ORDER BY run_id, task_id, step, action_index`;

/** Run directories by run id, from the places the pipeline reads runs from. */
function runDirectories(): Map<string, string> {
  const out = new Map<string, string>();
  for (const { dir: root } of defaultRunRoots()) {
    if (!existsSync(root)) continue;
    for (const name of readdirSync(root)) {
      const manifest = path.join(root, name, 'manifest.json');
      if (!existsSync(manifest)) continue;
      try {
        const id = (JSON.parse(readFileSync(manifest, 'utf8')) as { run_id?: unknown }).run_id;
        if (typeof id === 'string' && !out.has(id)) out.set(id, path.join(root, name));
      } catch {
        // A damaged manifest only costs that run its screenshots and model output here.
      }
    }
  }
  return out;
}

/** An image file as a data URL, when it exists (run screenshots are PNG, replayed ones WebP). */
function imageUrl(file: string | null): string | null {
  if (!file || !existsSync(file)) return null;
  return `data:image/${path.extname(file) === '.webp' ? 'webp' : 'png'};base64,${readFileSync(file).toString('base64')}`;
}

function pretty(json: string | null): string | null {
  if (json === null) return null;
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return json;
  }
}

export async function traceEpisodes(dir = paths.warehouse(), shotsDir = paths.traceShots()): Promise<TraceEpisode[]> {
  if (!warehouseExists(dir)) return [];
  const [episodes, steps] = await Promise.all([queryWarehouse(TRACE_EPISODES_SQL, dir), queryWarehouse(TRACE_STEPS_SQL, dir)]);
  const stepsOf = new Map<string, Record<string, unknown>[]>();
  for (const s of steps) {
    const key = `${s.run_id}\0${s.task_id}`;
    const list = stepsOf.get(key) ?? [];
    list.push(s);
    stepsOf.set(key, list);
  }
  const dirs = runDirectories();
  /** What a run's directory says: whether it recorded screenshots, and its final episodes. */
  const runs = new Map<string, { screenshots: boolean | null; finals: Map<string, Episode> | null }>();
  const runOf = (runId: string) => {
    if (!runs.has(runId)) {
      const runDir = dirs.get(runId);
      let screenshots: boolean | null = null;
      let finals: Map<string, Episode> | null = null;
      if (runDir) {
        try {
          const run = readRun(runDir);
          screenshots = run.manifest.screenshots;
          finals = new Map(run.episodes.map((e) => [e.task_id, e]));
        } catch {
          // A damaged run only costs its pages the observations; a readable manifest still tells about screenshots.
          try { screenshots = readManifest(runDir).screenshots; } catch { /* nor the screenshots */ }
        }
      }
      runs.set(runId, { screenshots, finals });
    }
    return runs.get(runId)!;
  };
  /** What the episode's agent was shown, turn by turn; null when it is not at hand. */
  const shownIn = (runId: string, taskId: string): Map<number, string> | null => {
    const runDir = dirs.get(runId);
    if (!runDir) return null;
    const episode = runOf(runId).finals?.get(taskId);
    if (!episode?.observations) return null;
    try {
      return new Map(readObservations(runDir, episode).map((o) => [o.step, o.text]));
    } catch {
      return null;
    }
  };
  /** Screenshots a replay made of the episode, when its run recorded none. */
  const replayedShots = (runId: string, taskId: string) => {
    const attempt = runOf(runId).screenshots === false ? runOf(runId).finals?.get(taskId)?.attempt : undefined;
    return attempt ? readEpisodeShots(shotsDir, runId, taskId, attempt) : null;
  };
  return episodes.map((e) => {
    const runId = String(e.run_id);
    const taskId = String(e.task_id);
    const shown = shownIn(runId, taskId);
    const replayed = replayedShots(runId, taskId);
    const runDir = dirs.get(runId);
    const turns: TraceStep[] = [];
    for (const s of stepsOf.get(`${runId}\0${taskId}`) ?? []) {
      const step = Number(s.step);
      let turn = turns[turns.length - 1];
      if (!turn || turn.step !== step) {
        turn = {
          step, obs_digest: String(s.obs_digest), output: (s.output as string | null) ?? null,
          screenshot: imageUrl(replayed?.get(step) ?? (runDir && s.screenshot ? path.join(runDir, String(s.screenshot)) : null)),
          observation: shown?.get(step) ?? null, actions: [],
        };
        turns.push(turn);
      }
      turn.actions.push({
        action_index: Number(s.action_index), action: String(s.action), error: (s.error as string | null) ?? null, done: Boolean(s.done),
        observe_ms: Number(s.observe_ms), agent_ms: Number(s.agent_ms), act_ms: Number(s.act_ms), state: pretty((s.state_json as string | null) ?? null),
        targets: elementIdsOf(String(s.action)).map((id) => ({ id, line: observationLine(turn.observation, id) })),
      });
    }
    return {
      run_id: runId, task_id: taskId, suite: String(e.suite), agent: String(e.agent), model: (e.model as string | null) ?? null, mode: String(e.mode),
      instruction: (e.instruction as string | null) ?? null, canonical_type: (e.canonical_type as string | null) ?? null,
      status: String(e.status), success: Boolean(e.success), steps: Number(e.steps), duration_ms: Number(e.duration_ms),
      error: (e.error as string | null) ?? null, category: (e.category as string | null) ?? null,
      failing_steps: (e.failing_steps as number[]).map(Number),
      run_screenshots: runOf(runId).screenshots,
      replayed_screenshots: replayed !== null,
      end_screenshot: imageUrl(replayed?.get(END_SHOT) ?? null),
      observations: dirs.has(runId) ? shown !== null : null,
      trace: turns,
    };
  });
}
