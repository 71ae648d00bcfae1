/**
 * `cb warehouse build`: content + run directories → Parquet (zstd) via DuckDB. Every input is read
 * and checked before anything is written; tables are written into a scratch directory that replaces
 * the warehouse only once all of them are complete, so a failure never leaves a partial file behind.
 */
import { createWriteStream, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { leafPredicates } from '../../src/core/predicate';
import type { TaskSpec } from '../../src/core/taskSpec';
import { loadOntology } from '../content/ontology';
import { taskSetHash } from '../content/select';
import { loadTasks } from '../content/tasks';
import { FULL_SUITE, suiteTasksDir } from '../content/suites';
import { UserError } from '../errors';
import { readRun, type RunData } from '../runs/runDir';
import { withDuckDB, sqlIdent, sqlString } from './duckdb';
import { TABLES, type Row, type TableName } from './schema';
import { METRIC_TABLES, metricRows, scoreRun, taskFacts, type MetricTableName, type ScoredRun } from './metricTables';
import { loadReported } from '../reported/load';
import { SYNTHETIC_MARK } from '../synthetic/behaviourSimulator';

export interface WarehouseInputs {
  /** Tasks by suite: always the full suite, plus every suite a run was recorded on. */
  suites: Map<string, TaskSpec[]>;
  runs: { data: RunData; source: 'bundled' | 'local' }[];
}

/** Run directories under each root (a directory holding manifest.json), sorted. */
export function findRunDirs(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(root, d.name, 'manifest.json')))
    .map((d) => path.join(root, d.name))
    .sort();
}

export function readInputs(runRoots: { dir: string; source: 'bundled' | 'local' }[], o: { allowSynthetic?: boolean } = {}): WarehouseInputs {
  const suites = new Map<string, TaskSpec[]>([[FULL_SUITE, loadTasks(suiteTasksDir(FULL_SUITE))]]);
  const suiteTasks = (name: string, runDir: string): TaskSpec[] => {
    if (!suites.has(name)) {
      let dir: string;
      try {
        dir = suiteTasksDir(name);
      } catch {
        throw new UserError(`${runDir}: run is on suite "${name}", which this project does not know`);
      }
      if (!existsSync(dir)) throw new UserError(`${runDir}: run is on suite "${name}", whose tasks are not in ${dir}; regenerate that suite first`);
      suites.set(name, loadTasks(dir));
    }
    return suites.get(name)!;
  };
  const runs: WarehouseInputs['runs'] = [];
  const seen = new Map<string, string>();
  // Runs over the same task list share one hash computation.
  const hashes = new Map<string, string>();
  for (const { dir, source } of runRoots) {
    for (const runDir of findRunDirs(dir)) {
      const data = readRun(runDir);
      const id = data.manifest.run_id;
      if (data.manifest.harness_version === SYNTHETIC_MARK && !o.allowSynthetic) {
        throw new UserError(`${runDir}: run "${id}" is synthetic (made by the load-test simulator) and cannot enter a warehouse`);
      }
      if (seen.has(id)) throw new UserError(`run id "${id}" appears twice: ${seen.get(id)} and ${runDir}`);
      seen.set(id, runDir);
      const byId = new Map(suiteTasks(data.manifest.task_set.name, runDir).map((t) => [t.id, t]));
      const current = data.manifest.task_set.task_ids.map((t) => byId.get(t));
      const missing = data.manifest.task_set.task_ids.filter((_, i) => !current[i]);
      if (missing.length) {
        throw new UserError(`${runDir}: run "${id}" used tasks that no longer exist (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}); re-run it against the current tasks`);
      }
      const idsKey = `${data.manifest.task_set.name}\n${data.manifest.task_set.task_ids.join('\n')}`;
      if (!hashes.has(idsKey)) hashes.set(idsKey, taskSetHash(current as TaskSpec[]));
      const hash = hashes.get(idsKey)!;
      if (hash !== data.manifest.task_set.hash) {
        throw new UserError(`${runDir}: run "${id}" was recorded against a different version of its ${current.length} tasks (task-set hash ${data.manifest.task_set.hash.slice(0, 12)}… vs ${hash.slice(0, 12)}… now); re-run it against the current tasks`);
      }
      const listed = new Set(data.manifest.task_set.task_ids);
      const stray = data.episodes.find((e) => !listed.has(e.task_id));
      if (stray) throw new UserError(`${runDir}: episode for ${stray.task_id}, which is not in the run's task set`);
      runs.push({ data, source });
    }
  }
  return { suites, runs };
}

/** Per-task outcomes and task facts of every run, computed once per build. */
function scoreInputs(inputs: WarehouseInputs, familyOf: Map<string, string>): { runs: ScoredRun[]; facts: Map<string, ReturnType<typeof taskFacts>> } {
  const facts = new Map<string, ReturnType<typeof taskFacts>>();
  const byId = new Map<string, TaskSpec>();
  for (const tasks of inputs.suites.values()) for (const t of tasks) {
    byId.set(t.id, t);
    facts.set(t.id, taskFacts(t, familyOf.get(t.canonical_type) ?? 'unknown'));
  }
  return { runs: inputs.runs.map(({ data }) => ({ run: data, scored: scoreRun(data, byId) })), facts };
}

