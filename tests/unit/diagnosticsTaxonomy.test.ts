import { describe, expect, it } from 'vitest';
import { loadOntology } from '../../pipeline/content/ontology';
import { paths } from '../../pipeline/content/paths';
import { loadTasks } from '../../pipeline/content/tasks';
import { COMPONENT_PRIORS } from '../../pipeline/diagnostics/componentPriors';
import { labelFailure, type FailureLabel } from '../../pipeline/diagnostics/failureTaxonomy';
import { initialStateOf, traceFeatures } from '../../pipeline/diagnostics/traceFeatures';
import type { Episode } from '../../pipeline/runs/records';
import { readRun } from '../../pipeline/runs/runDir';
import { jsonEqual, type Json } from '../../src/core/json';
import { leafPredicates } from '../../src/core/predicate';
import type { CommittedState } from '../../src/core/state';
import type { TaskSpec } from '../../src/core/taskSpec';
import { fixtureTrace, fixtureTraceEpisode, withFields, type TraceTurn } from '../fixtures/runs';

const tasks = loadTasks();
const leaves = (t: TaskSpec) => leafPredicates(t.predicate);

function pick(what: string, ok: (t: TaskSpec) => boolean): TaskSpec {
  const t = tasks.find(ok);
  if (!t) throw new Error(`no task in content/tasks is ${what}`);
  return t;
}
const plain = (type: string) => (t: TaskSpec) => t.canonical_type === type && leaves(t).every((l) => !l.commit && !l.instance);

function baseline(t: TaskSpec): CommittedState {
  const s = initialStateOf(t);
  if (!s) throw new Error(`${t.id}: no model to rebuild its initial state`);
  return s;
}

function label(task: TaskSpec, turns: TraceTurn[], status: Episode['status'] = 'max_steps', initialState?: CommittedState): FailureLabel {
  const steps = fixtureTrace(task.id, 'a1', turns);
  return labelFailure(task, fixtureTraceEpisode(task.id, 'a1', status, steps), steps, { initialState });
}

const evidenceSteps = (l: FailureLabel) => [...new Set(l.evidence.map((e) => e.step))];

/** A drag-and-drop type is not implemented yet: a sortable-list task built from a real spec's scene. */
function sortableListTask(): { task: TaskSpec; initial: CommittedState } {
  const base = pick('a plain button task', plain('button'));
  const task: TaskSpec = {
    ...base, id: 'drag_drop_sortable_list-antd-T01', canonical_type: 'drag_drop_sortable_list', template: 'drag_operation',
    instruction: 'Drag "Design" above "Build".', params: { items: ['Build', 'Design', 'Test', 'Ship'] },
    predicate: { kind: 'order_equals', field: 'order', target: ['Design', 'Build', 'Test', 'Ship'] },
  };
  return { task, initial: { instances: { main: { fields: { order: ['Build', 'Design', 'Test', 'Ship'] }, commit: null } } } };
}

describe('component priors', () => {
  it('have exactly one row per canonical type of the ontology', () => {
    const types = [...loadOntology(paths.ontology()).familyOf.keys()].sort();
    expect(Object.keys(COMPONENT_PRIORS).sort()).toEqual(types);
  });

  it('break ties between equally supported mechanisms: the same no-effect trace differs by component', () => {
    const turns = (t: TaskSpec): TraceTurn[] => ['click("11")', 'click("12")', 'click("13")'].map((action) => ({ action, state: baseline(t) }));
    const button = pick('a plain button task', plain('button'));
    const tags = pick('a plain tags task', plain('tags_input'));
    const a = label(button, turns(button));
    const b = label(tags, turns(tags));
    expect([a.prior, a.category, a.rules[0]]).toEqual(['target_acquisition', 'target_acquisition', 'no_effect']);
    expect([b.prior, b.category, b.rules[0]]).toEqual(['widget_procedure_missing', 'widget_procedure_missing', 'no_effect']);
  });
});

