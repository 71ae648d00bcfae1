/**
 * Layer 3 of the diagnostic pipeline: one report per canonical type, aggregating its tasks' run
 * outcomes (pass rates by mode, library, tier and scene factor; step efficiency; the hardest tasks;
 * the inversion check), its Layer 2 observations (failure-mechanism mix) and, when audited, its
 * realized difficulty, topped by a templated narrative. Pure: the same input gives the same bytes
 * (`componentReportJson`), whatever order runs, tasks and observations arrive in.
 */
import { canonicalJson } from '../../src/core/json';
import { AXES, type Axis, type TaskSpec } from '../../src/core/taskSpec';
import { RUN_MODES, type RunMode } from '../runs/records';
import {
  SCENE_FACTORS, breakdown, compareStrings, difficultyInversion, stepEfficiency, MetricInputError,
  type BreakdownKey, type ScoredEpisode, type TaskFacts,
} from '../metrics';
import { FAILURE_CATEGORIES, type FailureCategory } from './categories';
import { pooledPassRate } from './pooledPassRate';
import { realizedAxisRatings } from './realizedAxes';
import { DEFAULT_HARDEST_TASKS, checkReportInput, type CheckedReportInput, type ReportInput, type ReportRun } from './reportInput';
import { componentNarrative } from './reportNarrative';
import { ComponentReportSchema, REPORT_VERSION, type ComponentReport, type LevelTally } from './reportSchema';

type Draft = Omit<ComponentReport, 'narrative'>;

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/**
 * Pass rate by a task property over several runs pooled. breakdown() scores one run, so the pooled
 * runs become one whose units are (run, task) pairs, each carrying its task's facts.
 */
function pooledBreakdown(runs: readonly ReportRun[], facts: ReadonlyMap<string, TaskFacts>, key: BreakdownKey): LevelTally[] {
  const episodes: ScoredEpisode[] = [];
  const unitFacts: TaskFacts[] = [];
  for (const r of runs) {
    for (const e of r.episodes) {
      const id = `${r.run_id}\u0000${e.task_id}`;
      episodes.push({ ...e, run_id: 'pooled', task_id: id });
      unitFacts.push({ ...facts.get(e.task_id)!, id });
    }
  }
  return breakdown(episodes, unitFacts, key).map((g) => ({ level: g.level, episodes: g.n, passed: g.passed, rate: g.rate }));
}

function efficiencyOf(mode: RunMode, runs: readonly ReportRun[]): Draft['efficiency'][number] {
  let episodes = 0;
  let passed = 0;
  let withinH = 0;
  let within2H = 0;
  let countsTurns = false;
  const wins: ScoredEpisode[] = [];
  for (const r of runs) {
    const eff = stepEfficiency(r.episodes, mode, { multiples: [1, 2] });
    episodes += eff.n;
    passed += eff.passed;
    withinH += eff.within[0].solved;
    within2H += eff.within[1].solved;
    countsTurns = eff.optimistic;
    wins.push(...r.episodes.filter((e) => e.success));
  }
  return {
    mode,
    counts_turns: countsTurns,
    episodes,
    passed,
    within_h: { solved: withinH, share: withinH / episodes },
    within_2h: { solved: within2H, share: within2H / episodes },
    mean_success_steps: wins.length ? mean(wins.map((e) => e.steps)) : null,
    mean_reference_steps: wins.length ? mean(wins.map((e) => e.reference_steps)) : null,
    mean_step_ratio: wins.length ? mean(wins.map((e) => e.steps / Math.max(e.reference_steps, 1))) : null,
  };
}

/** Most frequent first; ties in the taxonomy's precedence order. */
function byCount<T extends { category: FailureCategory }>(rows: T[], n: (row: T) => number): T[] {
  return rows.sort((a, b) => n(b) - n(a) || FAILURE_CATEGORIES.indexOf(a.category) - FAILURE_CATEGORIES.indexOf(b.category));
}

