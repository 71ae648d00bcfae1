/**
 * Trace features of one episode: what the agent emitted (drags, typing, repeated actions, errors)
 * and what the committed state did in answer, read against the task's predicate — did the goal
 * fields of the target instance ever move, did another instance move instead, was a goal leaf
 * reached and then lost, did a numeric value bounce around its target, was anything committed.
 *
 * States are compared with the page's initial state, rebuilt from the type's model when the type
 * is implemented (or given by the caller). Without it the first recorded state stands in, so a
 * change made by the very first action is invisible. Pages with a commit control report only
 * committed values, so a draft that was never committed leaves no trace in the state.
 */
import { FAMILIES } from '../../src/canonical';
import { jsonEqual, type Json } from '../../src/core/json';
import { evaluatePredicate, leafPredicates, type Predicate } from '../../src/core/predicate';
import { SOLE_INSTANCE, type CommittedState, type InstanceState } from '../../src/core/state';
import type { TaskSpec } from '../../src/core/taskSpec';
import { actionGroup, parseAction, type ParsedAction } from '../harness/actionGrammar';
import type { Episode, EpisodeStatus, Step } from '../runs/records';

export type Leaf = Exclude<Predicate, { kind: 'all' }>;

/** Where in a trace something happened: the agent turn and the action's position within it. */
export interface StepRef {
  step: number;
  action_index: number;
}

export const ERROR_KINDS = ['unknown_element', 'offscreen', 'detached', 'wrong_action', 'format', 'other'] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

export interface TraceAction extends StepRef {
  action: string;
  parsed: ParsedAction | null;
  error: string | null;
  errorKind: ErrorKind | null;
  /** Committed state before and after the action (carried forward over steps that recorded none). */
  before: CommittedState | null;
  after: CommittedState | null;
  /** Digest of the observation the action answered. */
  seen: string;
}

export interface TargetChange {
  at: StepRef;
  instance: string;
  /** A goal field, or `#commit` for the instance's commit control. */
  field: string;
  from: Json | null;
  to: Json | null;
}

export interface NumericTrack {
  leaf: number;
  instance: string;
  field: string;
  target: number | [number, number];
  tolerance: number;
  /** Every recorded change of the value: its distance from the target, and whether it jumped across it. */
  values: { at: StepRef; value: number | [number, number]; distance: number; crossed: boolean }[];
  /** Times the value crossed from one side of the target to the other (baseline included). */
  crossings: number;
  satisfiedAtEnd: boolean;
}

export interface Drag {
  start: StepRef;
  end: StepRef;
  /** The goal fields or commit of the target instance changed between the drag's start and end. */
  effect: boolean;
  error: boolean;
}

export interface Loop {
  start: StepRef;
  end: StepRef;
  /** 1 = the same action over and over; 2 = two actions alternating. */
  period: 1 | 2;
  length: number;
  action: string;
}

export interface TraceFeatures {
  task_id: string;
  status: EpisodeStatus;
  actions: TraceAction[];
  baseline: CommittedState | null;
  baselineSource: 'given' | 'task_model' | 'first_step' | 'none';
  /** Commit controls the predicate requires (empty when live state counts). */
  requiredCommits: string[];
  /** Instances the predicate names; null when any instance may hold the goal. */
  targetInstances: string[] | null;
  finalState: CommittedState | null;
  /** Actions after which anything in the committed state changed. */
  stateChanges: StepRef[];
  targetChanges: TargetChange[];
  wrongInstanceChanges: { at: StepRef; instance: string }[];
  /** First time the goal (commit aside) held on an instance other than the named one. */
  goalOnWrongInstance: { at: StepRef; instance: string } | null;
  /** First time the goal held on the target except for its commit control. */
  draftReached: StepRef | null;
  /** First time the target instance was committed with a required control. */
  committedOnTarget: StepRef | null;
  /** Goal leaves the agent satisfied (commit aside) and that were unsatisfied again at the end. */
  leavesLost: { leaf: number; field: string; reached: StepRef; lost: StepRef }[];
  numeric: NumericTrack[];
  drags: Drag[];
  typing: { at: StepRef; text: string }[];
  loops: Loop[];
  /** The agent said it was done or gave up acting (a message, infeasible, or trailing no-ops). */
  claimedDone: StepRef | null;
  errors: { at: StepRef; kind: ErrorKind; message: string }[];
  /** Elements that vanished or hid between the observation and the action (or after earlier use). */
  staleElements: { at: StepRef; element: string }[];
  /** Distinct effective actions (chat, no-op and scroll aside). */
  distinctActions: number;
  /** Distinct pointer positions of coordinate clicks and presses (within a few pixels). */
  distinctPointerTargets: number;
}