function* rows(inputs: WarehouseInputs, table: TableName, scored: () => ReturnType<typeof scoreInputs>): Generator<Record<string, unknown>> {
  const familyOf = loadOntology().familyOf;
  if (table in METRIC_TABLES) {
    const { runs, facts } = scored();
    yield* metricRows(table as MetricTableName, runs, facts);
    return;
  }
  if (table === 'reported_results') {
    yield* loadReported() as unknown as Record<string, unknown>[];
    return;
  }
  if (table === 'tasks') {
    for (const [suite, tasks] of inputs.suites) for (const t of tasks) {
      const row: Row<'tasks'> = {
        suite, id: t.id, canonical_type: t.canonical_type, family: familyOf.get(t.canonical_type) ?? null, library: t.library,
        template: t.template, instruction: t.instruction, bucket: t.difficulty.bucket, tier: t.difficulty.tier,
        ...t.difficulty.axes, ...t.scene,
        predicate_kind: t.predicate.kind, requires_commit: leafPredicates(t.predicate).some((p) => p.commit !== undefined),
        reference_steps: t.reference_steps, spec_json: JSON.stringify(t),
      };
      yield row;
    }
  }
  for (const { data, source } of inputs.runs) {
    const m = data.manifest;
    if (table === 'runs') {
      const row: Row<'runs'> = {
        run_id: m.run_id, source, agent: m.agent.name, model: m.agent.model, mode: m.mode, harness_version: m.harness_version,
        suite: m.task_set.name, task_set_hash: m.task_set.hash, task_count: m.task_set.task_ids.length,
        git_sha: m.git.sha, git_dirty: m.git.dirty, seed: m.seed, max_steps: m.budget.max_steps,
        task_timeout_s: m.budget.task_timeout_s, browser_version: m.browser.version, started_at: m.started_at, finished_at: m.finished_at,
      };
      yield row;
    } else if (table === 'episodes') {
      for (const e of data.episodes) {
        const row: Row<'episodes'> = {
          run_id: m.run_id, task_id: e.task_id, status: e.status, success: e.status === 'success', steps: e.steps,
          duration_ms: e.duration_ms, started_at: e.started_at, error: e.error, final_state_json: e.final_state ? JSON.stringify(e.final_state) : null,
        };
        yield row;
      }
    } else if (table === 'steps') {
      for (const s of data.steps) {
        const row: Row<'steps'> = {
          run_id: m.run_id, task_id: s.task_id, step: s.step, action: s.action, error: s.error, done: s.done,
          obs_digest: s.obs_digest, observe_ms: s.observe_ms, agent_ms: s.agent_ms, act_ms: s.act_ms,
          state_json: s.state ? JSON.stringify(s.state) : null,
        };
        yield row;
      }
    }
  }
}

async function writeJsonLines(file: string, it: Iterable<Record<string, unknown>>): Promise<number> {
  const out = createWriteStream(file);
  let n = 0;
  for (const row of it) {
    if (!out.write(`${JSON.stringify(row)}\n`)) await once(out, 'drain');
    n++;
  }
  out.end();
  await once(out, 'finish');
  return n;
}

export async function writeWarehouse(inputs: WarehouseInputs, outDir: string): Promise<Record<TableName, number>> {
  const parent = path.dirname(path.resolve(outDir));
  mkdirSync(parent, { recursive: true });
  const base = path.basename(outDir);
  // Scratch directories of builds that died half-way are ours to remove.
  for (const d of readdirSync(parent)) if (d.startsWith(`${base}.tmp-`) || d.startsWith(`${base}.old-`)) rmSync(path.join(parent, d), { recursive: true, force: true });
  const scratch = path.join(parent, `${base}.tmp-${process.pid}`);
  mkdirSync(scratch);
  const counts = {} as Record<TableName, number>;
  let scoredCache: ReturnType<typeof scoreInputs> | null = null;
  const scored = () => (scoredCache ??= scoreInputs(inputs, loadOntology().familyOf));
  try {
    await withDuckDB(async (conn) => {
      for (const table of Object.keys(TABLES) as TableName[]) {
        const def = TABLES[table];
        const jsonl = path.join(scratch, `${table}.jsonl`);
        counts[table] = await writeJsonLines(jsonl, rows(inputs, table, scored));
        const cols = Object.entries(def.columns).map(([k, v]) => `${sqlIdent(k)}: ${sqlString(v)}`).join(', ');
        const select = counts[table] > 0
          ? `SELECT * FROM read_json(${sqlString(jsonl)}, format = 'newline_delimited', columns = {${cols}})`
          : `SELECT ${Object.entries(def.columns).map(([k, v]) => `CAST(NULL AS ${v}) AS ${sqlIdent(k)}`).join(', ')} WHERE false`;
        await conn.run(`COPY (${select} ORDER BY ${def.sortBy.map(sqlIdent).join(', ')}) TO ${sqlString(path.join(scratch, `${table}.parquet`))} (FORMAT parquet, COMPRESSION zstd)`);
        rmSync(jsonl);
      }
    });
    const old = path.join(parent, `${base}.old-${process.pid}`);
    if (existsSync(outDir)) renameSync(outDir, old);
    renameSync(scratch, outDir);
    rmSync(old, { recursive: true, force: true });
  } catch (e) {
    rmSync(scratch, { recursive: true, force: true });
    throw e;
  }
  return counts;
}
