/**
 * A person's recorded attempts as a run directory in the run format (agent `human`, mode `human`),
 * so people are scored, ingested and shown the way agents are: one episode per task (the cold
 * attempt, comparable with an agent's single try; `pass: 2` for the warm one), its steps the
 * cleaned steps H counts (./clean.ts) written as the pointer and keyboard actions of the action
 * grammar (replayable in the pixel space, CSS pixels), and the final committed state the page
 * reported. The recorder's export rides along as human-events.jsonl, so `cb human clean` can be
 * given the archive itself.
 *
 * What a person's attempt lacks, the archive says rather than invents: no observation (the person
 * saw the page), no committed state after each step but the last, no step budget (the format's
 * ceiling of 1000 turns stands in), and the browser only by the user agent the recorder noted.
 */
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatAction, type ParsedAction } from '../harness/actionGrammar';
import { taskSetRecord } from '../content/select';
import { DEFAULT_TASK_URL } from '../harness/runSuite';
import { UserError } from '../errors';
import type { Episode, Manifest, Step } from '../runs/records';
import { RunWriter } from '../runs/runDir';
import { cleanAttempt, DEFAULT_IDLE_GAP_MS, endOf, normalizeChord, typedChar } from './clean';
import { HUMAN_EVENTS_FILE, type HumanAttempt, type HumanEvent } from './events';
import type { StepKind } from './reference';
import { readSuiteAttempts, type SuiteAttempt } from './suiteAttempts';

/** The format's largest step budget: a person is held to none. */
const NO_STEP_BUDGET = 1000;
const NO_TIMEOUT_S = 86_400;

export interface HumanRunOptions {
  suite: string;
  out: string;
  /** The run's id (default: the output directory's name). */
  runId?: string;
  /** Which attempt becomes the episode: 1, the cold one (default), or 2, the warm one. */
  pass?: 1 | 2;
  idleGap?: number;
  harnessVersion: string;
}

export interface HumanRunSummary {
  out: string;
  episodes: number;
  successes: number;
  /** Tasks whose chosen attempt was skipped (no episode). */
  skipped: string[];
  /** Attempts recorded on an older version of their task (left out). */
  stale: string[];
}

const round = (x: number) => Math.round(x);
const centre = (t: NonNullable<Extract<HumanEvent, { kind: 'hover' }>['target']>) => [round(t.box.x + t.box.w / 2), round(t.box.y + t.box.h / 2)];

/** The text a typing burst leaves: typed text, with Backspace taking back the last character. */
function typedText(events: readonly HumanEvent[]): string {
  let text = '';
  for (const e of events) {
    if (e.kind === 'type') text += e.text;
    else if (e.kind === 'key') {
      const chord = normalizeChord(e.key);
      if (chord === 'Backspace') text = text.slice(0, -1);
      // Enter inside a typing burst is a line break (cleaning keeps it there only then).
      else if (chord === 'Enter') text += '\n';
      else text += typedChar(chord) ?? '';
    }
  }
  return text;
}

/**
 * A cleaned step (its kind and events) as actions of the grammar, in the page's CSS pixels: one
 * action, or for a wheel burst the pointer placed where the wheel turned and then the scroll.
 */
export function humanActions(kind: StepKind | 'hover', events: readonly HumanEvent[]): ParsedAction[] {
  const e = events[0];
  if (kind === 'type') return [{ name: 'keyboard_type', args: [typedText(events)] }];
  if (kind === 'scroll' && e.kind === 'wheel') {
    const sum = (axis: 'dx' | 'dy') => round(events.reduce((s, w) => s + (w.kind === 'wheel' ? w[axis] : 0), 0));
    return [{ name: 'mouse_move', args: [round(e.x), round(e.y)] }, { name: 'scroll', args: [sum('dx'), sum('dy')] }];
  }
  switch (e.kind) {
    case 'click':
      return [{ name: e.count >= 2 ? 'mouse_dblclick' : 'mouse_click', args: [round(e.x), round(e.y), e.button] }];
    case 'drag':
      return [{ name: 'mouse_drag_and_drop', args: [round(e.x), round(e.y), round(e.to_x), round(e.to_y)] }];
    case 'key':
      return [{ name: 'keyboard_press', args: [normalizeChord(e.key)] }];
    case 'hover':
      return [e.target ? { name: 'mouse_move', args: centre(e.target) } : { name: 'noop', args: [0] }];
    default:
      throw new Error(`a ${e.kind} event is not a ${kind} step`);
  }
}

