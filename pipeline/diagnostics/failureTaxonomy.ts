/**
 * The deterministic failure labeler: every failed episode gets one of nine categories, the other
 * categories its trace also supports, and pointers to the steps that show it.
 *
 * How a label is chosen (docs/failure-taxonomy.md has the long form):
 *  1. Trace rules run over the episode's features (traceFeatures.ts). Each rule that matches yields
 *     a finding: a category, step pointers, and whether it is decisive (the trace shows the
 *     mechanism directly) or merely supporting (consistent with it).
 *  2. The first decisive finding, in rule order, names the failure.
 *  3. Otherwise the component prior (componentPriors.ts) names it, if some finding supports it.
 *  4. Otherwise the first supporting finding names it.
 *  5. Otherwise, if the agent repeated itself without progress, the failure is a repetition loop:
 *     loops are a symptom of most failures, so they only win when nothing more specific fits.
 *  6. Otherwise: other.
 *
 * Decisive rules, in order:
 *  - wrong_instance (target_acquisition): a non-target instance changed, or the goal landed on it.
 *  - draft_uncommitted (missing_commit): the goal held on the target except for its commit control.
 *  - progress_lost (transient_state_loss): the agent satisfied a goal leaf, then lost it again.
 *  - value_missed (continuous_calibration): on a pointer-positioned control, the target's numeric
 *    value moved but ended outside tolerance.
 *  - drag_no_effect (drag_execution, decisive for drag components): drags were emitted and none
 *    moved the target's goal fields.
 *  - typed_wrong_value (semantic_value): text was typed and the target ended on a wrong value.
 *  - claimed_done_uncommitted (missing_commit): a commit is required, the target was never
 *    committed, and the agent said it was done (a message, infeasible, or trailing no-ops).
 * Supporting rules, in order:
 *  - acquisition_errors (target_acquisition): actions on ids not in the observation, off screen or gone.
 *  - wrong_option (target_acquisition) / wrong_value (semantic_value): the target ended on a wrong
 *    value set without typing (a neighbouring option, the wrong toggle…); the prior decides which.
 *  - no_effect_pointer (target_acquisition): clicks at three or more places and nothing changed.
 *  - never_committed (missing_commit): a commit is required and the target was never committed.
 *  - stale_element (transient_state_loss): an element the agent acted on had vanished or hidden.
 *  - drag_misplaced (drag components): drags moved things but the order or set is wrong; a wrong
 *    item moved is target_acquisition, a right item in a near-miss place is drag_execution.
 *  - wrong_action (widget_procedure_missing): an action of the wrong kind for the element.
 *  - no_drag (widget_procedure_missing): a drag component, no drag emitted, the target never moved.
 *  - typed_not_registered (widget_procedure_missing): typing that never changed the target.
 *  - no_effect: three or more distinct actions and nothing changed; the prior's category when it is
 *    target acquisition or a widget procedure, else widget_procedure_missing.
 */
import { jsonEqual, type Json } from '../../src/core/json';
import { evaluatePredicate, leafPredicates } from '../../src/core/predicate';
import type { TaskSpec } from '../../src/core/taskSpec';
import type { Episode, Step } from '../runs/records';
import { FAILURE_CATEGORIES, type FailureCategory } from './categories';
import { componentPrior, type ComponentPrior } from './componentPriors';
import { looseLeaf, traceFeatures, type StepRef, type TraceFeatures, type TraceOptions } from './traceFeatures';

export interface EvidencePointer {
  /** Agent turn, from 1. */
  step: number;
  /** Action within the turn, from 0. */
  action_index: number;
  reason: string;
}

export const RULE_IDS = [
  'wrong_instance', 'draft_uncommitted', 'progress_lost', 'value_missed', 'drag_no_effect', 'typed_wrong_value',
  'claimed_done_uncommitted', 'acquisition_errors', 'wrong_option', 'wrong_value', 'no_effect_pointer', 'never_committed',
  'stale_element', 'drag_misplaced', 'wrong_action', 'no_drag', 'typed_not_registered', 'no_effect',
  'repetition', 'harness_error', 'no_trace',
] as const;
export type RuleId = (typeof RULE_IDS)[number];