function mechanismsOf(c: CheckedReportInput, tasks: readonly TaskSpec[], runs: readonly ReportRun[]): Draft['mechanisms'] {
  const observations = tasks.flatMap((t) => c.observationsById.get(t.id) ?? []);
  const perCategory = new Map<FailureCategory, number>();
  const perPrimary = new Map<FailureCategory, number>();
  for (const o of observations) {
    for (const cc of o.category_counts) perCategory.set(cc.category, (perCategory.get(cc.category) ?? 0) + cc.runs);
    if (o.primary_category) perPrimary.set(o.primary_category, (perPrimary.get(o.primary_category) ?? 0) + 1);
  }
  const labelled = [...perCategory.values()].reduce((a, b) => a + b, 0);
  return {
    failed_episodes: runs.reduce((a, r) => a + r.episodes.filter((e) => !e.success).length, 0),
    labelled_failed_episodes: labelled,
    observed_tasks: observations.length,
    model_revised_tasks: observations.filter((o) => o.source === 'llm').length,
    by_category: byCount([...perCategory].map(([category, n]) => ({ category, failed_episodes: n, share: n / labelled })), (r) => r.failed_episodes),
    by_primary: byCount([...perPrimary].map(([category, n]) => ({ category, tasks: n })), (r) => r.tasks),
  };
}

function hardestOf(c: CheckedReportInput, runs: readonly ReportRun[], limit: number): Draft['hardest_tasks'] {
  const perTask = new Map<string, { episodes: number; passed: number }>();
  for (const r of runs) {
    for (const e of r.episodes) {
      const t = perTask.get(e.task_id) ?? { episodes: 0, passed: 0 };
      t.episodes++;
      if (e.success) t.passed++;
      perTask.set(e.task_id, t);
    }
  }
  return [...perTask]
    .filter(([, t]) => t.passed < t.episodes)
    .map(([id, t]) => {
      const f = c.factsById.get(id)!;
      return {
        task_id: id, library: f.library, tier: f.tier, reference_steps: f.reference_steps, episodes: t.episodes, passed: t.passed,
        rate: t.passed / t.episodes, primary_category: c.observationsById.get(id)?.primary_category ?? null,
      };
    })
    .sort((a, b) => a.rate - b.rate || b.episodes - a.episodes || compareStrings(a.task_id, b.task_id))
    .slice(0, limit);
}

function difficultyOf(c: CheckedReportInput, tasks: readonly TaskSpec[]): Draft['difficulty'] {
  const realized = new Map<string, Partial<Record<Axis, number>>>();
  for (const t of tasks) {
    const record = c.input.realized?.get(t.id);
    const ratings = record ? realizedAxisRatings(t.id, record) : null;
    if (ratings) realized.set(t.id, ratings);
  }
  return {
    audited_tasks: realized.size,
    axes: AXES.map((axis) => {
      const rated = tasks.filter((t) => realized.get(t.id)?.[axis] !== undefined);
      const r = rated.map((t) => realized.get(t.id)![axis]!);
      const i = rated.map((t) => c.factsById.get(t.id)!.axes[axis]);
      const realizedMean = rated.length ? mean(r) : null;
      const intendedAudited = rated.length ? mean(i) : null;
      return {
        axis,
        intended_mean: mean(tasks.map((t) => c.factsById.get(t.id)!.axes[axis])),
        realized_tasks: rated.length,
        realized_mean: realizedMean,
        intended_mean_audited: intendedAudited,
        mean_delta: rated.length ? mean(r.map((x, k) => x - i[k])) : null,
      };
    }),
  };
}