export interface TraceOptions {
  /** The page's state before the first action; default: rebuilt from the type's model. */
  initialState?: CommittedState | null;
}

const SAME_POINT_PX = 4;
const DRAG_MIN_PX = 4;

/** The page's state as loaded, from the canonical type's model (null for unimplemented types). */
export function initialStateOf(task: TaskSpec): CommittedState | null {
  const family = FAMILIES[task.canonical_type];
  if (!family) return null;
  const frame = (task.params.frame ?? {}) as { instances?: string[] };
  const labels = frame.instances ?? [SOLE_INSTANCE];
  const fields = family.model.initialFields(task.params);
  return { instances: Object.fromEntries(labels.map((l) => [l, { fields: structuredClone(fields), commit: null }])) };
}

/** The steps of one episode's attempt, in order. */
export function episodeSteps(episode: Episode, steps: readonly Step[]): Step[] {
  return steps
    .filter((s) => s.task_id === episode.task_id && s.attempt === episode.attempt)
    .sort((a, b) => a.step - b.step || a.action_index - b.action_index);
}

export function classifyError(message: string): ErrorKind {
  if (/is not in the current observation/.test(message)) return 'unknown_element';
  if (/has no visible box/.test(message)) return 'offscreen';
  if (/is not in the page/.test(message)) return 'detached';
  if (/could not parse action|no action found/.test(message)) return 'format';
  if (/is not a checkbox|is not a <select>|cannot take focus|not available in .* mode|takes one option|no option /.test(message)) return 'wrong_action';
  return 'other';
}

/** A leaf without its commit requirement: does the value itself hold? */
export function looseLeaf(leaf: Leaf): Leaf {
  const q = { ...leaf };
  delete q.commit;
  return q;
}

function sameState(a: CommittedState | InstanceState | undefined, b: CommittedState | InstanceState | undefined): boolean {
  return jsonEqual(a as unknown as Json, b as unknown as Json);
}

function holds(leaf: Leaf, state: CommittedState | null): boolean {
  return state !== null && evaluatePredicate(leaf, state);
}

function instancesOf(leaf: Leaf, state: CommittedState | null): string[] {
  if (leaf.instance !== undefined) return [leaf.instance];
  return state ? Object.keys(state.instances).sort() : [];
}

/** Goal fields and commit of the target instance(s), keyed `instance\u0000field`. */
function targetView(leaves: Leaf[], state: CommittedState | null): Map<string, Json | null> {
  const view = new Map<string, Json | null>();
  if (!state) return view;
  for (const leaf of leaves) {
    for (const inst of instancesOf(leaf, state)) {
      const s = state.instances[inst];
      view.set(`${inst}\u0000${leaf.field}`, s && Object.prototype.hasOwnProperty.call(s.fields, leaf.field) ? s.fields[leaf.field] : null);
      view.set(`${inst}\u0000#commit`, s ? s.commit : null);
    }
  }
  return view;
}

function viewChanges(a: Map<string, Json | null>, b: Map<string, Json | null>): { instance: string; field: string; from: Json | null; to: Json | null }[] {
  const out: { instance: string; field: string; from: Json | null; to: Json | null }[] = [];
  for (const key of [...new Set([...a.keys(), ...b.keys()])].sort()) {
    const from = a.get(key) ?? null;
    const to = b.get(key) ?? null;
    if (!jsonEqual(from, to)) {
      const [instance, field] = key.split('\u0000');
      out.push({ instance, field, from, to });
    }
  }
  return out;
}

