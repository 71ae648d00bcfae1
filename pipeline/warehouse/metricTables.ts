/**
 * The warehouse's metric tables, computed from the runs' per-task outcomes with pipeline/metrics:
 * run_metrics (one row per run), breakdowns (per run × dimension × level), axis_correlations
 * (intended axis vs failure, overall and per mode) and step_curves. Every CI is a task-resampling
 * bootstrap with the default seed, so the same runs give the same bytes.
 */
import { referenceSteps, taskReference, type SuiteTask } from '../content/suiteTask';
import type { RunData } from '../runs/runDir';
import type { Manifest } from '../runs/records';
import { AXES } from '../../src/core/taskSpec';
import {
  BREAKDOWN_KEYS, pairedBootstrapDelta, stability, axisFailureCorrelations, bootstrapPassRate, breakdown, stepCurve, stepEfficiency, timing,
  type ScoredEpisode, type TaskFacts,
} from '../metrics';

export const METRIC_TABLES = {
  run_metrics: {
    sortBy: ['run_id'],
    columns: {
      run_id: 'VARCHAR', suite: 'VARCHAR', agent: 'VARCHAR', model: 'VARCHAR', mode: 'VARCHAR', tasks: 'INTEGER', passed: 'INTEGER',
      harness_errors: 'INTEGER', pass_rate: 'DOUBLE', ci_lo: 'DOUBLE', ci_hi: 'DOUBLE', within_1h: 'DOUBLE', within_2h: 'DOUBLE', within_3h: 'DOUBLE', within_5h: 'DOUBLE',
      counts_turns: 'BOOLEAN', mean_success_ms: 'DOUBLE', median_success_ms: 'DOUBLE', mean_success_steps: 'DOUBLE', mean_step_ratio: 'DOUBLE',
    },
  },
  breakdowns: {
    sortBy: ['run_id', 'dimension', 'position'],
    columns: {
      run_id: 'VARCHAR', dimension: 'VARCHAR', level: 'VARCHAR', position: 'SMALLINT', tasks: 'INTEGER', passed: 'INTEGER',
      pass_rate: 'DOUBLE', ci_lo: 'DOUBLE', ci_hi: 'DOUBLE',
    },
  },
  axis_correlations: {
    sortBy: ['suite', 'axis', 'mode'],
    columns: { suite: 'VARCHAR', axis: 'VARCHAR', mode: 'VARCHAR', r: 'DOUBLE', n: 'INTEGER' },
  },
  /**
   * Pairs of runs of one agent and model on the same task set: across modes, the paired bootstrap CI
   * of the pass-rate difference; within a mode (repeats), the run-to-run stability.
   */
  run_pairs: {
    sortBy: ['run_a', 'run_b'],
    columns: {
      run_a: 'VARCHAR', run_b: 'VARCHAR', agent: 'VARCHAR', model: 'VARCHAR', mode_a: 'VARCHAR', mode_b: 'VARCHAR', tasks: 'INTEGER',
      delta: 'DOUBLE', delta_lo: 'DOUBLE', delta_hi: 'DOUBLE', agreement: 'DOUBLE', flipped: 'INTEGER', jaccard: 'DOUBLE', max_deviation: 'DOUBLE',
      a_only: 'INTEGER', b_only: 'INTEGER',
    },
  },
  step_curves: {
    sortBy: ['run_id', 'step'],
    columns: { run_id: 'VARCHAR', step: 'SMALLINT', solved_at: 'INTEGER', marginal: 'DOUBLE', cumulative: 'DOUBLE' },
  },
} as const;

/** Group CIs use fewer resamples than run CIs: there are ~100 groups per run, and their intervals are read, not ranked. */
const BREAKDOWN_RESAMPLES = 2000;

export type MetricTableName = keyof typeof METRIC_TABLES;

/** `suite`: the suite the task is scored in (whose human references count, see taskReference). */
export function taskFacts(t: SuiteTask, family: string, suite: string): TaskFacts {
  return {
    id: t.id, canonical_type: t.canonical_type, family, library: t.library, template: t.template, tier: t.difficulty.tier,
    bucket: t.difficulty.bucket, scene: { ...t.scene }, axes: { ...t.difficulty.axes }, reference_steps: referenceSteps(t, suite),
  };
}

/**
 * Per-task outcomes of a run; a task of the run's set without an episode counts as a failure. A
 * task whose episode ended in a harness error (the page did not load, the browser failed) says
 * nothing about the agent and is left out; run_metrics counts such tasks apart.
 */
export function scoreRun(run: Pick<RunData, 'manifest' | 'episodes'>, tasksById: ReadonlyMap<string, SuiteTask>): ScoredEpisode[] {
  const byTask = new Map(run.episodes.map((e) => [e.task_id, e]));
  const suite = run.manifest.task_set.name;
  return run.manifest.task_set.task_ids.filter((id) => byTask.get(id)?.status !== 'harness_error').map((id) => {
    const e = byTask.get(id);
    const ref = taskReference(tasksById.get(id)!, suite);
    return {
      run_id: run.manifest.run_id, task_id: id, success: e?.status === 'success', steps: e?.steps ?? 0, actions: e?.actions ?? 0,
      duration_ms: e?.duration_ms ?? 0, reference_steps: ref.steps, reference_duration_ms: ref.duration_ms,
    };
  });
}

