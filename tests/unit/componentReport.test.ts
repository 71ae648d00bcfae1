import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOntology } from '../../pipeline/content/ontology';
import { paths } from '../../pipeline/content/paths';
import { loadTasks } from '../../pipeline/content/tasks';
import { buildComponentReport, buildComponentReports, componentReportJson } from '../../pipeline/diagnostics/componentReport';
import { buildObservation } from '../../pipeline/diagnostics/observation';
import { buildPacket, type RealizedDifficulty } from '../../pipeline/diagnostics/packet';
import { assembleReportInput, type ReportInput } from '../../pipeline/diagnostics/reportInput';
import { ComponentReportSchema } from '../../pipeline/diagnostics/reportSchema';
import { bootstrapPassRate } from '../../pipeline/metrics';
import { readRun } from '../../pipeline/runs/runDir';
import { leafPredicates } from '../../src/core/predicate';
import type { TaskSpec } from '../../src/core/taskSpec';
import { sliderRun } from '../fixtures/reportRuns';

const tasks = loadTasks();
const ontology = loadOntology();
const byId = new Map(tasks.map((t) => [t.id, t]));
const task = (id: string): TaskSpec => {
  const t = byId.get(id);
  if (!t) throw new Error(`content/tasks lacks ${id}`);
  return t;
};

// Six plain two-step slider tasks, two per library; the expected numbers below are worked out by hand from these outcomes.
const [A, B, C, D, E, F] = [
  'slider_single-antd-T01', 'slider_single-antd-T09', 'slider_single-mantine-T01',
  'slider_single-mantine-T08', 'slider_single-mui-T02', 'slider_single-mui-T03',
].map(task);
const six = [A, B, C, D, E, F];
const stub = { name: 'openai', model: 'stub-1' };
const random = { name: 'random', model: null };
const runs = [
  sliderRun('m1-axtree', stub, 'axtree', six, ['pass', 'pass', 'pass', 'pass', 'pass', 'loop']),
  sliderRun('m1-pixel', stub, 'pixel', six, ['calib', 'pass3', 'calib', 'pass', 'calib', 'loop']),
  sliderRun('m2-pixel', random, 'pixel', six, ['loop', 'pass', 'loop', 'loop', 'pass5', 'loop']),
];
const input = assembleReportInput(runs, six, ontology);
const report = buildComponentReport('slider_single', input);
const ids = (xs: { task_id: string }[]) => xs.map((x) => x.task_id);

describe('component report fixture', () => {
  it('uses plain two-step slider tasks with the tiers the hand computations assume', () => {
    for (const t of six) {
      expect(leafPredicates(t.predicate).every((l) => !l.commit && !l.instance), t.id).toBe(true);
      expect(t.reference_steps, t.id).toBe(2);
    }
    expect(six.map((t) => t.difficulty.tier)).toEqual(['L0', 'L2', 'L0', 'L2', 'L0', 'L0']);
  });
});