export interface Finding {
  rule: RuleId;
  category: FailureCategory;
  decisive: boolean;
  evidence: EvidencePointer[];
}

/** Coarse trace flags, kept with the label so packets can show them without the full trace. */
export interface TraceSignals {
  actions: number;
  errors: number;
  drag_emitted: boolean;
  value_typed: boolean;
  target_changed: boolean;
  wrong_instance_changed: boolean;
  committed: boolean | null;
  longest_repeat: number;
  claimed_done: boolean;
}

export interface FailureLabel {
  category: FailureCategory;
  /** Other categories the trace supports, in precedence order (the loop last). */
  secondary: FailureCategory[];
  /** Steps that show the primary category, in trace order. */
  evidence: EvidencePointer[];
  /** The component prior of the task's type (null for a type outside the prior table). */
  prior: FailureCategory | null;
  /** Rules that fired, the deciding rule first. */
  rules: RuleId[];
  signals: TraceSignals;
}

interface Context {
  task: TaskSpec;
  f: TraceFeatures;
  prior: ComponentPrior | null;
}

const at = (r: StepRef, reason: string): EvidencePointer => ({ step: r.step, action_index: r.action_index, reason });
const show = (v: Json | null | undefined) => (v === undefined ? 'nothing' : JSON.stringify(v));
const has = (ctx: Context, trait: 'pointer_value' | 'drag') => ctx.prior?.traits.includes(trait) ?? false;
const lastRef = (f: TraceFeatures): StepRef | null => (f.actions.length ? f.actions[f.actions.length - 1] : null);

/** Goal field changes on the target (commit changes aside). */
const valueChanges = (f: TraceFeatures) => f.targetChanges.filter((c) => c.field !== '#commit');

function goalHeldAtEnd(ctx: Context): boolean {
  return ctx.f.finalState !== null && evaluatePredicate({ kind: 'all', of: leafPredicates(ctx.task.predicate).map(looseLeaf) }, ctx.f.finalState);
}

/** The target's goal fields differ from the page as loaded at the end of the trace. */
function targetMovedAtEnd(ctx: Context): boolean {
  const changes = valueChanges(ctx.f);
  if (!changes.length || !ctx.f.finalState) return false;
  return changes.some((c) => {
    const first = changes.find((d) => d.instance === c.instance && d.field === c.field)!;
    const end = ctx.f.finalState!.instances[c.instance]?.fields[c.field];
    return !jsonEqual(first.from, end ?? null);
  });
}

type Rule = (ctx: Context) => Finding | Finding[] | null;

const finding = (rule: RuleId, category: FailureCategory, decisive: boolean, evidence: EvidencePointer[]): Finding | null =>
  (evidence.length ? { rule, category, decisive, evidence } : null);

