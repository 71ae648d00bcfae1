/**
 * The warehouse's diagnostic tables: failures (one row per failed episode, with its taxonomy label),
 * packets (Layer 1, one per task), observations (Layer 2, one per task), component reports
 * (Layer 3, one per canonical type with tasks) and realized difficulty
 * (the audit's output, when an audit has been run).
 */
import type { Ontology } from '../../src/core/ontology';
import type { TaskSpec } from '../../src/core/taskSpec';
import {
  assemblePacket, buildComponentReports, buildObservation, componentReportJson, observeTask, packetJson, sortRuns,
  type RealizedDifficulty, type TaskObservation, type TaskPacket,
} from '../diagnostics';
import { taskFacts } from './metricTables';
import type { ModelConfig } from '../agents/model/config';
import type { RunFragment } from './runFragment';
import { canonicalJson } from '../../src/core/json';

export const DIAGNOSTIC_TABLES = {
  failures: {
    sortBy: ['run_id', 'task_id'],
    columns: {
      run_id: 'VARCHAR', task_id: 'VARCHAR', canonical_type: 'VARCHAR', family: 'VARCHAR', mode: 'VARCHAR', status: 'VARCHAR',
      category: 'VARCHAR', secondary: 'VARCHAR[]', prior: 'VARCHAR', rules: 'VARCHAR[]', failing_steps: 'SMALLINT[]', evidence_json: 'VARCHAR',
    },
  },
  packets: {
    sortBy: ['suite', 'task_id'],
    columns: { suite: 'VARCHAR', task_id: 'VARCHAR', canonical_type: 'VARCHAR', runs: 'INTEGER', failed: 'INTEGER', packet_json: 'VARCHAR' },
  },
  observations: {
    sortBy: ['suite', 'task_id'],
    columns: {
      suite: 'VARCHAR', task_id: 'VARCHAR', canonical_type: 'VARCHAR', family: 'VARCHAR', runs: 'INTEGER', failed: 'INTEGER',
      primary_category: 'VARCHAR', secondary_tags: 'VARCHAR[]', explanation: 'VARCHAR', source: 'VARCHAR', observation_json: 'VARCHAR',
    },
  },
  component_reports: {
    sortBy: ['suite', 'canonical_type'],
    columns: {
      suite: 'VARCHAR', canonical_type: 'VARCHAR', family: 'VARCHAR', episodes: 'INTEGER', passed: 'INTEGER', pass_rate: 'DOUBLE',
      inverted: 'BOOLEAN', narrative: 'VARCHAR', report_json: 'VARCHAR',
    },
  },
  realized_difficulty: {
    sortBy: ['task_id'],
    columns: { task_id: 'VARCHAR', mismatches: 'SMALLINT', record_json: 'VARCHAR' },
  },
} as const;

export type DiagnosticTableName = keyof typeof DIAGNOSTIC_TABLES;

export interface DiagnosticInputs {
  suites: Map<string, TaskSpec[]>;
  fragments: RunFragment[];
  ontology: Ontology;
  realized: Map<string, RealizedDifficulty>;
  /** A model that revises Layer 2 observations of tasks with failures (off when absent). */
  enrich?: ModelConfig | null;
}

interface Layered {
  suite: string;
  packet: TaskPacket;
  observation: TaskObservation;
}

/** Packets and observations of every task of every suite: computed once, read by three tables. */
const layeredMemo = new WeakMap<DiagnosticInputs, Layered[]>();
function layered(inputs: DiagnosticInputs): Layered[] {
  const memo = layeredMemo.get(inputs);
  if (memo) return memo;
  if (inputs.enrich) throw new Error('enriched observations must be prepared (prepareDiagnostics) before the tables are written');
  const ordered = sortRuns(inputs.fragments);
  const out: Layered[] = [];
  for (const [suite, tasks] of inputs.suites) {
    const runs = ordered.filter((f) => f.manifest.task_set.name === suite);
    for (const task of tasks) {
      const outcomes = runs.flatMap((f) => {
        const o = f.outcomes.get(task.id);
        return o ? [o] : [];
      });
      const packet = assemblePacket(task, outcomes, inputs.ontology, { realized: inputs.realized });
      out.push({ suite, packet, observation: buildObservation(packet) });
    }
  }
  layeredMemo.set(inputs, out);
  return out;
}