describe('layer 3 component report', () => {
  it('names the type, its family and libraries, and the runs that cover it', () => {
    expect(ComponentReportSchema.parse(report)).toEqual(report);
    expect(report.canonical_type).toBe('slider_single');
    expect(report.family).toEqual({ id: 'continuous_precision', name: 'Continuous & High-Precision Input' });
    expect(report.libraries).toEqual(['antd', 'mantine', 'mui']);
    expect(report.tasks).toEqual({ total: 6, covered: 6 });
    expect(report.runs.map((r) => [r.run_id, r.mode, r.episodes, r.passed])).toEqual([
      ['m1-axtree', 'axtree', 6, 5], ['m1-pixel', 'pixel', 6, 2], ['m2-pixel', 'pixel', 6, 2],
    ]);
    expect(report.overall).toEqual({ episodes: 18, passed: 9, rate: 0.5 });
  });

  it('pools pass rates by mode over the runs of that mode, with a task-resampling interval', () => {
    expect(report.by_mode.map((m) => [m.mode, m.runs, m.tasks, m.episodes, m.passed, m.rate])).toEqual([
      ['axtree', 1, 6, 6, 5, 5 / 6],
      ['pixel', 2, 6, 12, 4, 4 / 12],
    ]);
    const ax = report.by_mode[0].ci;
    // One run of a mode: exactly that run's own bootstrap interval.
    const own = bootstrapPassRate(input.runs[0].episodes);
    expect([ax.lo, ax.hi, ax.method]).toEqual([own.lo, own.hi, 'tasks']);
    for (const m of report.by_mode) {
      expect(m.ci.lo).toBeLessThanOrEqual(m.rate);
      expect(m.ci.hi).toBeGreaterThanOrEqual(m.rate);
    }
    expect(report.by_mode[1].ci.hi).toBeLessThan(report.by_mode[0].ci.hi);
  });

  it('pools pass rates by library, tier and scene factor over all runs', () => {
    expect(report.by_library.map((g) => [g.level, g.passed, g.episodes])).toEqual([['antd', 4, 6], ['mantine', 3, 6], ['mui', 2, 6]]);
    expect(report.by_tier.map((g) => [g.level, g.passed, g.episodes])).toEqual([['L0', 4, 12], ['L2', 5, 6]]);
    // antd-T09 is the only dark task; antd-T09 and mantine-T08 the compact ones.
    const scene = new Map(report.by_scene.map((s) => [s.factor, s.levels.map((g) => [g.level, g.passed, g.episodes])]));
    expect(scene.get('theme')).toEqual([['light', 6, 15], ['dark', 3, 3]]);
    expect(scene.get('spacing')).toEqual([['comfortable', 4, 12], ['compact', 5, 6]]);
    expect([...scene.keys()]).toEqual(['theme', 'spacing', 'layout', 'placement', 'scale', 'instances', 'guidance', 'clutter']);
    for (const s of report.by_scene) expect(s.levels.reduce((a, g) => a + g.episodes, 0), s.factor).toBe(18);
  });

  it('reports step efficiency per mode against the reference step count', () => {
    const [ax, px] = report.efficiency;
    expect(ax).toEqual({
      mode: 'axtree', counts_turns: false, episodes: 6, passed: 5, within_h: { solved: 5, share: 5 / 6 }, within_2h: { solved: 5, share: 5 / 6 },
      mean_success_steps: 1, mean_reference_steps: 2, mean_step_ratio: 0.5,
    });
    // Pixel successes took 3, 1, 1 and 5 steps against H = 2.
    expect(px).toEqual({
      mode: 'pixel', counts_turns: false, episodes: 12, passed: 4, within_h: { solved: 2, share: 2 / 12 }, within_2h: { solved: 3, share: 3 / 12 },
      mean_success_steps: 2.5, mean_reference_steps: 2, mean_step_ratio: 1.25,
    });
  });

  it('lists the hardest tasks, lowest pass rate first, with their pass counts and mechanisms', () => {
    expect(report.hardest_tasks.map((t) => [t.task_id, t.passed, t.episodes, t.primary_category])).toEqual([
      [F.id, 0, 3, 'repetition_loop'],
      [A.id, 1, 3, 'continuous_calibration'],
      [C.id, 1, 3, 'continuous_calibration'],
      [D.id, 2, 3, 'repetition_loop'],
      [E.id, 2, 3, 'continuous_calibration'],
    ]);
    expect(ids(report.hardest_tasks)).not.toContain(B.id);
    const two = buildComponentReport('slider_single', { ...input, hardestTasks: 2 });
    expect(ids(two.hardest_tasks)).toEqual([F.id, A.id]);
  });

  it('counts the failure-mechanism mix from the observations', () => {
    expect(report.mechanisms).toEqual({
      failed_episodes: 9,
      labelled_failed_episodes: 9,
      observed_tasks: 6,
      model_revised_tasks: 0,
      by_category: [
        { category: 'repetition_loop', failed_episodes: 6, share: 6 / 9 },
        { category: 'continuous_calibration', failed_episodes: 3, share: 3 / 9 },
      ],
      // A and C fail once by calibration and once by a loop: the tie goes to the specific mechanism.
      by_primary: [{ category: 'continuous_calibration', tasks: 3 }, { category: 'repetition_loop', tasks: 2 }],
    });
    // Without observations the failures are still counted, but carry no label.
    const bare = buildComponentReport('slider_single', { ...input, observations: [] });
    expect(bare.mechanisms).toMatchObject({ failed_episodes: 9, labelled_failed_episodes: 0, observed_tasks: 0, by_category: [] });
    expect(bare.narrative).toContain('None of the 9 failed episodes carries a mechanism label');
  });

  it('flags the difficulty inversion only when reference steps are few and the pass rate is low', () => {
    expect(report.inversion).toEqual({ mean_reference_steps: 2, mean_run_pass_rate: 0.5, runs: 3, inverted: true, max_reference_steps: 2, pass_rate_below: 0.6 });
    expect(report.narrative).toContain('This type shows a difficulty inversion: its reference takes 2.00 steps on average');

    // The axtree run alone passes 5 of 6: no inversion.
    const easy = buildComponentReport('slider_single', assembleReportInput([runs[0]], six, ontology));
    expect(easy.inversion).toMatchObject({ mean_run_pass_rate: 5 / 6, inverted: false });
    expect(easy.narrative).not.toContain('inversion');

    // Three-step references failed half the time: hard, but not an inversion.
    const threeStep = [task('slider_single-antd-T02'), task('slider_single-antd-T03')];
    expect(threeStep.map((t) => t.reference_steps)).toEqual([3, 3]);
    const long = buildComponentReport('slider_single', assembleReportInput([sliderRun('m1-pixel', stub, 'pixel', threeStep, ['calib', 'pass'])], threeStep, ontology));
    expect(long.inversion).toMatchObject({ mean_reference_steps: 3, mean_run_pass_rate: 0.5, inverted: false });
  });

  it('writes a narrative that names the weakest mode and library with their computed numbers', () => {
    const n = report.narrative;
    expect(n).toContain('slider_single (Continuous & High-Precision Input) has 6 task(s) in antd, mantine and mui.');
    expect(n).toContain('3 run(s) cover 6 of them: 18 episode(s) in axtree and pixel.');
    expect(n).toContain('Overall 50.0% of episodes passed (9/18).');
    const ci = report.by_mode[1].ci;
    expect(n).toContain(`The weakest mode is pixel at 33.3% (4/12 episodes, 95% CI ${(ci.lo * 100).toFixed(1)}%–${(ci.hi * 100).toFixed(1)}%); the strongest is axtree at 83.3% (5/6).`);
    expect(n).toContain('The weakest library is mui at 33.3% (2/6 episodes); the strongest is antd at 66.7% (4/6).');
    expect(n).toContain('The dominant failure mechanism is repetition / no-progress loop (6 of 9 labelled failed episodes), followed by continuous calibration error (3).');
    expect(n).toContain(`The hardest task is ${F.id} (0 of 3 episodes passed).`);
    expect(n).toContain('Episodes solved within the reference step count H: axtree 83.3%, pixel 16.7%; within 2H: axtree 83.3%, pixel 25.0%.');
    expect(n).toContain('No realized-difficulty audit covers these tasks, so only intended difficulty is reported.');
  });

  it('says plainly when every episode passed', () => {
    const oracle = { name: 'oracle', model: null };
    const clean = buildComponentReport('slider_single', assembleReportInput([sliderRun('oracle-axtree', oracle, 'axtree', six, six.map(() => 'pass'))], six, ontology));
    expect(clean.overall).toEqual({ episodes: 6, passed: 6, rate: 1 });
    expect(clean.hardest_tasks).toEqual([]);
    expect(clean.mechanisms.by_category).toEqual([]);
    expect(clean.inversion?.inverted).toBe(false);
    expect(clean.narrative).toContain('Every episode passed (6 of 6, by oracle), so no mode, library or task stands out as weak and there is no failure mechanism to report.');
    expect(clean.narrative).not.toMatch(/weakest|dominant|hardest task/);
  });

  it('reports a type no run covers without inventing outcomes', () => {
    const none = buildComponentReport('slider_single', assembleReportInput([], six, ontology));
    expect(none.overall).toBeNull();
    expect(none.by_mode).toEqual([]);
    expect(none.inversion).toBeNull();
    expect(none.narrative).toContain('No run covers these tasks');
  });

  it('compares intended and realized difficulty per axis only when an audit is given', () => {
    expect(report.difficulty.audited_tasks).toBe(0);
    for (const a of report.difficulty.axes) expect([a.realized_mean, a.mean_delta, a.realized_tasks]).toEqual([null, null, 0]);
    const precision = report.difficulty.axes.find((a) => a.axis === 'precision_requirement')!;
    expect(precision.intended_mean).toBeCloseTo(six.reduce((s, t) => s + t.difficulty.axes.precision_requirement, 0) / 6, 12);

    // A is rated as the audit writes rows ({realized, …} per axis), B with bare ratings.
    const realized = new Map<string, RealizedDifficulty>([
      [A.id, { axes: { depth_layering: { score: 0.6, intended: 1, realized: 3, delta: 2 }, target_acquisition: { score: null, intended: 2, realized: null, delta: null } } }],
      [B.id, { axes: { depth_layering: 2, precision_requirement: 4 } }],
    ]);
    const audited = buildComponentReport('slider_single', assembleReportInput(runs, six, ontology, { realized }));
    const axis = (name: string) => audited.difficulty.axes.find((a) => a.axis === name)!;
    expect(audited.difficulty.audited_tasks).toBe(2);
    const depthIntended = (A.difficulty.axes.depth_layering + B.difficulty.axes.depth_layering) / 2;
    expect(axis('depth_layering')).toMatchObject({ realized_tasks: 2, realized_mean: 2.5, intended_mean_audited: depthIntended, mean_delta: 2.5 - depthIntended });
    expect(axis('precision_requirement')).toMatchObject({ realized_tasks: 1, realized_mean: 4, intended_mean_audited: B.difficulty.axes.precision_requirement });
    expect(axis('target_acquisition')).toMatchObject({ realized_tasks: 0, realized_mean: null, mean_delta: null });
    expect(depthIntended).toBe(1);
    expect(B.difficulty.axes.precision_requirement).toBe(5);
    expect(audited.narrative).toContain(
      'On the 2 audited task(s), realized difficulty exceeds intended on depth_layering (2.50 realized against 1.00 intended); '
      + 'it falls below intended on precision_requirement (4.00 realized against 5.00 intended).',
    );
  });

  it('rejects a malformed realized record, naming the task and field', () => {
    const bad = (record: object) => () => buildComponentReport('slider_single', assembleReportInput(runs, six, ontology, { realized: new Map([[A.id, record as never]]) }));
    expect(bad({ axes: { depth_layering: 9 } })).toThrow(`realized difficulty of task ${A.id}, field axes.depth_layering`);
    expect(bad({ axes: { depth: 2 } })).toThrow(`realized difficulty of task ${A.id}, field axes.depth: not an axis`);
  });

  it('gives the same bytes for the same input in any order, and new bytes for a new seed', () => {
    const shuffled: ReportInput = {
      ...input, tasks: [...input.tasks].reverse(), facts: [...input.facts].reverse(), runs: [...input.runs].reverse(),
      observations: [...input.observations].reverse(),
    };
    const bytes = componentReportJson(report);
    expect(componentReportJson(buildComponentReport('slider_single', shuffled))).toBe(bytes);
    expect(componentReportJson(buildComponentReport('slider_single', input))).toBe(bytes);
    expect(JSON.parse(bytes)).toEqual(report);
    const reseeded = buildComponentReport('slider_single', { ...input, bootstrap: { seed: 7 } });
    expect(reseeded.by_mode[1].ci.seed).toBe(7);
    expect(componentReportJson(reseeded)).not.toBe(bytes);
  });

  it('resamples tasks by ratio when the runs of a mode cover different tasks', () => {
    const partial = sliderRun('m3-pixel', stub, 'pixel', [A, B, C], ['pass', 'pass', 'calib']);
    const r = buildComponentReport('slider_single', assembleReportInput([...runs, partial], six, ontology));
    const px = r.by_mode.find((m) => m.mode === 'pixel')!;
    expect([px.runs, px.tasks, px.episodes, px.passed, px.ci.method]).toEqual([3, 6, 15, 6, 'tasks_ratio']);
    expect(px.ci.lo).toBeLessThanOrEqual(6 / 15);
    expect(px.ci.hi).toBeGreaterThanOrEqual(6 / 15);
    expect(r.tasks.covered).toBe(6);
  });

  it('refuses inconsistent input with a message naming what is wrong', () => {
    expect(() => buildComponentReport('button', input)).toThrow('no tasks of type "button"');
    expect(() => buildComponentReport('not_a_type', input)).toThrow('"not_a_type" is not a canonical type of the ontology');
    const other = task('button-antd-T01');
    const stray = buildObservation(buildPacket(other, [], ontology));
    expect(() => buildComponentReport('slider_single', { ...input, observations: [...input.observations, stray] })).toThrow(`observation of task ${other.id}, which is not among the tasks`);
    expect(() => buildComponentReport('slider_single', { ...input, observations: [...input.observations, input.observations[0]] })).toThrow('has two observations');
    const wide = { ...input.runs[0], episodes: [...input.runs[0].episodes, { ...input.runs[0].episodes[0], task_id: other.id }] };
    expect(() => buildComponentReport('slider_single', { ...input, runs: [wide] })).toThrow(`run "m1-axtree", task ${other.id}: not among the tasks`);
    expect(() => buildComponentReport('slider_single', { ...input, runs: [input.runs[0], input.runs[0]] })).toThrow('two runs share the run id "m1-axtree"');
    expect(() => buildComponentReport('slider_single', { ...input, facts: input.facts.slice(1) })).toThrow(`task ${A.id} has no facts`);
    expect(() => assembleReportInput(runs, six.slice(1), ontology)).toThrow(`run "m1-axtree" covers task ${A.id}, which is not among the tasks`);
  });
});

