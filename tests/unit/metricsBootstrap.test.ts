import { describe, expect, it } from 'vitest';
import {
  bootstrapMeanPassRate, bootstrapPassRate, MetricInputError, pairedBootstrapDelta, quantileSorted, type ScoredEpisode,
} from '../../pipeline/metrics';
import { Rng } from '../../src/generator/rng';
import { runOf } from './metricsFixtures';

/** n tasks, the first `passed` of them passing (task ids sort in index order). */
function run(id: string, n: number, passed: number): ScoredEpisode[] {
  return runOf(id, '1'.repeat(passed) + '0'.repeat(n - passed));
}

describe('Rng.fillIndices', () => {
  it('draws exactly what Math.floor(next() · n) draws', () => {
    const one = new Rng(2026);
    const bulk = new Rng(2026);
    const expected = Array.from({ length: 5000 }, () => Math.floor(one.next() * 37));
    expect([...bulk.fillIndices(new Uint32Array(5000), 37)]).toEqual(expected);
    expect(bulk.next()).toBe(one.next());
  });
});

describe('quantileSorted', () => {
  it('interpolates linearly between order statistics (type 7)', () => {
    const xs = [10, 20, 30, 40, 50];
    expect(quantileSorted(xs, 0.25)).toBe(20); // h = 4·0.25 = 1 → x[1]
    expect(quantileSorted(xs, 0.1)).toBeCloseTo(14, 12); // h = 0.4 → 10 + 0.4·(20 − 10)
    expect(quantileSorted(xs, 0)).toBe(10);
    expect(quantileSorted(xs, 1)).toBe(50);
  });
});

describe('bootstrapPassRate', () => {
  const episodes = run('r', 200, 140);

  it('is reproducible bit for bit with a seed and changes with the seed', () => {
    const a = bootstrapPassRate(episodes, { seed: 7 });
    const b = bootstrapPassRate(episodes, { seed: 7 });
    expect(Object.is(a.lo, b.lo) && Object.is(a.hi, b.hi)).toBe(true);
    expect(a).toEqual(b);
    // percentile ends sit on the 1/n grid and often coincide across seeds; the spread of the
    // resampled rates does not, and neither do the ends of a coarse bootstrap
    const c = bootstrapPassRate(episodes, { seed: 8 });
    expect(c.se).not.toBe(a.se);
    const coarse = (seed: number) => bootstrapPassRate(episodes, { seed, resamples: 20 });
    expect([coarse(7).lo, coarse(7).hi]).not.toEqual([coarse(8).lo, coarse(8).hi]);
    expect(bootstrapPassRate(episodes, { seed: 'seven' })).not.toEqual(a);
  });

  it('defaults to B = 10,000, seed 2026 and a 95% interval that contains the estimate', () => {
    const r = bootstrapPassRate(episodes);
    expect([r.resamples, r.seed, r.level, r.n]).toEqual([10_000, 2026, 0.95, 200]);
    expect(r.estimate).toBe(0.7); // 140 / 200
    expect(r.lo).toBeLessThan(r.estimate);
    expect(r.hi).toBeGreaterThan(r.estimate);
    expect(bootstrapPassRate(episodes, { seed: 2026 })).toEqual(r);
  });

  it('does not depend on the order the episodes arrive in', () => {
    const shuffled = new Rng(1).shuffle(episodes);
    expect(bootstrapPassRate(shuffled)).toEqual(bootstrapPassRate(episodes));
  });

  it('agrees with the normal approximation on a large run', () => {
    // n = 1000, p = 0.8: se = √(0.8·0.2/1000) = 0.012649; 95% ≈ 0.8 ± 1.96·se = [0.77521, 0.82479]
    const r = bootstrapPassRate(run('r', 1000, 800));
    expect(Math.abs(r.se - 0.012649)).toBeLessThan(0.0005);
    expect(Math.abs(r.lo - 0.77521)).toBeLessThan(0.004);
    expect(Math.abs(r.hi - 0.82479)).toBeLessThan(0.004);
  });

  it('collapses to a point when every task passes or every task fails', () => {
    const all = bootstrapPassRate(run('r', 50, 50));
    expect([all.estimate, all.lo, all.hi]).toEqual([1, 1, 1]);
    const none = bootstrapPassRate(run('r', 50, 0));
    expect([none.estimate, none.lo, none.hi]).toEqual([0, 0, 0]);
  });

  it('narrows as the level drops and rejects bad options', () => {
    const wide = bootstrapPassRate(episodes, { level: 0.99 });
    const narrow = bootstrapPassRate(episodes, { level: 0.5 });
    expect(narrow.hi - narrow.lo).toBeLessThan(wide.hi - wide.lo);
    expect(() => bootstrapPassRate(episodes, { resamples: 0 })).toThrow(MetricInputError);
    expect(() => bootstrapPassRate(episodes, { level: 1 })).toThrow(/level/);
  });

});