export interface ScoredRun {
  manifest: Manifest;
  scored: ScoredEpisode[];
}

export function* metricRows(table: MetricTableName, runs: ScoredRun[], facts: Map<string, TaskFacts>): Generator<Record<string, unknown>> {
  const factList = [...facts.values()];
  if (table === 'axis_correlations') {
    const bySuite = new Map<string, ScoredRun[]>();
    for (const r of runs) bySuite.set(r.manifest.task_set.name, [...(bySuite.get(r.manifest.task_set.name) ?? []), r]);
    for (const [suite, rs] of bySuite) {
      for (const c of axisFailureCorrelations(rs.map((r) => ({ mode: r.manifest.mode, episodes: r.scored })), factList, AXES)) {
        yield { suite, axis: c.axis, mode: 'all', r: c.overall.r, n: c.overall.n };
        for (const m of c.by_mode) if (m.n > 0) yield { suite, axis: c.axis, mode: m.mode, r: m.r, n: m.n };
      }
    }
    return;
  }
  if (table === 'run_pairs') {
    yield* runPairRows(runs);
    return;
  }
  for (const { manifest: m, scored } of runs) {
    if (table === 'run_metrics') {
      const ci = bootstrapPassRate(scored);
      const eff = stepEfficiency(scored, m.mode);
      const t = timing(scored);
      const wins = scored.filter((e) => e.success);
      const within = (k: number) => eff.within.find((w) => w.multiple === k)!.share;
      yield {
        run_id: m.run_id, suite: m.task_set.name, agent: m.agent.name, model: m.agent.model, mode: m.mode, tasks: scored.length,
        passed: wins.length, harness_errors: m.task_set.task_ids.length - scored.length, pass_rate: ci.estimate, ci_lo: ci.lo, ci_hi: ci.hi,
        within_1h: within(1), within_2h: within(2), within_3h: within(3), within_5h: within(5), counts_turns: eff.optimistic,
        mean_success_ms: t.agent_mean_ms, median_success_ms: t.agent_median_ms,
        mean_success_steps: wins.length ? wins.reduce((a, e) => a + e.steps, 0) / wins.length : null,
        mean_step_ratio: wins.length ? wins.reduce((a, e) => a + e.steps / Math.max(e.reference_steps, 1), 0) / wins.length : null,
      };
    } else if (table === 'breakdowns') {
      for (const key of BREAKDOWN_KEYS) {
        const groups = breakdown(scored, factList, key, { ci: { resamples: BREAKDOWN_RESAMPLES } });
        for (const [position, g] of groups.entries()) {
          yield { run_id: m.run_id, dimension: key, level: String(g.level), position, tasks: g.n, passed: g.passed, pass_rate: g.rate, ci_lo: g.ci!.lo, ci_hi: g.ci!.hi };
        }
      }
    } else if (table === 'step_curves') {
      const c = stepCurve(scored, { maxSteps: m.budget.max_steps });
      for (let k = 0; k < c.max_steps; k++) yield { run_id: m.run_id, step: k + 1, solved_at: c.solved_at[k], marginal: c.marginal[k], cumulative: c.cumulative[k] };
    }
  }
}

function* runPairRows(runs: ScoredRun[]): Generator<Record<string, unknown>> {
  const sorted = [...runs].sort((a, b) => (a.manifest.run_id < b.manifest.run_id ? -1 : 1));
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length; j++) {
      const [a, b] = [sorted[i], sorted[j]];
      const [ma, mb] = [a.manifest, b.manifest];
      if (ma.agent.name !== mb.agent.name || ma.agent.model !== mb.agent.model || ma.task_set.hash !== mb.task_set.hash) continue;
      const delta = pairedBootstrapDelta(a.scored, b.scored);
      const st = stability([a.scored, b.scored]);
      const passA = new Set(a.scored.filter((e) => e.success).map((e) => e.task_id));
      const passB = new Set(b.scored.filter((e) => e.success).map((e) => e.task_id));
      yield {
        run_a: ma.run_id, run_b: mb.run_id, agent: ma.agent.name, model: ma.agent.model, mode_a: ma.mode, mode_b: mb.mode, tasks: a.scored.length,
        delta: delta.estimate, delta_lo: delta.lo, delta_hi: delta.hi, agreement: st.agreement, flipped: st.flipped, jaccard: st.jaccard,
        max_deviation: ma.mode === mb.mode ? st.max_deviation : null,
        a_only: [...passA].filter((t) => !passB.has(t)).length, b_only: [...passB].filter((t) => !passA.has(t)).length,
      };
    }
  }
}
