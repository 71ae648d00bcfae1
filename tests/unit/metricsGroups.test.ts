import { describe, expect, it } from 'vitest';
import {
  axisFailureCorrelations, bootstrapPassRate, breakdown, breakdowns, BREAKDOWN_KEYS, difficultyInversion, pearson,
} from '../../pipeline/metrics';
import { AXES } from '../../src/core/taskSpec';
import { ep, facts } from './metricsFixtures';

describe('breakdown', () => {
  const taskFacts = [
    facts('t1', { bucket: 'hard', scene: { clutter: 'high', instances: 10 }, axes: { precision_requirement: 5 } }),
    facts('t2', { bucket: 'easy', scene: { clutter: 'none', instances: 2 }, axes: { precision_requirement: 1 } }),
    facts('t3', { bucket: 'mid', scene: { clutter: 'low', instances: 1 }, axes: { precision_requirement: 1 } }),
    facts('t4', { bucket: 'easy', scene: { clutter: 'none', instances: 10 }, axes: { precision_requirement: 5 } }),
    facts('t5', { bucket: 'hard', scene: { clutter: 'high', instances: 2 }, axes: { precision_requirement: 5 } }),
  ];
  const episodes = [ep('t5', false), ep('t4', true), ep('t3', true), ep('t2', true), ep('t1', false)];

  it('groups pass rates by bucket in the natural easy → mid → hard order', () => {
    // easy {t2 ✓, t4 ✓} 2/2; mid {t3 ✓} 1/1; hard {t1 ✗, t5 ✗} 0/2
    expect(breakdown(episodes, taskFacts, 'bucket').map((g) => [g.level, g.n, g.passed, g.rate])).toEqual([
      ['easy', 2, 2, 1], ['mid', 1, 1, 1], ['hard', 2, 0, 0],
    ]);
  });

  it('groups by scene factor and axis levels, numbers in numeric order', () => {
    // clutter: none {t2, t4} 2/2, low {t3} 1/1, high {t1, t5} 0/2
    expect(breakdown(episodes, taskFacts, 'scene.clutter').map((g) => [g.level, g.rate])).toEqual([['none', 1], ['low', 1], ['high', 0]]);
    // instances: 1 {t3} 1/1, 2 {t2 ✓, t5 ✗} 1/2, 10 {t1 ✗, t4 ✓} 1/2 — 10 after 2, not before
    expect(breakdown(episodes, taskFacts, 'scene.instances').map((g) => [g.level, g.rate])).toEqual([[1, 1], [2, 0.5], [10, 0.5]]);
    // precision 1 {t2, t3} 2/2; precision 5 {t1 ✗, t4 ✓, t5 ✗} 1/3
    expect(breakdown(episodes, taskFacts, 'axes.precision_requirement').map((g) => [g.level, g.passed, g.n])).toEqual([[1, 2, 2], [5, 1, 3]]);
  });

  it('adds a bootstrap CI per group when asked, the same as bootstrapping the group alone', () => {
    const [easy, , hard] = breakdown(episodes, taskFacts, 'bucket', { ci: { seed: 5, resamples: 500 } });
    expect(easy.ci).toEqual(bootstrapPassRate([ep('t2', true), ep('t4', true)], { seed: 5, resamples: 500 }));
    expect([hard.ci?.lo, hard.ci?.hi]).toEqual([0, 0]);
    expect(breakdown(episodes, taskFacts, 'bucket')[0].ci).toBeUndefined();
  });

  it('runs every default key, in order', () => {
    const all = breakdowns(episodes, taskFacts, ['family', 'bucket']);
    expect(all.map((b) => b.key)).toEqual(['family', 'bucket']);
    expect(all[0].groups).toEqual([{ key: 'family', level: 'discrete_choice', n: 5, passed: 3, rate: 0.6 }]);
    expect(BREAKDOWN_KEYS).toContain('scene.clutter');
  });

  it('names the task and key when facts are missing or the key is unknown', () => {
    expect(() => breakdown(episodes, taskFacts.slice(1), 'family')).toThrow(/task t1: no task facts/);
    expect(() => breakdown(episodes, taskFacts, 'scene.lighting')).toThrow(/task t1: no scene value "lighting"/);
    expect(() => breakdown(episodes, taskFacts, 'nope.x' as 'family')).toThrow(/unknown key "nope.x"/);
    expect(() => breakdown(episodes, [...taskFacts, taskFacts[0]], 'family')).toThrow(/t1 listed twice/);
  });
});

describe('pearson', () => {
  it('matches a hand computation', () => {
    // x = 1..4, y = 0 0 1 1: dx = ±1.5, ±0.5; dy = ±0.5 → Sxy = 2, Sxx = 5, Syy = 1 → r = 2/√5
    expect(pearson([1, 2, 3, 4], [0, 0, 1, 1]).r).toBeCloseTo(2 / Math.sqrt(5), 12);
  });

  it('returns null, not NaN, when a variable is constant or there are too few points', () => {
    expect(pearson([1, 2, 3], [1, 1, 1])).toEqual({ r: null, n: 3 });
    expect(pearson([2, 2], [0, 1])).toEqual({ r: null, n: 2 });
    expect(pearson([1], [1])).toEqual({ r: null, n: 1 });
  });
});

