import { describe, expect, it } from 'vitest';
import {
  MetricInputError, passRate, stability, stepCurve, stepEfficiency, timing,
} from '../../pipeline/metrics';
import { ep, runOf } from './metricsFixtures';

describe('passRate', () => {
  it('counts passes over every task of the run', () => {
    // 3 passes out of 4 tasks: 3 / 4 = 0.75
    const r = passRate([ep('a', true), ep('b', false), ep('c', true), ep('d', true)]);
    expect(r).toEqual({ n: 4, passed: 3, rate: 0.75 });
  });

  it('rejects input that is not one run scored once per task', () => {
    expect(() => passRate([])).toThrow(MetricInputError);
    expect(() => passRate([ep('a', true), ep('a', false)])).toThrow(/task a: scored twice/);
    expect(() => passRate([ep('a', true), ep('b', true, { run_id: 'run-b' })])).toThrow(/two runs \("run-a" and "run-b"\)/);
    expect(() => passRate([ep('a', true, { steps: -1 })])).toThrow(/task a: steps must be a whole number/);
    expect(() => passRate([ep('a', true, { duration_ms: Number.NaN })])).toThrow(/task a: duration_ms/);
    expect(() => passRate([ep('a', true, { reference_duration_ms: -5 })])).toThrow(/task a: reference_duration_ms/);
  });
});

describe('stepEfficiency', () => {
  // H = max(reference_steps, 1)
  // t1: pass, 1 step,  ref 1 → H 1: within 1H (1 ≤ 1)
  // t2: pass, 2 steps, ref 0 (hover-only) → H 1: within 2H (2 ≤ 2), not 1H
  // t3: pass, 5 steps, ref 2 → H 2: within 3H (5 ≤ 6), not 2H (5 > 4)
  // t4: pass, 9 steps, ref 2 → H 2: within 5H (9 ≤ 10), not 3H (9 > 6)
  // t5: fail, 1 step,  ref 3 → never counts
  // n = 5 → ≤1H 1/5, ≤2H 2/5, ≤3H 3/5, ≤5H 4/5; pass 4/5
  const episodes = [
    ep('t1', true, { steps: 1, actions: 4, reference_steps: 1 }),
    ep('t2', true, { steps: 2, reference_steps: 0 }),
    ep('t3', true, { steps: 5, reference_steps: 2 }),
    ep('t4', true, { steps: 9, reference_steps: 2 }),
    ep('t5', false, { steps: 1, reference_steps: 3 }),
  ];

  it('counts tasks solved within 1, 2, 3 and 5 times H over all tasks', () => {
    const r = stepEfficiency(episodes, 'axtree');
    expect(r.n).toBe(5);
    expect(r.pass_rate).toBe(0.8);
    expect(r.optimistic).toBe(false);
    expect(r.within.map((w) => [w.multiple, w.solved, w.share])).toEqual([[1, 1, 0.2], [2, 2, 0.4], [3, 3, 0.6], [5, 4, 0.8]]);
  });

  it('flags browser_use turn counts as optimistic, but not its action counts', () => {
    expect(stepEfficiency(episodes, 'browser_use').optimistic).toBe(true);
    // With actions, t1 takes 4 > 3·1, so it only fits 5H: ≤1H 0, ≤2H {t2}, ≤3H {t2,t3}, ≤5H {t1..t4}
    const r = stepEfficiency(episodes, 'browser_use', { unit: 'actions' });
    expect(r.optimistic).toBe(false);
    expect(r.within.map((w) => w.solved)).toEqual([0, 1, 2, 4]);
  });

  it('takes custom multiples and rejects non-positive ones', () => {
    expect(stepEfficiency(episodes, 'pixel', { multiples: [4] }).within).toEqual([{ multiple: 4, solved: 3, share: 0.6 }]);
    expect(() => stepEfficiency(episodes, 'pixel', { multiples: [0] })).toThrow(/positive/);
  });
});