function report(c: CheckedReportInput, type: string): ComponentReport {
  const tasks = c.tasksByType.get(type);
  const familyId = c.input.ontology.familyOf.get(type);
  if (!familyId) throw new MetricInputError(`component report: "${type}" is not a canonical type of the ontology`);
  if (!tasks) throw new MetricInputError(`component report: no tasks of type "${type}" among the input's tasks`);
  const familyName = c.input.ontology.families.find((f) => f.id === familyId)!.name;
  const ids = new Set(tasks.map((t) => t.id));
  const runs = c.runs
    .map((r) => ({ ...r, episodes: r.episodes.filter((e) => ids.has(e.task_id)) }))
    .filter((r) => r.episodes.length > 0);
  const episodes = runs.flatMap((r) => r.episodes);
  const covered = new Set(episodes.map((e) => e.task_id));
  const passed = episodes.filter((e) => e.success).length;
  const modes = RUN_MODES.filter((m) => runs.some((r) => r.mode === m));
  const coveredFacts = [...covered].sort(compareStrings).map((id) => c.factsById.get(id)!);
  // Only this type's episodes and facts go in, so the inversion has exactly one row.
  const inv = runs.length ? difficultyInversion(runs.map((r) => r.episodes), coveredFacts) : null;

  const draft: Draft = {
    report_version: REPORT_VERSION,
    canonical_type: type,
    family: { id: familyId, name: familyName },
    libraries: [...new Set(tasks.map((t) => t.library))].sort(compareStrings),
    tasks: { total: tasks.length, covered: covered.size },
    runs: runs.map((r) => ({
      run_id: r.run_id, agent: r.agent, model: r.model, mode: r.mode, episodes: r.episodes.length, passed: r.episodes.filter((e) => e.success).length,
    })),
    overall: episodes.length ? { episodes: episodes.length, passed, rate: passed / episodes.length } : null,
    by_mode: modes.map((mode) => {
      const of = runs.filter((r) => r.mode === mode);
      const p = pooledPassRate(of.map((r) => r.episodes), c.input.bootstrap);
      return {
        mode, runs: of.length, tasks: p.tasks, episodes: p.episodes, passed: p.passed, rate: p.rate,
        ci: { lo: p.ci.lo, hi: p.ci.hi, level: p.ci.level, resamples: p.ci.resamples, seed: p.ci.seed, method: p.method },
      };
    }),
    by_library: runs.length ? pooledBreakdown(runs, c.factsById, 'library') : [],
    by_tier: runs.length ? pooledBreakdown(runs, c.factsById, 'tier') : [],
    by_scene: runs.length ? SCENE_FACTORS.map((f) => ({ factor: f, levels: pooledBreakdown(runs, c.factsById, `scene.${f}`) })) : [],
    efficiency: modes.map((m) => efficiencyOf(m, runs.filter((r) => r.mode === m))),
    hardest_tasks: hardestOf(c, runs, c.input.hardestTasks ?? DEFAULT_HARDEST_TASKS),
    mechanisms: mechanismsOf(c, tasks, runs),
    inversion: inv ? {
      mean_reference_steps: inv.types[0].mean_reference_steps,
      mean_run_pass_rate: inv.types[0].mean_pass_rate,
      runs: inv.types[0].runs,
      inverted: inv.types[0].inverted,
      max_reference_steps: inv.thresholds.maxReferenceSteps,
      pass_rate_below: inv.thresholds.passRateBelow,
    } : null,
    difficulty: difficultyOf(c, tasks),
  };
  return ComponentReportSchema.parse({ ...draft, narrative: componentNarrative(draft) });
}

/** The report of one canonical type; fails unless the ontology knows the type and the input has tasks of it. */
export function buildComponentReport(type: string, input: ReportInput): ComponentReport {
  return report(checkReportInput(input), type);
}

/** One report per canonical type with tasks in the input, in ontology order (types without tasks get none). */
export function buildComponentReports(input: ReportInput): ComponentReport[] {
  const c = checkReportInput(input);
  return input.ontology.families.flatMap((f) => f.types).filter((t) => c.tasksByType.has(t)).map((t) => report(c, t));
}

/** A report's bytes: canonical JSON (sorted keys) and a final newline. */
export function componentReportJson(r: ComponentReport): string {
  return `${canonicalJson(r)}\n`;
}