function numericValue(leaf: Leaf, v: Json | undefined): number | [number, number] | null {
  if (leaf.kind === 'within_tolerance') return typeof v === 'number' && Number.isFinite(v) ? v : null;
  if (leaf.kind === 'range_equals') {
    return Array.isArray(v) && v.length === 2 && v.every((x) => typeof x === 'number' && Number.isFinite(x)) ? [v[0] as number, v[1] as number] : null;
  }
  return null;
}

function offsets(leaf: Leaf, v: number | [number, number]): number[] {
  if (leaf.kind === 'within_tolerance') return [(v as number) - leaf.target];
  if (leaf.kind === 'range_equals') return [(v as [number, number])[0] - leaf.target[0], (v as [number, number])[1] - leaf.target[1]];
  return [];
}

/** Goal progress of a state: leaves satisfied (commit aside), then closeness of numeric leaves. */
function progress(leaves: Leaf[], state: CommittedState | null): [number, number] {
  if (!state) return [0, -Infinity];
  let satisfied = 0;
  let distance = 0;
  for (const leaf of leaves) {
    if (holds(looseLeaf(leaf), state)) { satisfied++; continue; }
    for (const inst of instancesOf(leaf, state)) {
      const v = numericValue(leaf, state.instances[inst]?.fields[leaf.field]);
      if (v !== null) distance += Math.max(...offsets(leaf, v).map(Math.abs));
    }
  }
  return [satisfied, -distance];
}

const better = (a: [number, number], b: [number, number]) => a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);

function samePoint(ax: number, ay: number, bx: number, by: number): boolean {
  return Math.abs(ax - bx) <= SAME_POINT_PX && Math.abs(ay - by) <= SAME_POINT_PX;
}

/** The same action, with coordinates a few pixels apart counting as the same place. */
export function sameAction(a: TraceAction, b: TraceAction): boolean {
  if (!a.parsed || !b.parsed) return a.action === b.action;
  if (a.parsed.name !== b.parsed.name) return false;
  const coordinate = actionGroup(a.parsed.name) === 'coordinate';
  return a.parsed.args.every((x, i) => {
    const y = b.parsed!.args[i];
    if (coordinate && typeof x === 'number' && typeof y === 'number') return Math.abs(x - y) <= SAME_POINT_PX;
    return JSON.stringify(x) === JSON.stringify(y);
  });
}

/** A key that moves a caret by words or lines, or extends a selection: a modifier with an arrow, Home or End. */
const CARET_MOVE = /^(?:(?:Control|Shift|Alt|Meta|ControlOrMeta)\+)+(?:Arrow(?:Left|Right|Up|Down)|Home|End)$/;

function ref(a: StepRef): StepRef {
  return { step: a.step, action_index: a.action_index };
}

/**
 * Runs of one repeated action (three or more) or two alternating actions (four or more) after which
 * the goal is no nearer. When the task needs a commit, drafts are invisible, so an unchanged state
 * proves nothing (ten ArrowRight presses may be moving a draft); there only runs of failing,
 * chat or no-op actions count. Nor is it a loop when every repeat answered a different observation
 * (ArrowDown moving a list's active option before Enter picks it): the agent is stepping through
 * something it can see. Observations that keep no text (pixel) never differ, so there the state
 * alone decides. Word jumps and selection moves (a modifier with an arrow, Home or End) are never a
 * loop: they move a caret or a selection in a text, which no observation shows, and a reference
 * selecting a word takes several in a row.
 */
