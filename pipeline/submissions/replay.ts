/**
 * Replay verification. Re-scoring a run's final states proves only that the claimed states satisfy
 * their tasks; replay proves the recorded actions produce them. Every episode's actions are
 * executed again, unchanged and in their turns, on the same task page with the run's mode,
 * coordinate convention and viewport, through the harness's own action executor; after every
 * action the page's committed state is compared with the recorded one, and at the end the outcome
 * with the claimed one. No model is called.
 *
 * Pages here keep nothing that depends on time between actions (no animation clock in any state),
 * so states must match exactly: there is no tolerance to document yet.
 */
import type { Browser } from 'playwright-core';
import { jsonEqual, type Json } from '../../src/core/json';
import type { CommittedState } from '../../src/core/state';
import { isOfficialSuite } from '../official/importedSuite';
import { taskFolder, loadSuiteTasks, type SuiteTask } from '../content/suiteTask';
import { taskVersion } from '../content/taskVersion';
import { UserError } from '../errors';
import { DEFAULT_TASK_URL } from '../harness/runSuite';
import { TaskEnv } from '../harness/taskEnv';
import { observationLine, type Observation } from '../harness/modes';
import { forEachConcurrent } from '../harness/workerPool';
import { elementIdsOf } from '../harness/actionGrammar';
import type { Convention } from '../harness/coordinates';
import type { Episode, Manifest, ModeName, Step } from '../runs/records';
import { readObservations, readRun } from '../runs/runDir';

export type ReplayVerdict = { task_id: string; attempt: string; claimed: Episode['status'] } & (
  | { kind: 'replayed'; actions: number }
  | {
      kind: 'diverged';
      /** Where: the turn, the action's place in it, and the action. */
      at: { step: number; action_index: number; action: string };
      why: string;
      recorded: CommittedState | null;
      replayed: CommittedState | null;
    }
  | {
      kind: 'not_replayable';
      why: string;
      /** The turn whose targets the replayed page showed differently, when the replay got that far. */
      turn?: number;
    }
);

export interface ReplayReport {
  run: string;
  mode: Manifest['mode'];
  episodes: ReplayVerdict[];
  replayed: number;
  diverged: number;
  notReplayable: number;
}

export interface ReplayOptions {
  browser: Browser;
  /** Base URL of the task site the run was recorded on (our built site, served). */
  siteUrl: string;
  workers?: number;
  /** Replay only the episodes of tasks this accepts. */
  only?(taskId: string): boolean;
  onEpisode?(v: ReplayVerdict): void;
  /**
   * Called with the page each turn answers (`step` is the turn's number) and, after the last turn,
   * with the page the episode ended on (`step` is 'end'), before onEpisode. `env` is the page's
   * environment, for looking at it further (where an element is).
   */
  onObservation?(e: Episode, step: number | 'end', obs: Observation, env: TaskEnv): Promise<void>;
}

const sameState = (a: CommittedState | null, b: CommittedState | null) => jsonEqual(a as unknown as Json, b as unknown as Json);

/** The recorded actions of an episode in their turns, or why they cannot be replayed. */
export function turnsOf(e: Episode, steps: readonly Step[]): Step[][] | string {
  if (steps.length !== e.actions) return `the archive holds ${steps.length} of the episode's ${e.actions} actions`;
  const turns = new Map<number, Step[]>();
  for (const s of steps) {
    const turn = turns.get(s.step);
    if (turn) turn.push(s);
    else turns.set(s.step, [s]);
  }
  const ordered = [...turns.entries()].sort((a, b) => a[0] - b[0]);
  for (const [i, [turn, actions]] of ordered.entries()) {
    if (turn !== i + 1) return `turn ${i + 1} has no recorded action`;
    actions.sort((a, b) => a.action_index - b.action_index);
    if (actions.some((s, k) => s.action_index !== k)) return `turn ${turn} misses an action`;
  }
  return ordered.map(([, actions]) => actions);
}

/** Why an episode cannot be replayed against this checkout's task, or null. */
function unreplayable(e: Episode, task: SuiteTask | undefined): string | null {
  if (!task) return `task ${e.task_id} is not in the suite any more`;
  if (taskVersion(task) !== e.task_version) return `task ${e.task_id} changed since the run (version ${e.task_version}, now ${taskVersion(task)})`;
  if (e.status === 'harness_error') return 'the harness failed during the episode, so its actions stop at an arbitrary point';
  return null;
}