const RULES: Rule[] = [
  ({ f }) => {
    const ev: EvidencePointer[] = [];
    const seen = new Set<string>();
    for (const c of f.wrongInstanceChanges) {
      if (seen.has(c.instance)) continue;
      seen.add(c.instance);
      ev.push(at(c.at, `changed the "${c.instance}" instance instead of ${f.targetInstances!.map((t) => `"${t}"`).join(', ')}`));
    }
    if (f.goalOnWrongInstance) ev.push(at(f.goalOnWrongInstance.at, `the goal value landed on the "${f.goalOnWrongInstance.instance}" instance`));
    return finding('wrong_instance', 'target_acquisition', true, ev);
  },
  ({ f }) => finding('draft_uncommitted', 'missing_commit', true,
    f.draftReached ? [at(f.draftReached, `the goal value held but was not committed with ${f.requiredCommits.map((c) => `"${c}"`).join(' / ')}`)] : []),
  ({ f }) => finding('progress_lost', 'transient_state_loss', true, f.leavesLost.flatMap((l) => [
    at(l.reached, `reached the goal for "${l.field}"`),
    at(l.lost, `lost the goal for "${l.field}" again`),
  ])),
  (ctx) => {
    if (!has(ctx, 'pointer_value')) return null;
    const missed = ctx.f.numeric.filter((t) => t.values.length > 0 && !t.satisfiedAtEnd);
    return finding('value_missed', 'continuous_calibration', true, missed.flatMap((t) => t.values.map((v) => at(v.at,
      `${t.field} ${show(v.value as Json)} (target ${show(t.target as Json)} ± ${t.tolerance}, off by ${round(v.distance)}${v.crossed ? '; crossed over the target' : ''})`))));
  },
  (ctx) => {
    const { drags } = ctx.f;
    if (!drags.length || drags.some((d) => d.effect)) return null;
    return finding('drag_no_effect', 'drag_execution', has(ctx, 'drag'), drags.flatMap((d) => {
      const err = d.error ? ' (with an error)' : '';
      return same(d.start, d.end)
        ? [at(d.start, `drag emitted${err}; the target did not change`)]
        : [at(d.start, `pressed to start a drag${err}`), at(d.end, 'released the drag; the target did not change')];
    }));
  },
  (ctx) => {
    const { f } = ctx;
    const changes = valueChanges(f);
    if (!f.typing.length || !changes.length || goalHeldAtEnd(ctx) || !targetMovedAtEnd(ctx)) return null;
    const last = changes[changes.length - 1];
    const typed = f.typing.filter((t) => before(t.at, last.at) || same(t.at, last.at));
    if (!typed.length) return null;
    const t = typed[typed.length - 1];
    return finding('typed_wrong_value', 'semantic_value', true, [
      at(t.at, `typed ${JSON.stringify(t.text)}`),
      at(last.at, `"${last.field}" became ${show(last.to)}, not the goal`),
    ]);
  },
  ({ f }) => {
    if (!f.requiredCommits.length || f.committedOnTarget || !f.claimedDone) return null;
    return finding('claimed_done_uncommitted', 'missing_commit', true,
      [at(f.claimedDone, `stopped as if done, but nothing was committed with ${f.requiredCommits.map((c) => `"${c}"`).join(' / ')}`)]);
  },
  ({ f }) => {
    const stale = new Set(f.staleElements.map((s) => `${s.at.step}.${s.at.action_index}`));
    const errs = f.errors.filter((e) => ['unknown_element', 'offscreen', 'detached'].includes(e.kind) && !stale.has(`${e.at.step}.${e.at.action_index}`));
    return finding('acquisition_errors', 'target_acquisition', false, errs.map((e) => at(e.at, e.message)));
  },
  (ctx) => {
    const { f } = ctx;
    const changes = valueChanges(f);
    if (!changes.length || goalHeldAtEnd(ctx) || !targetMovedAtEnd(ctx)) return null;
    if (has(ctx, 'pointer_value') && f.numeric.some((t) => t.values.length)) return null;
    if (has(ctx, 'drag') && f.drags.some((d) => d.effect)) return null; // drag_misplaced reads these
    const last = changes[changes.length - 1];
    if (f.typing.some((t) => before(t.at, last.at) || same(t.at, last.at))) return null;
    const ev = [at(last.at, `"${last.field}" ended as ${show(last.to)}, not the goal`)];
    return [finding('wrong_option', 'target_acquisition', false, ev), finding('wrong_value', 'semantic_value', false, ev)].filter((x): x is Finding => x !== null);
  },
  ({ f }) => {
    if (f.requiredCommits.length || f.stateChanges.length || f.distinctPointerTargets < 3) return null;
    const clicks = f.actions.filter((a) => a.parsed && ['mouse_click', 'mouse_dblclick', 'mouse_down'].includes(a.parsed.name));
    return finding('no_effect_pointer', 'target_acquisition', false, clicks.map((a) => at(a, `clicked at (${a.parsed!.args[0]}, ${a.parsed!.args[1]}); nothing changed`)));
  },
  ({ f }) => {
    if (!f.requiredCommits.length || f.committedOnTarget) return null;
    const last = lastRef(f);
    return finding('never_committed', 'missing_commit', false,
      last ? [at(last, `the episode ended with nothing committed with ${f.requiredCommits.map((c) => `"${c}"`).join(' / ')}`)] : []);
  },
  ({ f }) => finding('stale_element', 'transient_state_loss', false,
    f.staleElements.map((s) => at(s.at, `element ${s.element} had closed or vanished when the agent acted on it`))),
  (ctx) => {
    const { f, task } = ctx;
    if (!has(ctx, 'drag') || !f.drags.some((d) => d.effect) || !f.finalState || !f.baseline) return null;
    const moved = f.drags.filter((d) => d.effect);
    let wrongItem = false;
    let relevant = false;
    for (const leaf of leafPredicates(task.predicate)) {
      if (leaf.kind !== 'set_equals' && leaf.kind !== 'order_equals') continue;
      if (evaluatePredicate(looseLeaf(leaf), f.finalState)) continue;
      for (const inst of leaf.instance !== undefined ? [leaf.instance] : Object.keys(f.finalState.instances).sort()) {
        const end = f.finalState.instances[inst]?.fields[leaf.field];
        const start = f.baseline.instances[inst]?.fields[leaf.field];
        if (!Array.isArray(end) || !Array.isArray(start)) continue;
        relevant = true;
        const key = (v: Json) => JSON.stringify(v);
        if (leaf.kind === 'set_equals') {
          const want = new Set(leaf.target.map(key));
          const had = new Set(start.map(key));
          if (end.some((v) => !want.has(key(v)) && !had.has(key(v)))) wrongItem = true;
        } else {
          const misplaced = (xs: Json[]) => leaf.target.reduce<number>((n, v, i) => n + (jsonEqual(xs[i], v) ? 0 : 1), 0);
          if (misplaced(end) >= misplaced(start)) wrongItem = true;
        }
      }
    }
    if (!relevant) return null;
    return finding('drag_misplaced', wrongItem ? 'target_acquisition' : 'drag_execution', false, moved.map((d) =>
      at(d.end, wrongItem ? 'a drag moved an item that should not have moved' : 'a drag moved the item, but not to the right place')));
  },
  ({ f }) => finding('wrong_action', 'widget_procedure_missing', false,
    f.errors.filter((e) => e.kind === 'wrong_action').map((e) => at(e.at, e.message))),
  (ctx) => {
    const { f } = ctx;
    if (!has(ctx, 'drag') || f.drags.length || valueChanges(f).length) return null;
    const acts = f.actions.filter((a) => a.parsed && a.parsed.name !== 'noop');
    return finding('no_drag', 'widget_procedure_missing', false, acts.slice(0, 1).map((a) => at(a, 'the component needs a drag, and none was emitted')));
  },
  ({ f }) => {
    if (!f.typing.length || f.requiredCommits.length || valueChanges(f).length) return null;
    return finding('typed_not_registered', 'widget_procedure_missing', false,
      f.typing.map((t) => at(t.at, `typed ${JSON.stringify(t.text)}; the value did not register`)));
  },
  (ctx) => {
    const { f, prior } = ctx;
    if (f.requiredCommits.length || f.stateChanges.length || f.distinctActions < 3) return null;
    const category = prior && (prior.prior === 'target_acquisition' || prior.prior === 'widget_procedure_missing') ? prior.prior : 'widget_procedure_missing';
    const first = f.actions.find((a) => a.parsed && a.parsed.name !== 'noop');
    return finding('no_effect', category, false, first
      ? [at(first, `${f.distinctActions} different actions, and nothing on the page changed`)] : []);
  },
];