describe('component reports over the bundled oracle run', () => {
  const oracle = readRun(path.join(paths.bundledRuns(), 'oracle-axtree'));
  const reports = buildComponentReports(assembleReportInput([oracle], tasks, ontology));

  it('give one report per canonical type with tasks, in ontology order, and none for types without tasks', () => {
    const present = new Set(tasks.map((t) => t.canonical_type));
    const ontologyOrder = ontology.families.flatMap((f) => f.types);
    expect(reports.map((r) => r.canonical_type)).toEqual(ontologyOrder.filter((t) => present.has(t)));
    expect(reports.length).toBe(present.size);
    expect(ontologyOrder.length).toBeGreaterThan(present.size);
    for (const r of reports) {
      const own = tasks.filter((t) => t.canonical_type === r.canonical_type);
      expect(r.tasks, r.canonical_type).toEqual({ total: own.length, covered: own.length });
      expect(r.family.id).toBe(ontology.familyOf.get(r.canonical_type));
    }
  });

  it('say plainly that the oracle passed everything', () => {
    for (const r of reports) {
      expect(r.overall, r.canonical_type).toEqual({ episodes: r.tasks.total, passed: r.tasks.total, rate: 1 });
      expect(r.by_mode.map((m) => [m.mode, m.rate])).toEqual([['axtree', 1]]);
      expect(r.mechanisms.by_category).toEqual([]);
      expect(r.hardest_tasks).toEqual([]);
      expect(r.inversion?.inverted).toBe(false);
      expect(r.narrative).toContain(`Every episode passed (${r.tasks.total} of ${r.tasks.total}, by oracle)`);
    }
  });
});