describe('failure taxonomy: one hand-built trace per category', () => {
  it('continuous_calibration: the right slider moves but overshoots and undershoots the target', () => {
    const task = pick('a plain slider task', plain('slider_single'));
    const [leaf] = leaves(task);
    if (leaf.kind !== 'within_tolerance') throw new Error('slider predicate is not within_tolerance');
    const b = baseline(task);
    const at = (v: number) => withFields(b, 'main', { value: v });
    const values = [leaf.target + leaf.tolerance + 7, leaf.target - leaf.tolerance - 3, leaf.target + leaf.tolerance + 1];
    expect(values.some((v) => jsonEqual(v, b.instances.main.fields.value))).toBe(false);
    const l = label(task, [
      { action: 'mouse_drag_and_drop(400, 300, 520, 300)', state: at(values[0]) },
      { action: 'mouse_drag_and_drop(520, 300, 500, 300)', state: at(values[1]) },
      { action: 'mouse_drag_and_drop(500, 300, 506, 300)', state: at(values[2]) },
    ]);
    expect(l.category).toBe('continuous_calibration');
    expect(l.rules[0]).toBe('value_missed');
    expect(evidenceSteps(l)).toEqual([1, 2, 3]);
    // Overshoot, then two jumps across the target.
    expect(l.evidence.map((e) => e.reason.includes('crossed over the target'))).toEqual([false, true, true]);
    expect(l.secondary).not.toContain('repetition_loop');
  });

  it('drag_execution: drags are emitted on a drag component and nothing moves', () => {
    const { task, initial } = sortableListTask();
    const l = label(task, [
      { action: 'mouse_down(300, 200)', state: initial },
      { action: 'mouse_move(300, 260)', state: initial },
      { action: 'mouse_up(300, 260)', state: initial },
      { action: 'mouse_drag_and_drop(300, 200, 300, 262)', state: initial },
    ], 'max_steps', initial);
    expect(l.category).toBe('drag_execution');
    expect(l.rules[0]).toBe('drag_no_effect');
    expect(evidenceSteps(l)).toEqual([1, 3, 4]);
    expect(l.signals.drag_emitted).toBe(true);
  });

  it('missing_commit: the value is typed, the agent says it is done, and nothing is committed', () => {
    const task = pick('a single-instance text task with a commit control', (t) => t.canonical_type === 'text_input' && leaves(t).every((l) => l.commit && !l.instance));
    const b = baseline(task);
    const target = leaves(task)[0].target as string;
    const l = label(task, [
      { action: 'click("31")', state: b },
      { action: `fill("31", ${JSON.stringify(target)})`, state: b },
      { action: 'send_msg_to_user("The title is updated.")', state: b },
      { action: 'noop()', state: b },
    ]);
    expect(l.category).toBe('missing_commit');
    expect(l.rules[0]).toBe('claimed_done_uncommitted');
    // The claim of completion, and the end of the episode with still nothing committed.
    expect(evidenceSteps(l)).toEqual([3, 4]);
    expect(l.signals.committed).toBe(false);
  });

  it('missing_commit: a page that reports drafts shows the goal held but never committed', () => {
    const task = pick('a single-instance text task with a commit control', (t) => t.canonical_type === 'text_input' && leaves(t).every((l) => l.commit && !l.instance));
    const b = baseline(task);
    const draft = withFields(b, 'main', { value: leaves(task)[0].target as Json }, null);
    const l = label(task, [
      { action: 'click("31")', state: b },
      { action: 'keyboard_type("x")', state: draft },
      { action: 'click("12")', state: draft },
    ]);
    expect([l.category, l.rules[0]]).toEqual(['missing_commit', 'draft_uncommitted']);
    expect(l.evidence[0]).toMatchObject({ step: 2, reason: expect.stringContaining('not committed') });
    expect(evidenceSteps(l)).toEqual([2, 3]);
  });

  it('target_acquisition: the same control on the wrong instance is changed', () => {
    const task = pick('a checkbox task naming an instance', (t) => t.canonical_type === 'checkbox' && leaves(t).every((l) => !l.commit && l.instance));
    const b = baseline(task);
    const target = leaves(task)[0].instance!;
    const other = Object.keys(b.instances).find((i) => i !== target)!;
    const l = label(task, [
      { action: 'click("40")', state: withFields(b, other, { checked: !b.instances[other].fields.checked }) },
      { action: 'send_msg_to_user("Done.")', state: withFields(b, other, { checked: !b.instances[other].fields.checked }) },
    ]);
    expect([l.category, l.rules[0]]).toEqual(['target_acquisition', 'wrong_instance']);
    expect(evidenceSteps(l)).toEqual([1]);
    expect(l.evidence[0].reason).toContain(`"${other}"`);
  });

  it('target_acquisition: a drag that moves the wrong item on a drag component', () => {
    const { task, initial } = sortableListTask();
    const moved = withFields(initial, 'main', { order: ['Test', 'Build', 'Design', 'Ship'] });
    const l = label(task, [{ action: 'mouse_drag_and_drop(300, 320, 300, 180)', state: moved }], 'max_steps', initial);
    expect([l.category, l.rules[0]]).toEqual(['target_acquisition', 'drag_misplaced']);
  });

  it('repetition_loop: the same click again and again with no effect, and nothing more specific', () => {
    const task = pick('a plain switch task', plain('switch'));
    const b = baseline(task);
    const l = label(task, Array.from({ length: 6 }, () => ({ action: 'click("15")', state: b })));
    expect([l.category, l.rules[0]]).toEqual(['repetition_loop', 'repetition']);
    expect(evidenceSteps(l)).toEqual([1, 6]);
    expect(l.signals.longest_repeat).toBe(6);
  });

  it('widget_procedure_missing: the tag is typed but never confirmed, so it does not register', () => {
    const task = pick('a plain tags task', plain('tags_input'));
    const b = baseline(task);
    const l = label(task, [
      { action: 'click("5")', state: b },
      { action: 'click("20")', state: b },
      { action: `fill("20", ${JSON.stringify((leaves(task)[0].target as string[])[0])})`, state: b },
      { action: 'noop()', state: b },
    ]);
    expect([l.category, l.rules[0]]).toEqual(['widget_procedure_missing', 'typed_not_registered']);
    // The typing that did not register, and the first of three actions that changed nothing.
    expect(evidenceSteps(l)).toEqual([1, 3]);
    expect(l.evidence.find((e) => e.step === 3)!.reason).toContain('did not register');
  });

  it('widget_procedure_missing: a drag component operated with clicks only', () => {
    const { task, initial } = sortableListTask();
    const l = label(task, ['mouse_click(300, 200)', 'mouse_click(300, 260)', 'keyboard_press("ArrowUp")'].map((action) => ({ action, state: initial })), 'max_steps', initial);
    expect([l.category, l.rules[0]]).toEqual(['widget_procedure_missing', 'no_drag']);
    expect(l.rules).toContain('no_effect');
    expect(l.signals.drag_emitted).toBe(false);
  });

  it('transient_state_loss: one goal field is committed, then lost on the next commit', () => {
    const task = pick('a password task with two goal fields, an instance and a commit', (t) => t.canonical_type === 'password_input'
      && leaves(t).length === 2 && leaves(t).every((l) => l.commit && l.instance));
    const b = baseline(task);
    const [inst, commit] = [leaves(task)[0].instance!, leaves(task)[0].commit!];
    const goal = Object.fromEntries(leaves(task).map((l) => [l.field, l.target as Json]));
    const firstField = leaves(task)[0].field;
    const secondField = leaves(task)[1].field;
    const half = withFields(b, inst, { [firstField]: goal[firstField] }, commit);
    const swapped = withFields(b, inst, { [secondField]: goal[secondField], [firstField]: `${String(goal[firstField])}!` }, commit);
    const l = label(task, [
      { action: 'click("30")', state: b },
      { action: `fill("30", ${JSON.stringify(goal[firstField])})`, state: b },
      { action: 'click("33")', state: half },
      { action: 'click("31")', state: half },
      { action: 'keyboard_type("!")', state: half },
      { action: 'click("33")', state: swapped },
    ]);
    expect([l.category, l.rules[0]]).toEqual(['transient_state_loss', 'progress_lost']);
    expect(evidenceSteps(l)).toEqual([3, 6]);
    expect(l.secondary).toContain('semantic_value');
  });

  it('transient_state_loss: the opened option list is gone when the agent picks from it', () => {
    const task = pick('a plain custom select task', plain('select_custom_single'));
    const b = baseline(task);
    const gone = 'element 57 is not in the page (Node is detached from document)';
    const l = label(task, [
      { action: 'click("40")', state: b },
      { action: 'click("57")', state: b, error: gone },
      { action: 'click("40")', state: b },
      { action: 'click("57")', state: b, error: gone },
    ]);
    expect([l.category, l.rules[0]]).toEqual(['transient_state_loss', 'stale_element']);
    expect(evidenceSteps(l)).toEqual([2, 4]);
    expect(l.secondary).toEqual(['repetition_loop']);
  });

  it('semantic_value: a definite but wrong string is typed into the right field', () => {
    const task = pick('a plain text task', plain('text_input'));
    const b = baseline(task);
    const wrong = `${String(leaves(task)[0].target)}x`;
    const l = label(task, [
      { action: 'click("22")', state: b },
      { action: `fill("22", ${JSON.stringify(wrong)})`, state: withFields(b, 'main', { value: wrong }) },
      { action: 'send_msg_to_user("Entered.")', state: withFields(b, 'main', { value: wrong }) },
    ]);
    expect([l.category, l.rules[0]]).toEqual(['semantic_value', 'typed_wrong_value']);
    expect(evidenceSteps(l)).toEqual([2]);
  });

  it('other: an agent error after one scroll leaves no mechanism to name', () => {
    const task = pick('a plain button task', plain('button'));
    const l = label(task, [{ action: 'scroll(0, 300)', state: baseline(task) }], 'agent_error');
    expect([l.category, l.rules[0], l.secondary]).toEqual(['other', 'no_trace', []]);
  });

  it('other: harness errors are not blamed on the agent', () => {
    const task = pick('a plain slider task', plain('slider_single'));
    const b = baseline(task);
    const l = label(task, [{ action: 'click("3")', state: withFields(b, 'main', { value: -999 }) }], 'harness_error');
    expect([l.category, l.rules]).toEqual(['other', ['harness_error']]);
  });
});