describe('timing', () => {
  // successes: a 10 s (ref 2 s), b 6 s (ref 3 s), c 2 s (no ref), e 8 s (ref 0 → not matched); d failed
  // agent mean over successes = (10 + 6 + 2 + 8) / 4 = 6.5 s; median of [2, 6, 8, 10] = (6 + 8) / 2 = 7 s
  // matched {a, b}: agent mean 8 s, reference mean 2.5 s → ratio of means 8 / 2.5 = 3.2
  // per-task ratios 10/2 = 5 and 6/3 = 2 → mean of ratios 3.5, median 3.5
  const episodes = [
    ep('a', true, { duration_ms: 10_000, reference_duration_ms: 2_000 }),
    ep('b', true, { duration_ms: 6_000, reference_duration_ms: 3_000 }),
    ep('c', true, { duration_ms: 2_000, reference_duration_ms: null }),
    ep('d', false, { duration_ms: 50_000, reference_duration_ms: 1_000 }),
    ep('e', true, { duration_ms: 8_000, reference_duration_ms: 0 }),
  ];

  it('reports agent time on successes and both reference ratios on matched tasks', () => {
    expect(timing(episodes)).toEqual({
      n: 5, succeeded: 4, agent_mean_ms: 6_500, agent_median_ms: 7_000,
      matched: { n: 2, agent_mean_ms: 8_000, reference_mean_ms: 2_500, ratio_of_means: 3.2, mean_of_ratios: 3.5, median_of_ratios: 3.5 },
    });
  });

  it('gives nulls, not NaN, when nothing succeeded or nothing has a reference', () => {
    expect(timing([ep('a', false)])).toEqual({ n: 1, succeeded: 0, agent_mean_ms: null, agent_median_ms: null, matched: null });
    expect(timing([ep('a', true, { duration_ms: 3_000 })]).matched).toBeNull();
  });
});

describe('stability', () => {
  it('separates aggregate stability from task-level churn', () => {
    // A passes t000, t001, t002; B passes t000, t002, t003 → both 3/5 = 0.6, mean 0.6, deviation 0
    // agreement: t000 ✓ t001 ✗ t002 ✓ t003 ✗ t004 ✓ → 3/5 = 0.6, 2 flipped
    // Jaccard: |{t000, t002}| / |{t000, t001, t002, t003}| = 2/4 = 0.5
    const r = stability([runOf('A', '11100'), runOf('B', '10110')]);
    expect(r).toEqual({
      runs: 2, n: 5, pass_rates: [0.6, 0.6], mean_pass_rate: 0.6, max_deviation: 0, range: 0, agreement: 0.6, flipped: 2, jaccard: 0.5,
    });
  });

  it('measures deviation from the mean across several runs', () => {
    // rates 2/5, 3/5, 4/5 → mean 0.6, max |rate − mean| = 0.2, range 0.4
    // t000 passes in all three; any run passes t000..t003 → Jaccard 1/4; only t004 agrees (fails everywhere) besides t000 → 2/5
    const r = stability([runOf('A', '11000'), runOf('B', '10110'), runOf('C', '11110')]);
    expect(r.mean_pass_rate).toBeCloseTo(0.6, 12);
    expect(r.max_deviation).toBeCloseTo(0.2, 12);
    expect(r.range).toBeCloseTo(0.4, 12);
    expect(r.agreement).toBe(0.4);
    expect(r.flipped).toBe(3);
    expect(r.jaccard).toBe(0.25);
  });

  it('gives a null Jaccard when nothing passed, and needs two runs of one task set', () => {
    expect(stability([runOf('A', '00'), runOf('B', '00')]).jaccard).toBeNull();
    expect(() => stability([runOf('A', '10')])).toThrow(/at least two runs/);
    expect(() => stability([runOf('A', '10'), runOf('B', '100')])).toThrow(/"A" and "B" cover different tasks \(only in the first: none; only in the second: t002\)/);
  });
});

describe('stepCurve', () => {
  // successes at steps 1, 3, 3 and 0 (counted at step 1); one failure; n = 5
  // solved_at = [2, 0, 2, 0] → marginal [0.4, 0, 0.4, 0], cumulative [0.4, 0.4, 0.8, 0.8]
  const episodes = [
    ep('t1', true, { steps: 1 }), ep('t2', true, { steps: 3 }), ep('t3', true, { steps: 3 }),
    ep('t4', false, { steps: 20 }), ep('t5', true, { steps: 0 }),
  ];

  it('accumulates the share solved by each step up to the budget', () => {
    const r = stepCurve(episodes, { maxSteps: 4 });
    expect(r.solved_at).toEqual([2, 0, 2, 0]);
    expect(r.marginal).toEqual([0.4, 0, 0.4, 0]);
    expect(r.cumulative).toEqual([0.4, 0.4, 0.8, 0.8]);
  });

  it('ends at the longest success by default and refuses a budget shorter than a success', () => {
    expect(stepCurve(episodes).max_steps).toBe(3);
    expect(() => stepCurve(episodes, { maxSteps: 2 })).toThrow(/task t2: solved in 3 steps, beyond the curve's 2/);
  });
});
