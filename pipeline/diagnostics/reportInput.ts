/**
 * What the Layer 3 component reports are computed from, how it is checked, and how to assemble it
 * from run directories. Checking happens once, up front, so every report can trust its input:
 * each run scores a task at most once and only tasks of the input, every task has facts that
 * agree with its spec and the ontology, and every observation belongs to a known task of its type.
 */
import { z } from 'zod';
import type { Ontology } from '../../src/core/ontology';
import type { TaskSpec } from '../../src/core/taskSpec';
import { RUN_MODES, type RunMode } from '../runs/records';
import {
  MetricInputError, ScoredEpisodeSchema, checkRun, compareStrings, type BootstrapOptions, type ScoredEpisode, type TaskFacts,
} from '../metrics';
import { scoreRun, taskFacts } from '../warehouse/metricTables';
import { ObservationSchema, buildObservation, type TaskObservation } from './observation';
import { buildPackets, type RealizedDifficulty, type RunInput } from './packet';

/** One scored run: who ran it, in which mode, and its per-task outcomes. */
export interface ReportRun {
  run_id: string;
  agent: string;
  model: string | null;
  mode: RunMode;
  episodes: ScoredEpisode[];
}

export const ReportRunSchema: z.ZodType<ReportRun> = z.strictObject({
  run_id: z.string().min(1),
  agent: z.string().min(1),
  model: z.string().min(1).nullable(),
  mode: z.enum(RUN_MODES),
  episodes: z.array(ScoredEpisodeSchema),
});

export interface ReportInput {
  ontology: Ontology;
  /** The tasks reported on; a type gets a report when it has at least one. */
  tasks: readonly TaskSpec[];
  /** Facts of exactly these tasks (taskFacts). */
  facts: readonly TaskFacts[];
  runs: readonly ReportRun[];
  /** Layer 2 observations (deterministic or model-revised), at most one per task. */
  observations: readonly TaskObservation[];
  /** Realized-difficulty audit records by task id; absent or null when there was no audit. */
  realized?: ReadonlyMap<string, RealizedDifficulty> | null;
  /** Seed, resamples and level of the per-mode intervals (defaults: 2026, 10,000, 0.95). */
  bootstrap?: BootstrapOptions;
  /** How many of the hardest tasks a report lists (default 5). */
  hardestTasks?: number;
}

export const DEFAULT_HARDEST_TASKS = 5;

/** The input after checking, indexed for the per-type reports. */
export interface CheckedReportInput {
  input: ReportInput;
  /** Tasks by canonical type, each list sorted by id. */
  tasksByType: Map<string, TaskSpec[]>;
  factsById: Map<string, TaskFacts>;
  observationsById: Map<string, TaskObservation>;
  /** Runs ordered by mode, agent, model, run id; episodes sorted by task id. */
  runs: ReportRun[];
}

function fail(message: string): never {
  throw new MetricInputError(`component reports: ${message}`);
}