/**
 * The first element a turn acts on that the replayed page shows differently from what the agent
 * was shown, or null: ids come from the page, so an element that changed (a site rebuilt since
 * the run) would take the action elsewhere. Other differences (a tooltip still fading in) do not
 * matter to the actions.
 */
export function movedTarget(turn: readonly Step[], shown: string, now: string): string | null {
  for (const id of turn.flatMap((s) => elementIdsOf(s.action))) {
    const was = observationLine(shown, id);
    const is = observationLine(now, id);
    if (was !== is) return `element [${id}] was ${JSON.stringify(was ?? 'absent')} when recorded, now ${JSON.stringify(is ?? 'absent')}`;
  }
  return null;
}

/** How long a replay waits, at most, for a turn's targets to show as recorded, and how often it looks. */
export const MOVING_PAGE_TOLERANCE_MS = 1000;
const MOVING_PAGE_RETRY_MS = 100;

/**
 * Replays one episode. `shown` is what the agent was shown at each turn, when the run kept it: a
 * turn whose target elements the replayed page shows differently is not replayable (movedTarget).
 */
async function replayEpisode(
  env: TaskEnv, task: SuiteTask, e: Episode, turns: Step[][], shown: ReadonlyMap<number, string>, statesAfterEach: boolean,
  onObservation: ReplayOptions['onObservation'],
): Promise<ReplayVerdict> {
  const head = { task_id: e.task_id, attempt: e.attempt, claimed: e.status };
  let obs = await env.reset(task.id, taskFolder(task));
  let done = false;
  let actions = 0;
  for (const turn of turns) {
    const seen = shown.get(turn[0].step);
    let moved = seen === undefined ? null : movedTarget(turn, seen, obs.text);
    // A page still moving after its settle (a virtual list re-rendering its window after a wheel)
    // gets a little more time to show the turn's targets as recorded; a changed site never does.
    for (const t0 = performance.now(); moved && performance.now() - t0 < MOVING_PAGE_TOLERANCE_MS;) {
      await new Promise((r) => setTimeout(r, MOVING_PAGE_RETRY_MS));
      await env.settle();
      obs = await env.observe();
      moved = movedTarget(turn, seen!, obs.text);
    }
    if (moved) return { ...head, kind: 'not_replayable', turn: turn[0].step, why: `turn ${turn[0].step} acts on an element the page shows differently (${moved}): the site changed since the run` };
    await onObservation?.(e, turn[0].step, obs, env);
    env.beginTurn();
    for (const [k, s] of turn.entries()) {
      const at = { step: s.step, action_index: s.action_index, action: s.action };
      if (done) return { ...head, kind: 'diverged', at, why: 'the task was already done before this action', recorded: s.state, replayed: null };
      const r = await env.step(s.action);
      actions++;
      const diverged = (why: string) => ({ ...head, kind: 'diverged' as const, at, why, recorded: s.state, replayed: r.state });
      if ((statesAfterEach || s.state !== null) && !sameState(r.state, s.state)) return diverged('the committed state differs');
      if (r.done !== s.done) return diverged(s.done ? 'the record says the task was done here, the replay is not' : 'the replay finished the task here, the record did not');
      if ((r.error === null) !== (s.error === null)) return diverged(r.error === null ? `the record has an error the replay does not: ${s.error}` : `the replay failed: ${r.error}`);
      done = r.done;
      // The runner looks at the page between a turn's actions (browser_use batches): so does the replay.
      if (k < turn.length - 1) await env.observe();
    }
    // The next turn acts on this observation; after the last turn nothing reads it.
    if (!done && turn !== turns[turns.length - 1]) obs = await env.observe();
  }
  if (onObservation) await onObservation(e, 'end', await env.observe(), env);
  const last = turns.at(-1)?.at(-1);
  if ((e.status === 'success') !== done) {
    return {
      ...head, kind: 'diverged', at: last ? { step: last.step, action_index: last.action_index, action: last.action } : { step: 0, action_index: 0, action: '' },
      why: e.status === 'success' ? 'the episode claims success, the replay did not reach it' : `the replay succeeded where the episode claims ${e.status}`,
      recorded: e.final_state, replayed: null,
    };
  }
  return { ...head, kind: 'replayed', actions };
}

