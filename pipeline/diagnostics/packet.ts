/**
 * Layer 1 of the diagnostic pipeline: one packet per task joining its spec, its metadata, its
 * realized difficulty (when audited), the reference trajectory, and what every run did on it —
 * outcome, failure label and step pointers, plus the compact trace of each failed run. Packets are
 * pure functions of their inputs: runs are ordered by mode, agent, model and run id, and
 * `packetJson` writes canonical JSON, so the same inputs give the same bytes.
 */
import { canonicalJson, type Json } from '../../src/core/json';
import type { Ontology } from '../../src/core/ontology';
import { goalFields, leafPredicates, type Predicate } from '../../src/core/predicate';
import type { CommittedState } from '../../src/core/state';
import { type DifficultyBlock, type ReferenceStep, type Scene, type TaskSpec } from '../../src/core/taskSpec';
import { RUN_MODES, type EpisodeStatus, type Episode, type Manifest, type RunMode, type Step } from '../runs/records';
import { FAILURE_CATEGORIES, type FailureCategory } from './categories';
import { labelFeatures, type FailureLabel } from './failureTaxonomy';
import { traceFeatures, type TraceFeatures } from './traceFeatures';

export const PACKET_VERSION = 1;

/** Realized-difficulty audit output for one task: kept as the audit wrote it (any JSON object). */
export type RealizedDifficulty = { [key: string]: Json };

/** The run records a packet needs (a `RunData` from readRun fits). */
export interface RunInput {
  manifest: Manifest;
  episodes: Episode[];
  steps: Step[];
}

export interface TraceLine {
  step: number;
  action_index: number;
  action: string;
  error: string | null;
  /** Goal fields and commit control of the target instance(s) after the action. */
  target: Record<string, { fields: Record<string, Json>; commit: string | null }> | null;
}

export interface RunOutcome {
  run_id: string;
  agent: string;
  model: string | null;
  mode: RunMode;
  status: EpisodeStatus;
  steps: number;
  actions: number;
  /** Null for a success. */
  failure: FailureLabel | null;
  /** Turns the failure evidence points at, ascending. */
  failing_steps: number[];
  /** Turns whose action raised an error, ascending. */
  error_steps: number[];
  /** The failed run's actions with the target's state after each (null for a success). */
  trace: TraceLine[] | null;
}

export interface TaskPacket {
  packet_version: number;
  task_id: string;
  spec: {
    instruction: string;
    canonical_type: string;
    library: string;
    template: string;
    predicate: Predicate;
    goal: Record<string, Json>;
    /** Instances the predicate names; null when any instance may hold the goal. */
    target_instances: string[] | null;
    commit_controls: string[];
    negative_cases: string[];
  };
  metadata: {
    family: string | null;
    family_name: string | null;
    template: string;
    scene: Scene;
    intended_difficulty: DifficultyBlock;
  };
  realized_difficulty: RealizedDifficulty | null;
  reference: { steps: number; trajectory: ReferenceStep[]; pointer_trajectory: ReferenceStep[] | null };
  runs: RunOutcome[];
  summary: { runs: number; passed: number; failed: number; categories: { category: FailureCategory; runs: number }[] };
}

export interface PacketOptions {
  /** Realized difficulty by task id; tasks without an entry get null. */
  realized?: ReadonlyMap<string, RealizedDifficulty>;
  /** Initial page states by task id, for types whose model is not implemented here. */
  initialStates?: ReadonlyMap<string, CommittedState>;
}