/** A turn holds one step: at most the pointer placement and the wheel of a scroll. */
const ACTIONS_PER_STEP = 2;

/** Milliseconds of pause between two moments of an attempt. */
const pausedBetween = (a: HumanAttempt, from: number, to: number) =>
  a.events.reduce((sum, e) => sum + (e.kind === 'pause' ? Math.max(0, Math.min(e.t_end, to) - Math.max(e.t, from)) : 0), 0);

/** One attempt as an episode and its steps. */
function episodeOf({ attempt: a, task, file }: SuiteAttempt, idleGap: number, taskUrl: string): { episode: Episode; steps: Step[] } {
  if (!a.started_at) throw new UserError(`${file}: ${a.task_id} pass ${a.pass} has no started_at (recorded before the recorder kept it): a run archive needs when each attempt began`);
  const c = cleanAttempt(a, idleGap);
  let stepEvents = c.step_events;
  let kinds: (StepKind | 'hover')[] = c.steps;
  // A success reached by hovering alone still needs a step to carry the success signal.
  if (a.outcome === 'success' && stepEvents.length === 0) {
    const hover = a.events.findLast((e) => e.kind === 'hover');
    stepEvents = [[hover ?? { kind: 'hover', t: 0, t_end: 0, target: null }]];
    kinds = ['hover'];
  }
  const lastReset = a.events.findLast((e) => e.kind === 'reset');
  let previousEnd = lastReset?.t ?? 0;
  const steps: Step[] = stepEvents.flatMap((events, i) => {
    const start = events[0].t;
    const end = endOf(events[events.length - 1]);
    const lastStep = i === stepEvents.length - 1;
    const think = Math.max(0, start - previousEnd - pausedBetween(a, previousEnd, start));
    previousEnd = Math.max(previousEnd, end);
    const actions = humanActions(kinds[i], events);
    return actions.map((action, k): Step => {
      const last = lastStep && k === actions.length - 1;
      return {
        task_id: task.id, attempt: attemptId(a), step: i + 1, action_index: k, action: formatAction(action), output: null, error: null,
        done: last && a.outcome === 'success', url: taskUrl, obs_digest: '', observe_ms: 0, agent_ms: k === 0 ? think : 0, act_ms: k === actions.length - 1 ? Math.max(0, end - start) : 0,
        state: last ? a.final_state : null, screenshot: null, screenshot_marked: null, usage: null,
      };
    });
  });
  const episode: Episode = {
    task_id: task.id, attempt: attemptId(a), retry_of: null, task_version: a.task_version,
    status: a.outcome === 'success' ? 'success' : 'infeasible',
    steps: stepEvents.length, actions: steps.length, duration_ms: c.duration_ms, started_at: a.started_at,
    error: a.outcome === 'success' ? null : 'the person gave up',
    // With no step taken the page is as it loaded: no committed state to report.
    final_state: stepEvents.length ? a.final_state : null,
    usage: null, observations: null,
  };
  return { episode, steps };
}

const attemptId = (a: HumanAttempt) => `human-${a.pass}-${a.task_id}`;

/**
 * Writes the run directory `o.out` from recorder exports (or other human run archives). The
 * directory appears whole or not at all; an existing one is never touched.
 */