/** The textbook bootstrap: n task indices drawn with replacement per resample; returns the sorted means. */
function indexBootstrap(scores: number[], seed: number, resamples = 10_000): Float64Array {
  const rng = new Rng(seed);
  const draws = new Uint32Array(scores.length);
  const means = new Float64Array(resamples);
  for (let b = 0; b < resamples; b++) {
    rng.fillIndices(draws, scores.length);
    let s = 0;
    for (const i of draws) s += scores[i];
    means[b] = s / scores.length;
  }
  return means.sort();
}

describe('resampling by score counts', () => {
  // per-task differences of two runs over 1,000 tasks: 180 favour a, 120 favour b, 700 tie
  const a = run('a', 1000, 880);
  const b = runOf('b', '1'.repeat(700) + '0'.repeat(180) + '1'.repeat(120));
  const diffs = a.map((e, i) => Number(e.success) - Number(b[i].success));

  it('has the variance of n draws with replacement', () => {
    // Var(diff) = E[d²] − E[d]² = 0.3 − 0.06² = 0.2964; se of the mean = √(0.2964 / 1000) = 0.017216
    const r = pairedBootstrapDelta(a, b);
    expect(r.estimate).toBeCloseTo(0.06, 12);
    expect(Math.abs(r.se - 0.017216)).toBeLessThan(0.0005);
  });

  it('gives the interval that drawing task indices gives', () => {
    const r = pairedBootstrapDelta(a, b);
    const means = indexBootstrap(diffs, 5);
    expect(Math.abs(r.lo - quantileSorted(means, 0.025))).toBeLessThan(0.003);
    expect(Math.abs(r.hi - quantileSorted(means, 0.975))).toBeLessThan(0.003);
    // and likewise for three repeated runs, scored 0–3 passes per task
    const runs = [runOf('x', '1101'.repeat(50)), runOf('y', '1001'.repeat(50)), runOf('z', '0111'.repeat(50))];
    const m = bootstrapMeanPassRate(runs);
    const passes = runs[0].map((_, i) => runs.reduce((k, r) => k + Number(r[i].success), 0) / 3);
    const ref = indexBootstrap(passes, 9);
    expect(Math.abs(m.lo - quantileSorted(ref, 0.025))).toBeLessThan(0.01);
    expect(Math.abs(m.hi - quantileSorted(ref, 0.975))).toBeLessThan(0.01);
  });
});

describe('pairedBootstrapDelta', () => {
  it('resamples the same tasks for both runs', () => {
    // identical outcomes in a different order: every resample's delta is 0, so the interval is [0, 0]
    const a = runOf('a', '1101001110');
    const b = new Rng(3).shuffle(runOf('b', '1101001110'));
    const r = pairedBootstrapDelta(a, b);
    expect([r.estimate, r.lo, r.hi]).toEqual([0, 0, 0]);
  });

  it('estimates rate(a) − rate(b) and stays within the range the per-task differences allow', () => {
    // a passes 3 of 4, b passes t000 only: per-task differences 0, 1, 1, 0 → delta = 2/4 = 0.5;
    // no task favours b, so no resample can go below 0
    const r = pairedBootstrapDelta(runOf('a', '1110'), runOf('b', '1000'), { seed: 11 });
    expect(r.estimate).toBe(0.5);
    expect(r.lo).toBeGreaterThanOrEqual(0);
    expect(r.hi).toBeLessThanOrEqual(1);
    expect(r.lo).toBeLessThan(0.5);
    expect(r.hi).toBeGreaterThan(0.5);
    expect(pairedBootstrapDelta(runOf('a', '1110'), runOf('b', '1000'), { seed: 11 })).toEqual(r);
  });

  it('refuses runs over different task sets, naming the differences', () => {
    const a = runOf('a', '110');
    const b = runOf('b', '11').concat(runOf('b', '0000').slice(3).map((e) => ({ ...e, task_id: 'zzz' })));
    expect(() => pairedBootstrapDelta(a, b)).toThrow(/only in the first: t002; only in the second: zzz/);
    expect(() => pairedBootstrapDelta(a, runOf('b', '11'))).toThrow(MetricInputError);
  });
});

describe('bootstrapMeanPassRate', () => {
  it('estimates the mean pass rate of repeated runs, resampling tasks', () => {
    // run A 3/4, run B 2/4 → mean (0.75 + 0.5) / 2 = 0.625
    const r = bootstrapMeanPassRate([runOf('A', '1110'), runOf('B', '1010')]);
    expect(r.estimate).toBe(0.625);
    expect(r.lo).toBeLessThanOrEqual(0.625);
    expect(r.hi).toBeGreaterThanOrEqual(0.625);
    // the same task passing in both runs moves together: two identical all-pass runs give [1, 1]
    const same = bootstrapMeanPassRate([runOf('A', '111'), runOf('B', '111')]);
    expect([same.lo, same.hi]).toEqual([1, 1]);
  });
});