export function checkReportInput(input: ReportInput): CheckedReportInput {
  const tasksById = new Map<string, TaskSpec>();
  const tasksByType = new Map<string, TaskSpec[]>();
  for (const t of input.tasks) {
    if (tasksById.has(t.id)) fail(`task ${t.id} is listed twice`);
    if (!input.ontology.familyOf.has(t.canonical_type)) fail(`task ${t.id}: "${t.canonical_type}" is not a canonical type of the ontology`);
    tasksById.set(t.id, t);
    tasksByType.set(t.canonical_type, [...(tasksByType.get(t.canonical_type) ?? []), t]);
  }
  for (const list of tasksByType.values()) list.sort((a, b) => compareStrings(a.id, b.id));

  const factsById = new Map<string, TaskFacts>();
  for (const f of input.facts) {
    const t = tasksById.get(f.id);
    if (!t) fail(`task facts name task ${f.id}, which is not among the tasks`);
    if (factsById.has(f.id)) fail(`task ${f.id} has facts twice`);
    if (f.canonical_type !== t.canonical_type || f.library !== t.library) {
      fail(`task ${f.id}: facts say ${f.canonical_type}/${f.library} but the spec says ${t.canonical_type}/${t.library}`);
    }
    const family = input.ontology.familyOf.get(t.canonical_type);
    if (f.family !== family) fail(`task ${f.id}: facts give family "${f.family}" but the ontology puts ${t.canonical_type} in "${family}"`);
    factsById.set(f.id, f);
  }
  const missing = input.tasks.find((t) => !factsById.has(t.id));
  if (missing) fail(`task ${missing.id} has no facts`);

  const runIds = new Set<string>();
  const runs = input.runs.map((raw, i) => {
    const r = ReportRunSchema.safeParse(raw);
    if (!r.success) {
      const issue = r.error.issues[0];
      fail(`runs[${i}]${raw && typeof raw.run_id === 'string' ? ` ("${raw.run_id}")` : ''}, field ${issue.path.join('.') || 'run'}: ${issue.message}`);
    }
    const run = r.data;
    if (runIds.has(run.run_id)) fail(`two runs share the run id "${run.run_id}"`);
    runIds.add(run.run_id);
    if (run.episodes.length === 0) fail(`run "${run.run_id}" has no episodes`);
    const stray = run.episodes.find((e) => e.run_id !== run.run_id);
    if (stray) fail(`run "${run.run_id}", task ${stray.task_id}: the episode says run "${stray.run_id}"`);
    const unknown = run.episodes.find((e) => !tasksById.has(e.task_id));
    if (unknown) fail(`run "${run.run_id}", task ${unknown.task_id}: not among the tasks`);
    return { ...run, episodes: checkRun(run.episodes, `run "${run.run_id}"`) };
  });
  runs.sort((a, b) => RUN_MODES.indexOf(a.mode) - RUN_MODES.indexOf(b.mode) || compareStrings(a.agent, b.agent)
    || compareStrings(a.model ?? '', b.model ?? '') || compareStrings(a.run_id, b.run_id));

  const observationsById = new Map<string, TaskObservation>();
  input.observations.forEach((raw, i) => {
    const r = ObservationSchema.safeParse(raw);
    if (!r.success) {
      const issue = r.error.issues[0];
      fail(`observations[${i}]${raw && typeof raw.task_id === 'string' ? ` (task ${raw.task_id})` : ''}, field ${issue.path.join('.') || 'observation'}: ${issue.message}`);
    }
    const o = r.data;
    const t = tasksById.get(o.task_id);
    if (!t) fail(`observation of task ${o.task_id}, which is not among the tasks`);
    if (o.canonical_type !== t.canonical_type) fail(`observation of task ${o.task_id} says type ${o.canonical_type}, the spec says ${t.canonical_type}`);
    if (observationsById.has(o.task_id)) fail(`task ${o.task_id} has two observations`);
    observationsById.set(o.task_id, o);
  });

  for (const id of input.realized?.keys() ?? []) if (!tasksById.has(id)) fail(`realized difficulty names task ${id}, which is not among the tasks`);
  const hardest = input.hardestTasks ?? DEFAULT_HARDEST_TASKS;
  if (!Number.isInteger(hardest) || hardest < 0) fail(`hardestTasks must be a whole number ≥ 0, got ${hardest}`);

  return { input, tasksByType, factsById, observationsById, runs };
}

export interface AssembleOptions {
  realized?: ReadonlyMap<string, RealizedDifficulty> | null;
  /** Observations to use instead of the deterministic ones built from the runs (e.g. model-revised ones). */
  observations?: readonly TaskObservation[];
  bootstrap?: BootstrapOptions;
  hardestTasks?: number;
  /** The suite the tasks belong to, whose human references count (default full). */
  suite?: string;
}

/**
 * A report input from run records (readRun output fits): facts from the specs and ontology, each
 * run scored over its task set (a task without an episode is a failure), and a deterministic
 * Layer 2 observation per task built from its Layer 1 packet.
 */
export function assembleReportInput(
  runs: readonly RunInput[], tasks: readonly TaskSpec[], ontology: Ontology, opts: AssembleOptions = {},
): ReportInput {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  for (const r of runs) {
    const unknown = r.manifest.task_set.task_ids.find((id) => !byId.has(id));
    if (unknown) fail(`run "${r.manifest.run_id}" covers task ${unknown}, which is not among the tasks`);
  }
  const facts = tasks.map((t) => {
    const family = ontology.familyOf.get(t.canonical_type);
    if (!family) fail(`task ${t.id}: "${t.canonical_type}" is not a canonical type of the ontology`);
    return taskFacts(t, family, opts.suite ?? 'full');
  });
  const observations = opts.observations
    ?? buildPackets(tasks, runs, ontology, { realized: opts.realized ?? undefined }).map(buildObservation);
  return {
    ontology,
    tasks,
    facts,
    runs: runs.map((r) => ({
      run_id: r.manifest.run_id, agent: r.manifest.agent.name, model: r.manifest.agent.model, mode: r.manifest.mode, episodes: scoreRun(r, byId),
    })).filter((r) => r.episodes.length > 0),
    observations,
    realized: opts.realized ?? null,
    bootstrap: opts.bootstrap,
    hardestTasks: opts.hardestTasks,
  };
}