export function writeHumanRun(inputs: readonly string[], o: HumanRunOptions): HumanRunSummary {
  const out = path.resolve(o.out);
  if (existsSync(out)) throw new UserError(`${o.out} already exists: choose another --out (a human run archive is written whole, never over another)`);
  const pass = o.pass ?? 1;
  const idleGap = o.idleGap ?? DEFAULT_IDLE_GAP_MS;
  const read = readSuiteAttempts(inputs, o.suite);
  const chosen = new Map(read.current.filter((s) => s.attempt.pass === pass).map((s) => [s.attempt.task_id, s]));
  const skipped = [...chosen.values()].filter((s) => s.attempt.outcome === 'skipped').map((s) => s.task.id);
  const kept = read.tasks.filter((t) => chosen.has(t.id) && chosen.get(t.id)!.attempt.outcome !== 'skipped');
  if (kept.length === 0) throw new UserError(`no attempt (pass ${pass}) at a current task of ${o.suite} was made in ${inputs.join(', ')}${read.stale.length ? ` (${read.stale.length} recorded on older task versions)` : ''}`);

  const recorded = kept.map((t) => chosen.get(t.id)!);
  const first = recorded[0].attempt;
  const odd = recorded.find((s) => s.attempt.viewport.width !== first.viewport.width || s.attempt.viewport.height !== first.viewport.height);
  if (odd) throw new UserError(`${odd.file}: ${odd.attempt.task_id} pass ${pass} was recorded at ${odd.attempt.viewport.width}×${odd.attempt.viewport.height}, ${first.task_id} at ${first.viewport.width}×${first.viewport.height}: a run has one viewport`);

  const built = recorded.map((s) => episodeOf(s, idleGap, DEFAULT_TASK_URL.replace('{id}', encodeURIComponent(s.task.id))));
  const starts = built.map((b) => b.episode.started_at).sort();
  const ends = built.map((b) => new Date(Date.parse(b.episode.started_at) + b.episode.duration_ms).toISOString()).sort();
  const agents = [...new Set(recorded.map((s) => s.attempt.user_agent).filter((x): x is string => !!x))];
  const manifest: Manifest = {
    format: 'componentbench-run', format_version: 4, run_id: o.runId ?? path.basename(out),
    agent: { name: 'human', model: null, config: { attempt: pass === 1 ? 'cold' : 'warm', idle_gap_ms: idleGap } },
    mode: 'human',
    mode_flags: { screenshot: true, axtree: false, marks: false, dom: false, acts_by: 'person', max_actions_per_turn: ACTIONS_PER_STEP, coordinate_convention: 'raw' },
    harness_version: o.harnessVersion,
    task_set: taskSetRecord(o.suite, kept, null),
    env_url: null, shard: null, git: { sha: null, dirty: null }, seed: 0,
    budget: { max_steps: NO_STEP_BUDGET, task_timeout_s: NO_TIMEOUT_S, step_timeout_s: NO_TIMEOUT_S },
    viewport: { ...first.viewport },
    browser: { name: 'user agent', version: agents.length ? agents.join(' | ') : 'not recorded' },
    screenshots: false, started_at: starts[0], resumed_at: [], top_ups: [], finished_at: ends[ends.length - 1],
  };
  const tooLong = built.find((b) => b.episode.steps > NO_STEP_BUDGET);
  if (tooLong) throw new UserError(`${tooLong.episode.task_id}: ${tooLong.episode.steps} steps, more than a run may hold (${NO_STEP_BUDGET})`);

  const scratch = `${out}.tmp-${process.pid}`;
  rmSync(scratch, { recursive: true, force: true });
  try {
    const w = RunWriter.create(scratch, manifest);
    for (const { episode, steps } of built) {
      for (const s of steps) w.appendStep(s);
      w.appendEpisode(episode);
    }
    // Every attempt on a current task version, as recorded: the archive is input to `cb human clean` too.
    writeFileSync(path.join(scratch, HUMAN_EVENTS_FILE), read.current.map((s) => `${JSON.stringify(s.attempt)}\n`).join(''));
    mkdirSync(path.dirname(out), { recursive: true });
    renameSync(scratch, out);
  } catch (e) {
    rmSync(scratch, { recursive: true, force: true });
    throw e;
  }
  return { out, episodes: built.length, successes: built.filter((b) => b.episode.status === 'success').length, skipped, stale: read.stale };
}