const round = (x: number) => Math.round(x * 1000) / 1000;
const before = (a: StepRef, b: StepRef) => a.step < b.step || (a.step === b.step && a.action_index < b.action_index);
const same = (a: StepRef, b: StepRef) => a.step === b.step && a.action_index === b.action_index;

function signals(f: TraceFeatures): TraceSignals {
  return {
    actions: f.actions.length,
    errors: f.errors.length,
    drag_emitted: f.drags.length > 0,
    value_typed: f.typing.length > 0,
    target_changed: valueChanges(f).length > 0,
    wrong_instance_changed: f.wrongInstanceChanges.length > 0,
    committed: f.requiredCommits.length ? f.committedOnTarget !== null : null,
    longest_repeat: Math.max(0, ...f.loops.map((l) => l.length)),
    claimed_done: f.claimedDone !== null,
  };
}

function sortEvidence(ev: EvidencePointer[]): EvidencePointer[] {
  const seen = new Set<string>();
  return ev
    .filter((e) => {
      const k = `${e.step}.${e.action_index}.${e.reason}`;
      return seen.has(k) ? false : (seen.add(k), true);
    })
    .sort((a, b) => a.step - b.step || a.action_index - b.action_index);
}

/** All findings of a trace, in rule order (exposed for the docs and tests). */
export function traceFindings(task: TaskSpec, f: TraceFeatures): Finding[] {
  const ctx: Context = { task, f, prior: componentPrior(task.canonical_type) };
  return RULES.flatMap((r) => {
    const out = r(ctx);
    return out === null ? [] : Array.isArray(out) ? out : [out];
  });
}