/**
 * With a model configured, revise every observation of a task with failures through it (one call
 * per such task, validated against the observation schema; a rejected reply keeps the
 * deterministic record and says why). Without one this only precomputes the layers.
 */
export async function prepareDiagnostics(inputs: DiagnosticInputs, onTask?: (taskId: string) => void): Promise<void> {
  if (!inputs.enrich) { layered(inputs); return; }
  const plain = layered({ ...inputs, enrich: null });
  const out: Layered[] = [];
  for (const l of plain) {
    out.push(l.observation.runs.failed ? { ...l, observation: await observeTask(l.packet, { llm: inputs.enrich }) } : l);
    if (l.observation.runs.failed) onTask?.(l.packet.task_id);
  }
  layeredMemo.set(inputs, out);
}

function* componentReportRows(inputs: DiagnosticInputs): Generator<Record<string, unknown>> {
  const all = layered(inputs);
  for (const [suite, tasks] of inputs.suites) {
    const runs = inputs.fragments.filter((f) => f.manifest.task_set.name === suite);
    if (tasks.length === 0) continue;
    // Realized difficulty is audited per suite; a suite's reports read its own tasks' records.
    const ids = new Set(tasks.map((t) => t.id));
    const realized = new Map([...inputs.realized].filter(([id]) => ids.has(id)));
    const reports = buildComponentReports({
      ontology: inputs.ontology,
      tasks,
      facts: tasks.map((t) => taskFacts(t, inputs.ontology.familyOf.get(t.canonical_type) ?? 'unknown', suite)),
      runs: runs.map((f) => ({ run_id: f.manifest.run_id, agent: f.manifest.agent.name, model: f.manifest.agent.model, mode: f.manifest.mode, episodes: f.scored })),
      observations: all.filter((l) => l.suite === suite).map((l) => l.observation),
      realized: realized.size ? realized : null,
    });
    for (const r of reports) {
      yield {
        suite, canonical_type: r.canonical_type, family: r.family.id, episodes: r.overall?.episodes ?? 0, passed: r.overall?.passed ?? 0,
        pass_rate: r.overall?.rate ?? null, inverted: r.inversion?.inverted ?? null, narrative: r.narrative, report_json: componentReportJson(r),
      };
    }
  }
}

export function* diagnosticRows(table: DiagnosticTableName, inputs: DiagnosticInputs): Generator<Record<string, unknown>> {
  const familyOf = inputs.ontology.familyOf;
  if (table === 'realized_difficulty') {
    for (const [task_id, record] of [...inputs.realized].sort(([a], [b]) => (a < b ? -1 : 1))) yield { task_id, mismatches: Array.isArray(record.mismatches) ? record.mismatches.length : null, record_json: canonicalJson(record) };
    return;
  }
  if (table === 'failures') {
    const typeOf = new Map<string, string>();
    for (const tasks of inputs.suites.values()) for (const t of tasks) typeOf.set(t.id, t.canonical_type);
    for (const f of inputs.fragments) {
      for (const [task_id, o] of f.outcomes) {
        if (!o.failure) continue;
        const type = typeOf.get(task_id) ?? null;
        yield {
          run_id: f.manifest.run_id, task_id, canonical_type: type, family: type ? familyOf.get(type) ?? null : null, mode: f.manifest.mode,
          status: o.status, category: o.failure.category, secondary: o.failure.secondary, prior: o.failure.prior, rules: o.failure.rules,
          failing_steps: o.failing_steps, evidence_json: JSON.stringify(o.failure.evidence),
        };
      }
    }
    return;
  }
  if (table === 'component_reports') {
    yield* componentReportRows(inputs);
    return;
  }
  for (const { suite, packet, observation: o } of layered(inputs)) {
    if (table === 'packets') {
      yield { suite, task_id: packet.task_id, canonical_type: packet.spec.canonical_type, runs: packet.summary.runs, failed: packet.summary.failed, packet_json: packetJson(packet) };
    } else {
      yield {
        suite, task_id: o.task_id, canonical_type: o.canonical_type, family: o.family, runs: o.runs.total, failed: o.runs.failed,
        primary_category: o.primary_category, secondary_tags: o.secondary_tags, explanation: o.explanation, source: o.source,
        observation_json: canonicalJson(o),
      };
    }
  }
}