/**
 * Why no episode of a run with this manifest can be replayed, or null when they can be: runs on an
 * imported official suite, whose pages keep no committed state to compare.
 */
export function unreplayableRun(m: Manifest): string | null {
  if (isOfficialSuite(m.task_set.name)) return `it ran on ${m.task_set.name}, whose tasks keep no committed state for a replay to compare: only runs on our own suites can be replayed`;
  return null;
}

/**
 * The space a run is replayed in: its own mode, or for a person's recording (mode human) the
 * pixel space in CSS pixels, whose pointer, keyboard and wheel actions are what the recording holds.
 * A recording holds the committed state after its last action only: the others have none to compare.
 */
function replaySpace(m: Manifest): { mode: ModeName; convention: Convention | undefined; statesAfterEach: boolean } {
  if (m.mode === 'human') return { mode: 'pixel', convention: 'raw', statesAfterEach: false };
  return { mode: m.mode, convention: (m.mode_flags.coordinate_convention === 'none' ? undefined : m.mode_flags.coordinate_convention) as Convention | undefined, statesAfterEach: true };
}

/** Replays every final episode of the run (or submission) directory `dir`. */
export async function replayRun(dir: string, o: ReplayOptions): Promise<ReplayReport> {
  const run = readRun(dir);
  const m = run.manifest;
  const refused = unreplayableRun(m);
  if (refused) throw new UserError(`${dir}: ${refused}`);
  const { statesAfterEach, ...space } = replaySpace(m);
  const tasks = new Map(loadSuiteTasks(m.task_set.name).map((t) => [t.id, t]));
  const stepsOf = new Map<string, Step[]>();
  for (const s of run.steps) {
    const of = stepsOf.get(s.attempt);
    if (of) of.push(s);
    else stepsOf.set(s.attempt, [s]);
  }
  const episodes = run.episodes.filter((e) => !o.only || o.only(e.task_id));
  const verdicts: ReplayVerdict[] = [];
  const todo: { e: Episode; task: SuiteTask; turns: Step[][] }[] = [];
  for (const e of episodes) {
    const task = tasks.get(e.task_id);
    const turns = turnsOf(e, stepsOf.get(e.attempt) ?? []);
    const why = unreplayable(e, task) ?? (typeof turns === 'string' ? turns : null);
    if (why) verdicts.push({ task_id: e.task_id, attempt: e.attempt, claimed: e.status, kind: 'not_replayable', why });
    else todo.push({ e, task: task!, turns: turns as Step[][] });
  }
  verdicts.forEach((v) => o.onEpisode?.(v));
  const base = o.siteUrl.replace(/\/$/, '');
  await forEachConcurrent(
    todo,
    o.workers ?? 1,
    async () => {
      const context = await o.browser.newContext({ viewport: { ...m.viewport } });
      const env = await TaskEnv.open(context, {
        taskUrl: (id) => `${base}${DEFAULT_TASK_URL.replace('{id}', encodeURIComponent(id))}`,
        ...space,
      });
      return { context, env };
    },
    async ({ env }, { e, task, turns }) => {
      const shown = new Map(readObservations(dir, e).map((x) => [x.step, x.text]));
      const v = await replayEpisode(env, task, e, turns, shown, statesAfterEach, o.onObservation);
      verdicts.push(v);
      o.onEpisode?.(v);
    },
    async ({ context }) => context.close(),
  );
  verdicts.sort((a, b) => a.task_id.localeCompare(b.task_id));
  const count = (k: ReplayVerdict['kind']) => verdicts.filter((v) => v.kind === k).length;
  return { run: m.run_id, mode: m.mode, episodes: verdicts, replayed: count('replayed'), diverged: count('diverged'), notReplayable: count('not_replayable') };
}

/** A plain-text summary: counts, then every episode that did not replay and why. */
export function formatReplay(r: ReplayReport): string {
  const lines = [`${r.run} (${r.mode}): ${r.replayed}/${r.episodes.length} episodes replayed, ${r.diverged} diverged, ${r.notReplayable} not replayable`];
  for (const v of r.episodes) {
    if (v.kind === 'diverged') lines.push(`  diverged  ${v.task_id} at step ${v.at.step}${v.at.action_index ? `.${v.at.action_index}` : ''} ${v.at.action}: ${v.why}`);
    if (v.kind === 'not_replayable') lines.push(`  not replayable  ${v.task_id}: ${v.why}`);
  }
  return lines.join('\n');
}