/** Label one feature set (see the module header for the decision order). */
export function labelFeatures(task: TaskSpec, f: TraceFeatures): FailureLabel {
  const prior = componentPrior(task.canonical_type);
  const sig = signals(f);
  if (f.status === 'success') throw new Error(`${task.id}: the episode succeeded; only failed episodes are labelled`);
  const loopEvidence = f.loops.flatMap((l) => [
    at(l.start, `${l.period === 1 ? 'repeated' : 'alternated'} ${l.action} ${l.length} times without progress`),
    at(l.end, 'end of the repetition'),
  ]);
  if (f.status === 'harness_error') {
    const last = lastRef(f);
    return { category: 'other', secondary: [], evidence: last ? [at(last, 'the harness failed; the agent is not to blame')] : [], prior: prior?.prior ?? null, rules: ['harness_error'], signals: sig };
  }
  const findings = traceFindings(task, f);
  let chosen: FailureCategory;
  let decider: RuleId;
  const decisive = findings.find((x) => x.decisive);
  const backing = prior ? findings.find((x) => x.category === prior.prior) : undefined;
  if (decisive) [chosen, decider] = [decisive.category, decisive.rule];
  else if (backing) [chosen, decider] = [backing.category, backing.rule];
  else if (findings.length) [chosen, decider] = [findings[0].category, findings[0].rule];
  else if (f.loops.length) [chosen, decider] = ['repetition_loop', 'repetition'];
  else [chosen, decider] = ['other', 'no_trace'];

  const secondary = FAILURE_CATEGORIES.filter((c) => c !== chosen && (findings.some((x) => x.category === c) || (c === 'repetition_loop' && f.loops.length > 0)));
  const rules = [decider, ...findings.map((x) => x.rule).filter((r) => r !== decider)];
  if (f.loops.length && decider !== 'repetition') rules.push('repetition');
  let evidence: EvidencePointer[];
  if (chosen === 'repetition_loop') evidence = loopEvidence;
  else if (chosen === 'other') evidence = f.errors.map((e) => at(e.at, e.message));
  else evidence = findings.filter((x) => x.category === chosen).flatMap((x) => x.evidence);
  return { category: chosen, secondary, evidence: sortEvidence(evidence), prior: prior?.prior ?? null, rules: [...new Set(rules)], signals: sig };
}

/** Label one failed episode from its run records. */
export function labelFailure(task: TaskSpec, episode: Episode, steps: readonly Step[], opts: TraceOptions = {}): FailureLabel {
  if (episode.task_id !== task.id) throw new Error(`episode of ${episode.task_id} given with the spec of ${task.id}`);
  if (episode.status === 'success') throw new Error(`${task.id}: attempt ${episode.attempt} succeeded; only failed episodes are labelled`);
  return labelFeatures(task, traceFeatures(task, episode, steps, opts));
}