function findLoops(actions: TraceAction[], leaves: Leaf[], draftsHidden: boolean): Loop[] {
  const loops: Loop[] = [];
  const caretMove = (a: TraceAction) => !!a.parsed && ['press', 'keyboard_press'].includes(a.parsed.name) && CARET_MOVE.test(String(a.parsed.args.at(-1)));
  const idle = (a: TraceAction) => a.error !== null || !a.parsed || ['chat', 'misc'].includes(actionGroup(a.parsed.name));
  const stepping = (i: number, j: number) => new Set(actions.slice(i, j + 1).map((a) => a.seen)).size === j - i + 1;
  const stalled = (i: number, j: number) => !better(progress(leaves, actions[j].after), progress(leaves, actions[i].before))
    && !stepping(i, j) && (!draftsHidden || actions.slice(i, j + 1).every(idle));
  let i = 0;
  while (i < actions.length) {
    let j = i;
    while (j + 1 < actions.length && sameAction(actions[j + 1], actions[i])) j++;
    if (j - i + 1 >= 3) {
      if (stalled(i, j) && !caretMove(actions[i])) loops.push({ start: ref(actions[i]), end: ref(actions[j]), period: 1, length: j - i + 1, action: actions[i].action });
      i = j + 1;
      continue;
    }
    if (i + 3 < actions.length && !sameAction(actions[i], actions[i + 1])
      && sameAction(actions[i + 2], actions[i]) && sameAction(actions[i + 3], actions[i + 1])) {
      j = i + 3;
      while (j + 1 < actions.length && sameAction(actions[j + 1], actions[j - 1])) j++;
      if (stalled(i, j)) loops.push({ start: ref(actions[i]), end: ref(actions[j]), period: 2, length: j - i + 1, action: `${actions[i].action} / ${actions[i + 1].action}` });
      i = j + 1;
      continue;
    }
    i++;
  }
  return loops;
}

function findDrags(actions: TraceAction[], leaves: Leaf[]): Drag[] {
  const drags: Drag[] = [];
  const effect = (s: TraceAction, e: TraceAction) => s.before !== null && e.after !== null
    && viewChanges(targetView(leaves, s.before), targetView(leaves, e.after)).length > 0;
  let down: { at: TraceAction; x: number; y: number } | null = null;
  for (const a of actions) {
    const name = a.parsed?.name;
    if (name === 'drag_and_drop' || name === 'mouse_drag_and_drop') {
      drags.push({ start: ref(a), end: ref(a), effect: effect(a, a), error: a.error !== null });
    } else if (name === 'mouse_down') {
      down = { at: a, x: a.parsed!.args[0] as number, y: a.parsed!.args[1] as number };
    } else if (name === 'mouse_up' && down) {
      const [x, y] = a.parsed!.args as number[];
      if (Math.hypot(x - down.x, y - down.y) >= DRAG_MIN_PX) {
        drags.push({ start: ref(down.at), end: ref(a), effect: effect(down.at, a), error: down.at.error !== null || a.error !== null });
      }
      down = null;
    }
  }
  return drags;
}

/**
 * Parsed actions by their text: a run repeats the same few action strings over and over, and a
 * parsed action is only read, never changed. Bounded so a huge warehouse cannot grow it without end.
 */
const parsedByText = new Map<string, ParsedAction | null>();

function parseOnce(action: string): ParsedAction | null {
  let parsed = parsedByText.get(action);
  if (parsed !== undefined) return parsed;
  try {
    parsed = parseAction(action);
  } catch {
    parsed = null; // unparsable actions stay raw; the harness already reported them
  }
  if (parsedByText.size >= 100_000) parsedByText.clear();
  parsedByText.set(action, parsed);
  return parsed;
}

function toActions(steps: Step[], baseline: CommittedState | null): TraceAction[] {
  let last = baseline;
  return steps.map((s) => {
    const parsed = parseOnce(s.action);
    const before = last;
    const after = s.state ?? last;
    last = after;
    return {
      step: s.step, action_index: s.action_index, action: s.action, parsed, error: s.error,
      errorKind: s.error === null ? null : classifyError(s.error), before, after, seen: s.obs_digest,
    };
  });
}

