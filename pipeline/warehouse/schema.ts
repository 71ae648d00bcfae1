/**
 * The warehouse tables: one definition per table (column name → DuckDB type), used to write the
 * Parquet files and documented in docs/warehouse.md.
 */
import { createHash } from 'node:crypto';
import { REPORTED_TABLE } from '../reported/load';
import { METRIC_TABLES } from './metricTables';
import { DIAGNOSTIC_TABLES } from './diagnosticTables';

export const TABLES = {
  tasks: {
    sortBy: ['suite', 'id'],
    columns: {
      suite: 'VARCHAR', id: 'VARCHAR', canonical_type: 'VARCHAR', family: 'VARCHAR', library: 'VARCHAR', template: 'VARCHAR',
      instruction: 'VARCHAR', bucket: 'VARCHAR', tier: 'VARCHAR',
      precision_requirement: 'TINYINT', target_acquisition: 'TINYINT', density_choice_interference: 'TINYINT',
      depth_layering: 'TINYINT', feedback_dynamics: 'TINYINT', semantic_observability: 'TINYINT', disambiguation_load: 'TINYINT',
      theme: 'VARCHAR', spacing: 'VARCHAR', layout: 'VARCHAR', placement: 'VARCHAR', scale: 'VARCHAR',
      instances: 'TINYINT', guidance: 'VARCHAR', clutter: 'VARCHAR',
      predicate_kind: 'VARCHAR', requires_commit: 'BOOLEAN', reference_steps: 'SMALLINT', reference_source: 'VARCHAR',
      hover_only: 'BOOLEAN', reference_duration_ms: 'DOUBLE', spec_json: 'VARCHAR',
    },
  },
  runs: {
    sortBy: ['run_id'],
    columns: {
      run_id: 'VARCHAR', source: 'VARCHAR', agent: 'VARCHAR', model: 'VARCHAR', mode: 'VARCHAR', harness_version: 'VARCHAR',
      suite: 'VARCHAR', task_set_hash: 'VARCHAR', task_count: 'INTEGER', git_sha: 'VARCHAR', git_dirty: 'BOOLEAN',
      seed: 'BIGINT', max_steps: 'SMALLINT', task_timeout_s: 'DOUBLE', browser_version: 'VARCHAR',
      started_at: 'TIMESTAMP', finished_at: 'TIMESTAMP', provenance: 'VARCHAR', replayed_episodes: 'INTEGER', replay_episodes: 'INTEGER',
    },
  },
  episodes: {
    sortBy: ['run_id', 'task_id'],
    columns: {
      run_id: 'VARCHAR', task_id: 'VARCHAR', status: 'VARCHAR', success: 'BOOLEAN', steps: 'SMALLINT',
      duration_ms: 'DOUBLE', started_at: 'TIMESTAMP', error: 'VARCHAR', final_state_json: 'VARCHAR',
      prompt_tokens: 'INTEGER', completion_tokens: 'INTEGER', cost_usd: 'DOUBLE',
    },
  },
  steps: {
    sortBy: ['run_id', 'task_id', 'step', 'action_index'],
    columns: {
      run_id: 'VARCHAR', task_id: 'VARCHAR', step: 'SMALLINT', action_index: 'SMALLINT', action: 'VARCHAR', output: 'VARCHAR',
      error: 'VARCHAR', done: 'BOOLEAN', obs_digest: 'VARCHAR', observe_ms: 'DOUBLE', agent_ms: 'DOUBLE', act_ms: 'DOUBLE',
      state_json: 'VARCHAR', screenshot: 'VARCHAR', screenshot_marked: 'VARCHAR',
    },
  },
  ...METRIC_TABLES,
  ...DIAGNOSTIC_TABLES,
  /** The paper's published numbers, always labelled reported and never joined with measured runs. */
  reported_results: REPORTED_TABLE,
} as const;

export type TableName = keyof typeof TABLES;
export type Row<T extends TableName> = Record<keyof (typeof TABLES)[T]['columns'], unknown>;

/** Digest of every table's columns and sort order: a warehouse written under another schema is not read. */
export function schemaDigest(): string {
  return createHash('sha256').update(JSON.stringify(TABLES)).digest('hex').slice(0, 16);
}

/** File in a warehouse directory recording the schema it was written with. */
export const SCHEMA_STAMP = 'schema.json';
