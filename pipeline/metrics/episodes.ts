/**
 * Checks and alignment shared by the metrics. Every metric sorts tasks by id (code-point order) before
 * using them, so results never depend on the order episodes arrive in.
 */
import { MetricInputError, type ScoredEpisode, type StepUnit, type TaskFacts } from './types';

/** Code-point order: the same on every machine and locale. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Checks that `episodes` are one run's outcomes: at least one, a single run id, each task once, and
 * counts and durations that make sense. Returns them sorted by task id (a copy).
 */
export function checkRun(episodes: readonly ScoredEpisode[], what = 'run'): ScoredEpisode[] {
  if (episodes.length === 0) throw new MetricInputError(`${what}: no episodes to score`);
  const runId = episodes[0].run_id;
  const seen = new Set<string>();
  // Named only when something is wrong: this loop runs once per episode of every breakdown level.
  const where = (e: ScoredEpisode) => `${what} "${e.run_id}", task ${e.task_id}`;
  for (const e of episodes) {
    if (e.run_id !== runId) throw new MetricInputError(`${what}: episodes from two runs ("${runId}" and "${e.run_id}"); score one run at a time`);
    if (seen.has(e.task_id)) throw new MetricInputError(`${where(e)}: scored twice; keep one episode per task`);
    seen.add(e.task_id);
    for (const field of ['steps', 'actions', 'reference_steps'] as const) {
      if (!Number.isInteger(e[field]) || e[field] < 0) throw new MetricInputError(`${where(e)}: ${field} must be a whole number ≥ 0, got ${e[field]}`);
    }
    if (!Number.isFinite(e.duration_ms) || e.duration_ms < 0) throw new MetricInputError(`${where(e)}: duration_ms must be a finite number ≥ 0, got ${e.duration_ms}`);
    const ref = e.reference_duration_ms;
    if (ref !== null && (!Number.isFinite(ref) || ref < 0)) throw new MetricInputError(`${where(e)}: reference_duration_ms must be null or a finite number ≥ 0, got ${ref}`);
  }
  return episodes.slice().sort((a, b) => compareStrings(a.task_id, b.task_id));
}

/** Several runs over one task set, as 0/1 outcomes aligned on the sorted task ids. */
export interface AlignedRuns {
  task_ids: string[];
  /** outcomes[r][i] is 1 when run r solved task_ids[i]. */
  outcomes: Uint8Array[];
}

/** Aligns runs on their tasks; fails, naming the differing tasks, unless every run covers the same set. */
export function alignRuns(runs: readonly (readonly ScoredEpisode[])[], what = 'runs'): AlignedRuns {
  if (runs.length === 0) throw new MetricInputError(`${what}: no runs given`);
  const sorted = runs.map((r, i) => checkRun(r, `${what}[${i}]`));
  const taskIds = sorted[0].map((e) => e.task_id);
  for (let r = 1; r < sorted.length; r++) {
    const ids = sorted[r].map((e) => e.task_id);
    if (ids.length === taskIds.length && ids.every((id, i) => id === taskIds[i])) continue;
    const here = new Set(ids);
    const first = new Set(taskIds);
    const onlyFirst = taskIds.filter((id) => !here.has(id));
    const onlyHere = ids.filter((id) => !first.has(id));
    const list = (xs: string[]) => (xs.length ? `${xs.slice(0, 3).join(', ')}${xs.length > 3 ? `, … (${xs.length})` : ''}` : 'none');
    throw new MetricInputError(
      `${what}: runs "${sorted[0][0].run_id}" and "${sorted[r][0].run_id}" cover different tasks `
      + `(only in the first: ${list(onlyFirst)}; only in the second: ${list(onlyHere)}); compare runs on the same task set`,
    );
  }
  return { task_ids: taskIds, outcomes: sorted.map((run) => Uint8Array.from(run, (e) => (e.success ? 1 : 0))) };
}

/** Task facts by id; fails on a task listed twice. */
export function indexFacts(facts: readonly TaskFacts[]): Map<string, TaskFacts> {
  const index = new Map<string, TaskFacts>();
  for (const f of facts) {
    if (index.has(f.id)) throw new MetricInputError(`task facts: task ${f.id} listed twice`);
    index.set(f.id, f);
  }
  return index;
}

/** The facts for an episode's task; fails naming the task when they are missing. */
export function factsOf(index: ReadonlyMap<string, TaskFacts>, e: ScoredEpisode): TaskFacts {
  const f = index.get(e.task_id);
  if (!f) throw new MetricInputError(`run "${e.run_id}", task ${e.task_id}: no task facts for this task`);
  return f;
}

export function stepCount(e: ScoredEpisode, unit: StepUnit): number {
  return unit === 'steps' ? e.steps : e.actions;
}