describe('failure taxonomy: the loop is a residual', () => {
  it('a repeated no-progress click after calibration attempts leaves calibration as the label', () => {
    const task = pick('a plain slider task', plain('slider_single'));
    const [leaf] = leaves(task);
    if (leaf.kind !== 'within_tolerance') throw new Error('slider predicate is not within_tolerance');
    const off = withFields(baseline(task), 'main', { value: leaf.target + leaf.tolerance + 4 });
    const l = label(task, [
      { action: 'mouse_drag_and_drop(400, 300, 480, 300)', state: off },
      ...Array.from({ length: 4 }, () => ({ action: 'mouse_click(640, 200)', state: off })),
    ]);
    expect(l.category).toBe('continuous_calibration');
    expect(l.secondary).toEqual(['repetition_loop']);
    expect(l.rules).toContain('repetition');
  });

  it('repeated wrong-instance clicks are a targeting failure, not a loop', () => {
    const task = pick('a checkbox task naming an instance', (t) => t.canonical_type === 'checkbox' && leaves(t).every((l) => !l.commit && l.instance));
    const b = baseline(task);
    const other = Object.keys(b.instances).find((i) => i !== leaves(task)[0].instance)!;
    const flipped = withFields(b, other, { checked: !b.instances[other].fields.checked });
    const l = label(task, [flipped, b, flipped, b].map((state) => ({ action: 'click("40")', state })));
    expect(l.category).toBe('target_acquisition');
    expect(l.secondary).toContain('repetition_loop');
  });

  it('repeated key presses on a commit page are not taken for a loop (drafts are invisible)', () => {
    const task = pick('a slider task with a commit control', (t) => t.canonical_type === 'slider_single' && leaves(t).every((l) => l.commit));
    const b = baseline(task);
    const f = traceFeatures(task, fixtureTraceEpisode(task.id, 'a1', 'max_steps', []),
      fixtureTrace(task.id, 'a1', Array.from({ length: 5 }, () => ({ action: 'press("9", "ArrowRight")', state: b }))));
    expect(f.loops).toEqual([]);
  });

  it('repeated key presses that change what the agent sees step through a list; unseen, they loop', () => {
    const task = pick('a select task without a commit control', (t) => t.canonical_type === 'select_custom_single' && leaves(t).every((l) => !l.commit));
    const b = baseline(task);
    const presses = (seen: (i: number) => string) => traceFeatures(task, fixtureTraceEpisode(task.id, 'a1', 'max_steps', []),
      fixtureTrace(task.id, 'a1', Array.from({ length: 4 }, (_, i) => ({ action: 'keyboard_press("ArrowDown")', state: b, seen: seen(i) })))).loops;
    expect(presses((i) => `active option ${i}`)).toEqual([]);
    expect(presses(() => 'the same list')).toHaveLength(1);
  });

  it('word jumps and selection moves are not a loop, though no observation shows the caret they move', () => {
    const task = pick('a select task without a commit control', (t) => t.canonical_type === 'select_custom_single' && leaves(t).every((l) => !l.commit));
    const b = baseline(task);
    const presses = (key: string) => traceFeatures(task, fixtureTraceEpisode(task.id, 'a1', 'max_steps', []),
      fixtureTrace(task.id, 'a1', Array.from({ length: 4 }, () => ({ action: `keyboard_press("${key}")`, state: b, seen: 'the same text' })))).loops;
    expect(presses('Control+ArrowLeft')).toEqual([]);
    expect(presses('Control+Shift+ArrowRight')).toEqual([]);
    expect(presses('Shift+End')).toEqual([]);
    expect(presses('ArrowLeft')).toHaveLength(1);
  });

  it('refuses successful episodes and mismatched specs', () => {
    const task = pick('a plain button task', plain('button'));
    const steps = fixtureTrace(task.id, 'a1', [{ action: 'click("1")', state: baseline(task) }]);
    expect(() => labelFailure(task, fixtureTraceEpisode(task.id, 'a1', 'success', steps), steps)).toThrow(/only failed episodes/);
    expect(() => labelFailure(task, fixtureTraceEpisode('other-antd-T01', 'a1', 'max_steps', steps), steps)).toThrow(/other-antd-T01/);
  });
});

describe('trace features on the bundled oracle run', () => {
  const run = readRun(paths.bundledRuns() + '/oracle-axtree');
  const byId = new Map(tasks.map((t) => [t.id, t]));

  it('parse every recorded action and find no loop or wrong-instance change in successful traces', () => {
    for (const e of run.episodes) {
      const f = traceFeatures(byId.get(e.task_id)!, e, run.steps);
      expect(f.actions.every((a) => a.parsed !== null), e.task_id).toBe(true);
      expect(f.loops, e.task_id).toEqual([]);
      expect(f.wrongInstanceChanges, e.task_id).toEqual([]);
    }
  });

  it('rebuild the initial state that the pages report before anything changes', () => {
    const scrollFirst = run.episodes.filter((e) => run.steps.find((s) => s.attempt === e.attempt && s.step === 1)?.action.startsWith('scroll('));
    expect(scrollFirst.length).toBeGreaterThan(0);
    for (const e of scrollFirst) {
      const first = run.steps.find((s) => s.attempt === e.attempt && s.step === 1)!;
      expect(jsonEqual(first.state as unknown as Json, initialStateOf(byId.get(e.task_id)!) as unknown as Json), e.task_id).toBe(true);
    }
  });
});