export function traceFeatures(task: TaskSpec, episode: Episode, allSteps: readonly Step[], opts: TraceOptions = {}): TraceFeatures {
  const steps = episodeSteps(episode, allSteps);
  const leaves = leafPredicates(task.predicate);
  let baseline: CommittedState | null;
  let baselineSource: TraceFeatures['baselineSource'];
  if (opts.initialState !== undefined && opts.initialState !== null) {
    baseline = opts.initialState;
    baselineSource = 'given';
  } else if ((baseline = initialStateOf(task))) {
    baselineSource = 'task_model';
  } else {
    baseline = steps.find((s) => s.state)?.state ?? null;
    baselineSource = baseline ? 'first_step' : 'none';
  }
  const actions = toActions(steps, baseline);
  const finalState = actions.length ? actions[actions.length - 1].after : episode.final_state ?? baseline;
  const requiredCommits = [...new Set(leaves.flatMap((l) => (l.commit === undefined ? [] : [l.commit])))].sort();
  const targetInstances = leaves.every((l) => l.instance !== undefined) ? [...new Set(leaves.map((l) => l.instance!))].sort() : null;

  const stateChanges: StepRef[] = [];
  const targetChanges: TargetChange[] = [];
  const wrongInstanceChanges: TraceFeatures['wrongInstanceChanges'] = [];
  let goalOnWrongInstance: TraceFeatures['goalOnWrongInstance'] = null;
  let draftReached: StepRef | null = null;
  let committedOnTarget: StepRef | null = null;
  const loose = leaves.map(looseLeaf);
  // Every state is the `after` of one action and the `before` of the next: work it out once.
  const holdsMemo = new Map<CommittedState, boolean[]>();
  const looseHolds = (state: CommittedState): boolean[] => {
    let r = holdsMemo.get(state);
    if (!r) holdsMemo.set(state, (r = loose.map((l) => evaluatePredicate(l, state))));
    return r;
  };
  const viewMemo = new Map<CommittedState, Map<string, Json | null>>();
  const view = (state: CommittedState) => {
    let v = viewMemo.get(state);
    if (!v) viewMemo.set(state, (v = targetView(leaves, state)));
    return v;
  };
  const reached = new Map<number, StepRef>();
  const lost = new Map<number, StepRef>();

  for (const a of actions) {
    if (!a.after || !a.before) continue;
    // A step that recorded no state carries the previous one forward: nothing changed, and the
    // state was already examined as the previous action's `after`.
    if (a.before === a.after && a.before !== baseline) continue;
    if (!sameState(a.before, a.after)) stateChanges.push(ref(a));
    for (const c of viewChanges(view(a.before), view(a.after))) targetChanges.push({ at: ref(a), ...c });
    if (targetInstances && baseline) {
      for (const inst of Object.keys(a.after.instances).sort()) {
        if (targetInstances.includes(inst)) continue;
        const was = a.before.instances[inst];
        const now = a.after.instances[inst];
        if (!sameState(was, now)) wrongInstanceChanges.push({ at: ref(a), instance: inst });
        if (!goalOnWrongInstance) {
          const moved: Predicate = { kind: 'all', of: leaves.map((l) => ({ ...looseLeaf(l), instance: inst })) };
          if (evaluatePredicate(moved, a.after) && !evaluatePredicate(moved, baseline)) goalOnWrongInstance = { at: ref(a), instance: inst };
        }
      }
    }
    if (requiredCommits.length && !draftReached && looseHolds(a.after).every(Boolean) && !evaluatePredicate(task.predicate, a.after)) draftReached = ref(a);
    if (requiredCommits.length && !committedOnTarget) {
      const committed = leaves.some((l) => l.commit !== undefined && instancesOf(l, a.after).some((i) => a.after!.instances[i]?.commit === l.commit));
      if (committed) committedOnTarget = ref(a);
    }
    const before = looseHolds(a.before);
    const after = looseHolds(a.after);
    for (let k = 0; k < leaves.length; k++) {
      if (!before[k] && after[k]) { reached.set(k, ref(a)); lost.delete(k); }
      if (before[k] && !after[k] && reached.has(k)) lost.set(k, ref(a));
    }
  }
  const leavesLost = [...lost.entries()]
    .filter(([k]) => !holds(looseLeaf(leaves[k]), finalState))
    .map(([k, at]) => ({ leaf: k, field: leaves[k].field, reached: reached.get(k)!, lost: at }));

  const numeric: NumericTrack[] = [];
  leaves.forEach((leaf, k) => {
    if (leaf.kind !== 'within_tolerance' && leaf.kind !== 'range_equals') return;
    for (const inst of instancesOf(leaf, finalState ?? baseline)) {
      const values: NumericTrack['values'] = [];
      let prev = numericValue(leaf, baseline?.instances[inst]?.fields[leaf.field]);
      // The side of the target each bound was last seen on (0 = on it), to count crossings.
      let sides: number[] | null = prev === null ? null : offsets(leaf, prev).map(Math.sign);
      let crossings = 0;
      for (const a of actions) {
        const v = numericValue(leaf, a.after?.instances[inst]?.fields[leaf.field]);
        if (v === null || (prev !== null && jsonEqual(v as Json, prev as Json))) continue;
        const off = offsets(leaf, v);
        const was = sides;
        const now = off.map(Math.sign);
        const crossed = was !== null && now.some((s, i) => s !== 0 && was[i] !== 0 && s !== was[i]);
        if (crossed) crossings++;
        values.push({ at: ref(a), value: v, distance: Math.max(...off.map(Math.abs)), crossed });
        sides = now.map((s, i) => (s === 0 && was ? was[i] : s));
        prev = v;
      }
      numeric.push({
        leaf: k, instance: inst, field: leaf.field, target: leaf.target, tolerance: leaf.tolerance,
        values, crossings, satisfiedAtEnd: holds({ ...looseLeaf(leaf), instance: inst }, finalState),
      });
    }
  });

  const typing = actions.flatMap((a) => {
    const n = a.parsed?.name;
    const text = n === 'fill' ? a.parsed!.args[1] : n === 'keyboard_type' || n === 'keyboard_insert_text' ? a.parsed!.args[0] : null;
    return typeof text === 'string' && text !== '' ? [{ at: ref(a), text }] : [];
  });

  let claimedDone: StepRef | null = null;
  const chat = actions.find((a) => a.parsed?.name === 'send_msg_to_user' || a.parsed?.name === 'report_infeasible');
  if (chat) claimedDone = ref(chat);
  else {
    let t = actions.length;
    while (t > 0 && actions[t - 1].parsed?.name === 'noop') t--;
    if (actions.length - t >= 2) claimedDone = ref(actions[t]);
  }

  const errors = actions.filter((a) => a.error !== null).map((a) => ({ at: ref(a), kind: a.errorKind!, message: a.error! }));
  const usedOk = new Set<string>();
  const staleElements: TraceFeatures['staleElements'] = [];
  for (const a of actions) {
    const id = a.parsed && actionGroup(a.parsed.name) === 'element' ? String(a.parsed.args[0]) : null;
    if (id === null) continue;
    if (a.errorKind === 'detached' || (a.errorKind === 'offscreen' && usedOk.has(id))) staleElements.push({ at: ref(a), element: id });
    if (a.error === null) usedOk.add(id);
  }

  const effective = actions.filter((a) => a.parsed && !['chat', 'misc', 'scroll'].includes(actionGroup(a.parsed.name)));
  const distinct: TraceAction[] = [];
  for (const a of effective) if (!distinct.some((d) => sameAction(d, a))) distinct.push(a);
  const points: [number, number][] = [];
  for (const a of effective) {
    if (!a.parsed || !['mouse_click', 'mouse_dblclick', 'mouse_down'].includes(a.parsed.name)) continue;
    const [x, y] = a.parsed.args as number[];
    if (!points.some(([px, py]) => samePoint(px, py, x, y))) points.push([x, y]);
  }

  return {
    task_id: task.id, status: episode.status, actions, baseline, baselineSource, requiredCommits, targetInstances, finalState,
    stateChanges, targetChanges, wrongInstanceChanges, goalOnWrongInstance, draftReached, committedOnTarget, leavesLost, numeric,
    drags: findDrags(actions, leaves), typing, loops: findLoops(actions, leaves, requiredCommits.length > 0), claimedDone, errors, staleElements,
    distinctActions: distinct.length, distinctPointerTargets: points.length,
  };
}
