/**
 * The warehouse's diagnostic tables: failures (one row per failed episode, with its taxonomy label),
 * packets (Layer 1, one per task), observations (Layer 2, one per task) and realized difficulty
 * (the audit's output, when an audit has been run).
 */
import type { Ontology } from '../../src/core/ontology';
import type { TaskSpec } from '../../src/core/taskSpec';
import { assemblePacket, buildObservation, packetJson, sortRuns, type RealizedDifficulty, type TaskPacket } from '../diagnostics';
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
  realized_difficulty: {
    sortBy: ['task_id'],
    columns: { task_id: 'VARCHAR', record_json: 'VARCHAR' },
  },
} as const;

export type DiagnosticTableName = keyof typeof DIAGNOSTIC_TABLES;

export interface DiagnosticInputs {
  suites: Map<string, TaskSpec[]>;
  fragments: RunFragment[];
  ontology: Ontology;
  realized: Map<string, RealizedDifficulty>;
}

/** Packets of every task of every suite, built once per warehouse build. */
export function* packets(inputs: DiagnosticInputs): Generator<{ suite: string; packet: TaskPacket }> {
  const ordered = sortRuns(inputs.fragments);
  for (const [suite, tasks] of inputs.suites) {
    const runs = ordered.filter((f) => f.manifest.task_set.name === suite);
    for (const task of tasks) {
      const outcomes = runs.flatMap((f) => {
        const o = f.outcomes.get(task.id);
        return o ? [o] : [];
      });
      yield { suite, packet: assemblePacket(task, outcomes, inputs.ontology, { realized: inputs.realized }) };
    }
  }
}

export function* diagnosticRows(table: DiagnosticTableName, inputs: DiagnosticInputs): Generator<Record<string, unknown>> {
  const familyOf = inputs.ontology.familyOf;
  if (table === 'realized_difficulty') {
    for (const [task_id, record] of [...inputs.realized].sort(([a], [b]) => (a < b ? -1 : 1))) yield { task_id, record_json: canonicalJson(record) };
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
  for (const { suite, packet } of packets(inputs)) {
    if (table === 'packets') {
      yield { suite, task_id: packet.task_id, canonical_type: packet.spec.canonical_type, runs: packet.summary.runs, failed: packet.summary.failed, packet_json: packetJson(packet) };
    } else {
      const o = buildObservation(packet);
      yield {
        suite, task_id: o.task_id, canonical_type: o.canonical_type, family: o.family, runs: o.runs.total, failed: o.runs.failed,
        primary_category: o.primary_category, secondary_tags: o.secondary_tags, explanation: o.explanation, source: o.source,
        observation_json: canonicalJson(o),
      };
    }
  }
}