describe('axisFailureCorrelations', () => {
  // precision ratings 1..4 on t1..t4; every other axis is 3 on every task
  const taskFacts = [1, 2, 3, 4].map((p) => facts(`t${p}`, { axes: { precision_requirement: p } }));
  // axtree fails t3, t4 → failure 0 0 1 1 → r = 2/√5 (as above)
  const axtree = [ep('t1', true), ep('t2', true), ep('t3', false), ep('t4', false)].map((e) => ({ ...e, run_id: 'ax' }));
  // pixel passes everything → failure is constant → null
  const pixel = [ep('t1', true), ep('t2', true), ep('t3', true), ep('t4', true)].map((e) => ({ ...e, run_id: 'px' }));

  it('pools episodes overall and splits them by mode', () => {
    const rows = axisFailureCorrelations([{ mode: 'pixel', episodes: pixel }, { mode: 'axtree', episodes: axtree }], taskFacts);
    expect(rows.map((r) => r.axis)).toEqual([...AXES]);
    const precision = rows[0];
    // pooled x = 1 2 3 4 1 2 3 4, y = 0 0 1 1 0 0 0 0: mean x 2.5, mean y 0.25
    // Sxy = (.375 + .125 + .375 + 1.125) + (.375 + .125 − .125 − .375) = 2; Sxx = 10; Syy = 2·0.5625 + 6·0.0625 = 1.5
    // r = 2 / √15
    expect(precision.overall.n).toBe(8);
    expect(precision.overall.r).toBeCloseTo(2 / Math.sqrt(15), 12);
    expect(precision.by_mode.map((m) => m.mode)).toEqual(['axtree', 'pixel']);
    expect(precision.by_mode[0].r).toBeCloseTo(2 / Math.sqrt(5), 12);
    expect(precision.by_mode[1]).toEqual({ mode: 'pixel', r: null, n: 4 });
    // a constant axis has no correlation
    expect(rows[1].overall).toEqual({ r: null, n: 8 });
  });

  it('refuses a run given twice and a task without the axis', () => {
    expect(() => axisFailureCorrelations([{ mode: 'axtree', episodes: axtree }, { mode: 'som', episodes: axtree }], taskFacts)).toThrow(/run "ax" given twice/);
    expect(() => axisFailureCorrelations([{ mode: 'axtree', episodes: axtree }], taskFacts, ['speed'])).toThrow(/task t1: no numeric rating for difficulty axis "speed"/);
  });
});

describe('difficultyInversion', () => {
  const taskFacts = [
    facts('s1', { canonical_type: 'slider', reference_steps: 1 }), facts('s2', { canonical_type: 'slider', reference_steps: 2 }),
    facts('d1', { canonical_type: 'datepicker', reference_steps: 4 }), facts('d2', { canonical_type: 'datepicker', reference_steps: 6 }),
    facts('h1', { canonical_type: 'tooltip', reference_steps: 0 }), facts('h2', { canonical_type: 'tooltip', reference_steps: 1 }),
    facts('w1', { canonical_type: 'splitter', reference_steps: 2 }), facts('w2', { canonical_type: 'splitter', reference_steps: 2 }),
  ];
  const runA = [ep('s1', false), ep('s2', false), ep('d1', true), ep('d2', false), ep('h1', true), ep('h2', true), ep('w1', true), ep('w2', false)];
  const runB = [ep('s1', true), ep('s2', false), ep('d1', false), ep('d2', false), ep('h1', true), ep('h2', false), ep('w1', false), ep('w2', true)]
    .map((e) => ({ ...e, run_id: 'run-b' }));

  it('finds types with few reference steps and a low pass rate', () => {
    // slider:     steps (1 + 2)/2 = 1.5, pass (0/2 + 1/2)/2 = 0.25 → inverted
    // datepicker: steps 5,                pass (1/2 + 0/2)/2 = 0.25 → too many steps
    // splitter:   steps 2 (≤ 2 counts),   pass (1/2 + 1/2)/2 = 0.5  → inverted
    // tooltip:    steps 0.5,              pass (2/2 + 1/2)/2 = 0.75 → passes too often
    const r = difficultyInversion([runA, runB], taskFacts);
    expect(r.types.map((t) => [t.canonical_type, t.mean_reference_steps, t.mean_pass_rate, t.inverted])).toEqual([
      ['datepicker', 5, 0.25, false], ['slider', 1.5, 0.25, true], ['splitter', 2, 0.5, true], ['tooltip', 0.5, 0.75, false],
    ]);
    expect(r.inverted).toEqual(['slider', 'splitter']);
  });

  it('uses a strict pass-rate threshold and an inclusive step threshold', () => {
    expect(difficultyInversion([runA, runB], taskFacts, { passRateBelow: 0.5 }).inverted).toEqual(['slider']);
    expect(difficultyInversion([runA, runB], taskFacts, { maxReferenceSteps: 1.5 }).inverted).toEqual(['slider']);
  });
});