function compareRuns(a: RunInput, b: RunInput): number {
  const ma = a.manifest;
  const mb = b.manifest;
  return RUN_MODES.indexOf(ma.mode) - RUN_MODES.indexOf(mb.mode)
    || cmp(ma.agent.name, mb.agent.name)
    || cmp(ma.agent.model ?? '', mb.agent.model ?? '')
    || cmp(ma.run_id, mb.run_id);
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function targetSnapshot(task: TaskSpec, f: TraceFeatures, state: CommittedState | null): TraceLine['target'] {
  if (!state) return null;
  const leaves = leafPredicates(task.predicate);
  const instances = f.targetInstances ?? Object.keys(state.instances).sort();
  const out: NonNullable<TraceLine['target']> = {};
  for (const inst of instances) {
    const s = state.instances[inst];
    if (!s) continue;
    const fields: Record<string, Json> = {};
    for (const leaf of leaves) if (Object.prototype.hasOwnProperty.call(s.fields, leaf.field)) fields[leaf.field] = s.fields[leaf.field];
    out[inst] = { fields, commit: s.commit };
  }
  return out;
}

function outcome(task: TaskSpec, run: RunInput, episode: Episode, opts: PacketOptions, steps: readonly Step[] = run.steps): RunOutcome {
  const m = run.manifest;
  const base = {
    run_id: m.run_id, agent: m.agent.name, model: m.agent.model, mode: m.mode,
    status: episode.status, steps: episode.steps, actions: episode.actions,
  };
  if (episode.status === 'success') return { ...base, failure: null, failing_steps: [], error_steps: [], trace: null };
  const f = traceFeatures(task, episode, steps, { initialState: opts.initialStates?.get(task.id) ?? undefined });
  const failure = labelFeatures(task, f);
  return {
    ...base,
    failure,
    failing_steps: [...new Set(failure.evidence.map((e) => e.step))].sort((a, b) => a - b),
    error_steps: [...new Set(f.errors.map((e) => e.at.step))].sort((a, b) => a - b),
    trace: f.actions.map((a) => ({ step: a.step, action_index: a.action_index, action: a.action, error: a.error, target: targetSnapshot(task, f, a.after) })),
  };
}

/**
 * Every episode's outcome in one run, by task id: the expensive, per-run half of a packet (it reads
 * the run's steps), so a pipeline can compute it once per run and keep it.
 */
export function runOutcomes(run: RunInput, tasksById: ReadonlyMap<string, TaskSpec>, opts: PacketOptions = {}): Map<string, RunOutcome> {
  const stepsOf = new Map<string, Step[]>();
  for (const s of run.steps) {
    const key = `${s.task_id}\u0000${s.attempt}`;
    const list = stepsOf.get(key);
    if (list) list.push(s); else stepsOf.set(key, [s]);
  }
  const out = new Map<string, RunOutcome>();
  for (const e of run.episodes) {
    const task = tasksById.get(e.task_id);
    if (!task) throw new Error(`run "${run.manifest.run_id}": episode for unknown task ${e.task_id}`);
    out.set(e.task_id, outcome(task, run, e, opts, stepsOf.get(`${e.task_id}\u0000${e.attempt}`) ?? []));
  }
  return out;
}

/** Runs in packet order: mode, agent, model, run id. */
export function sortRuns<T extends { manifest: RunInput['manifest'] }>(runs: readonly T[]): T[] {
  return [...runs].sort((a, b) => compareRuns(a as unknown as RunInput, b as unknown as RunInput));
}

/** The packet of one task from the given runs (runs without an episode of the task are skipped). */
export function buildPacket(task: TaskSpec, runs: readonly RunInput[], ontology: Ontology, opts: PacketOptions = {}): TaskPacket {
  const ids = new Set<string>();
  for (const r of runs) {
    if (ids.has(r.manifest.run_id)) throw new Error(`two runs share the run id "${r.manifest.run_id}"; packets identify runs by it`);
    ids.add(r.manifest.run_id);
  }
  const outcomes = sortRuns(runs).flatMap((run) => {
    const episode = run.episodes.find((e) => e.task_id === task.id);
    return episode ? [outcome(task, run, episode, opts)] : [];
  });
  return assemblePacket(task, outcomes, ontology, opts);
}

/** A packet from outcomes already computed (with runOutcomes) and given in packet order (sortRuns). */
export function assemblePacket(task: TaskSpec, outcomes: RunOutcome[], ontology: Ontology, opts: PacketOptions = {}): TaskPacket {
  const familyId = ontology.familyOf.get(task.canonical_type) ?? null;
  const failed = outcomes.filter((o) => o.failure);
  const leaves = leafPredicates(task.predicate);
  return {
    packet_version: PACKET_VERSION,
    task_id: task.id,
    spec: {
      instruction: task.instruction,
      canonical_type: task.canonical_type,
      library: task.library,
      template: task.template,
      predicate: task.predicate,
      goal: goalFields(task.predicate),
      target_instances: leaves.every((l) => l.instance !== undefined) ? [...new Set(leaves.map((l) => l.instance!))].sort() : null,
      commit_controls: [...new Set(leaves.flatMap((l) => (l.commit === undefined ? [] : [l.commit])))].sort(),
      negative_cases: task.negative_states.map((n) => n.why),
    },
    metadata: {
      family: familyId,
      family_name: ontology.families.find((f) => f.id === familyId)?.name ?? null,
      template: task.template,
      scene: task.scene,
      intended_difficulty: task.difficulty,
    },
    realized_difficulty: opts.realized?.get(task.id) ?? null,
    reference: { steps: task.reference_steps, trajectory: task.reference_solution, pointer_trajectory: task.pointer_solution ?? null },
    runs: outcomes,
    summary: {
      runs: outcomes.length,
      passed: outcomes.length - failed.length,
      failed: failed.length,
      categories: FAILURE_CATEGORIES
        .map((category) => ({ category, runs: failed.filter((o) => o.failure!.category === category).length }))
        .filter((c) => c.runs > 0)
        .sort((a, b) => b.runs - a.runs || FAILURE_CATEGORIES.indexOf(a.category) - FAILURE_CATEGORIES.indexOf(b.category)),
    },
  };
}

/** Packets of every given task, by task id. */
export function buildPackets(tasks: readonly TaskSpec[], runs: readonly RunInput[], ontology: Ontology, opts: PacketOptions = {}): TaskPacket[] {
  return [...tasks].sort((a, b) => cmp(a.id, b.id)).map((t) => buildPacket(t, runs, ontology, opts));
}

/** The packet's bytes: canonical JSON (sorted keys) and a final newline. */
export function packetJson(packet: TaskPacket): string {
  return `${canonicalJson(packet)}\n`;
}
