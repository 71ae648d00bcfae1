/**
 * `cb warehouse build` / `cb pipeline`: content + run directories → Parquet (zstd) via DuckDB.
 * Each run becomes a cached fragment (pipeline/warehouse/runFragment.ts), so only new or changed
 * runs are read and labelled; every run is still checked against the current tasks. Tables are
 * written into a scratch directory that replaces the warehouse only once all of them are complete,
 * so a failure never leaves a partial file behind.
 */
import { createWriteStream, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { leafPredicates } from '../../src/core/predicate';
import type { TaskSpec } from '../../src/core/taskSpec';
import { loadOntology } from '../content/ontology';
import { paths, projectRoot } from '../content/paths';
import { swapInDir } from '../content/swapDir';
import { loadTasks } from '../content/tasks';
import { FULL_SUITE, realizedAuditFile, suiteTasksDir } from '../content/suites';
import { readRealizedAudit } from '../audit/realized';
import { listIds, staleTasks } from '../content/taskVersion';
import { taskReference, type SuiteTask } from '../content/suiteTask';
import { hasImportedSuite, isOfficialSuite, loadImportedSuite, type OfficialTask } from '../official/importedSuite';
import { OFFICIAL_SUITES } from '../official/officialSpec';
import type { RealizedDifficulty } from '../diagnostics';
import { UserError } from '../errors';
import { loadReported } from '../reported/load';
import { DIAGNOSTIC_TABLES, diagnosticRows, prepareDiagnostics, type DiagnosticInputs, type DiagnosticTableName } from './diagnosticTables';
import type { ModelConfig } from '../agents/model/config';
import { readProvenance, type Provenance } from '../submissions/provenance';
import { withDuckDB, sqlIdent, sqlString } from './duckdb';
import { METRIC_TABLES, metricRows, taskFacts, type MetricTableName } from './metricTables';
import { deriveRun, planRun, storeFragment, type DerivedRun, type PlannedRun, type RunFragment } from './runFragment';
import { SCHEMA_STAMP, TABLES, schemaDigest, type Row, type TableName } from './schema';

/** Where a run came from: shipped with the repository, recorded locally, or ingested from a submission. */
export type RunSource = 'bundled' | 'local' | 'submission';
export interface RunRoot { dir: string; source: RunSource }

export interface WarehouseInputs {
  /** Tasks by suite: always the full suite, plus every suite a run was recorded on. */
  suites: Map<string, TaskSpec[]>;
  /** Imported official release suites (data/official): every one imported, whether or not a run used it. */
  official: Map<string, OfficialTask[]>;
  runs: (RunFragment & { source: RunSource; provenance: Provenance; replay: { replayed: number; episodes: number } | null })[];
  /** The realized-difficulty audit's records by task id (empty when no audit was run). */
  realized: Map<string, RealizedDifficulty>;
}

export interface ReadOptions {
  /** Where run fragments are kept between builds (default: data/pipeline-cache). */
  cacheDir?: string;
  /** Accept runs of the load-test simulator (benchmarks only). */
  allowSynthetic?: boolean;
  /** A realized-difficulty file to join (default: data/audit/realized.json when present). */
  realizedFile?: string | null;
  onRun?: (f: RunFragment) => void;
  /** Worker threads reading new runs (default: one per core when there are several new runs, else none). */
  workers?: number;
  /** Take in the imported official suites (default: true; runs on them need them whatever this says). */
  official?: boolean;
}

/** Below this many new runs, reading them in-process beats starting worker threads. */
const PARALLEL_FROM = 4;

/**
 * Read (verify, score, label) every pending run, on worker threads when asked for, handing each
 * result to `store` on this thread as it arrives (DuckDB work overlaps the reading).
 */
async function deriveRuns(pending: PlannedRun[], workers: number, store: (plan: PlannedRun, derived: DerivedRun) => Promise<void>): Promise<void> {
  if (workers <= 1) {
    for (const plan of pending) await store(plan, deriveRun(plan.runDir, plan.tasks));
    return;
  }
  const pool = Array.from({ length: workers }, () => new Worker(new URL('./fragmentWorker.mjs', import.meta.url)));
  let next = 0;
  let stored = Promise.resolve();
  try {
    await Promise.all(pool.map((w) => new Promise<void>((resolve, reject) => {
      const give = () => {
        if (next >= pending.length) { resolve(); return; }
        const id = next++;
        w.postMessage({ id, runDir: pending[id].runDir, suite: pending[id].manifest.task_set.name });
      };
      w.on('message', (m: { id: number; derived?: DerivedRun; error?: string; name?: string }) => {
        if (m.error !== undefined) {
          reject(m.name === 'UserError' || m.name === 'RunFormatError' ? new UserError(m.error) : new Error(m.error));
          return;
        }
        stored = stored.then(() => store(pending[m.id], m.derived!));
        stored.catch(reject);
        give();
      });
      w.on('error', reject);
      give();
    })));
    await stored;
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
}

/**
 * Run directories under each root (a directory holding manifest.json), sorted. Names starting with
 * "." are scratch copies of an ingest or pack in progress (or left by one that died), not runs.
 */
export function findRunDirs(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('.') && existsSync(path.join(root, d.name, 'manifest.json')))
    .map((d) => path.join(root, d.name))
    .sort();
}

/**
 * The audit's per-task results (features, axis ratings, mismatches; the raw measurements stay in
 * the file). An audit of other versions of the tasks is refused rather than joined.
 */
function realizedFromAudit(file: string, tasks: TaskSpec[]): Map<string, RealizedDifficulty> {
  const audit = readRealizedAudit(file);
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const audited = audit.tasks.map((r) => byId.get(r.task_id));
  const missing = audit.tasks.filter((_, i) => !audited[i]).map((r) => r.task_id);
  if (missing.length) throw new UserError(`${file}: ${missing.length} audited task(s) no longer exist (${listIds(missing)}); bring it up to date with \`npx cb audit --top-up\``);
  const stale = staleTasks({ hash: audit.task_set_hash, versions: audit.task_versions }, audited as TaskSpec[], '`npx cb audit --top-up`');
  if (stale) throw new UserError(`${file}: the audit ${stale}`);
  return new Map(audit.tasks.map((r) => [r.task_id, {
    cutpoints_version: audit.cutpoints.version, solved: r.replay.solved, features: r.features, normalised: r.normalised,
    axes: r.axes, mismatches: r.mismatches,
  } as unknown as RealizedDifficulty]));
}

export async function readInputs(runRoots: RunRoot[], o: ReadOptions = {}): Promise<WarehouseInputs> {
  const root = projectRoot();
  const suites = new Map<string, TaskSpec[]>([[FULL_SUITE, loadTasks(suiteTasksDir(FULL_SUITE))]]);
  const official = new Map<string, OfficialTask[]>();
  if (o.official !== false) for (const s of OFFICIAL_SUITES) if (hasImportedSuite(s.suite, root)) official.set(s.suite, loadImportedSuite(s.suite, root).tasks);
  const suiteTasks = (name: string, runDir: string): SuiteTask[] => {
    if (isOfficialSuite(name)) {
      if (!official.has(name)) {
        if (!hasImportedSuite(name, root)) throw new UserError(`${runDir}: run is on the official suite "${name}", which is not imported; run \`cb import-official --from <release folder>\``);
        official.set(name, loadImportedSuite(name, root).tasks);
      }
      return official.get(name)!;
    }
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
  const cacheDir = path.resolve(o.cacheDir ?? paths.pipelineCache(root));
  mkdirSync(cacheDir, { recursive: true });
  const ctx = { root, cacheDir, suiteTasks, allowSynthetic: !!o.allowSynthetic };
  const plans: { plan: PlannedRun; source: RunSource }[] = [];
  const seen = new Map<string, string>();
  for (const { dir, source } of runRoots) {
    for (const runDir of findRunDirs(dir)) {
      const plan = planRun(runDir, ctx);
      const id = plan.manifest.run_id;
      if (seen.has(id)) throw new UserError(`run id "${id}" appears twice: ${seen.get(id)} and ${runDir}`);
      seen.set(id, runDir);
      plans.push({ plan, source });
    }
  }
  const fragments = new Map<PlannedRun, RunFragment>();
  for (const { plan } of plans) if (plan.cached) fragments.set(plan, plan.cached);
  const pending = plans.map((p) => p.plan).filter((p) => !p.cached);
  await withDuckDB(async (conn) => {
    await deriveRuns(pending, o.workers ?? (pending.length >= PARALLEL_FROM ? Math.min(os.availableParallelism(), pending.length) : 0), async (plan, derived) => {
      fragments.set(plan, await storeFragment(plan, derived, conn, cacheDir));
    });
  });
  const runs: WarehouseInputs['runs'] = plans.map(({ plan, source }) => {
    const f = fragments.get(plan)!;
    o.onRun?.(f);
    const p = source === 'submission' ? readProvenance(plan.runDir) : null;
    return { ...f, source, provenance: p?.provenance ?? 'maintainer', replay: p?.file?.replay ?? null };
  });
  // Each of our suites' audit, where one is kept (task ids differ across suites: one map holds all).
  const realized = new Map<string, RealizedDifficulty>();
  const audits: [string, string | null][] = o.realizedFile !== undefined ? [[FULL_SUITE, o.realizedFile]] : [...suites.keys()].map((s) => [s, realizedAuditFile(s, root)]);
  for (const [suite, file] of audits) {
    if (file && existsSync(file)) for (const [id, r] of realizedFromAudit(file, suites.get(suite)!)) realized.set(id, r);
  }
  return { suites, official, runs, realized };
}

/** Runs with at least one scored task (a run whose every page failed to load has no metrics). */
const scoredRuns = (inputs: WarehouseInputs) => inputs.runs.filter((r) => r.scored.length > 0).map((r) => ({ manifest: r.manifest, scored: r.scored }));

type Computed = { kind: 'rows'; rows: Iterable<Record<string, unknown>> } | { kind: 'fragments'; files: string[] };

function tableSource(inputs: WarehouseInputs, table: TableName, facts: () => ReturnType<typeof factsOf>, diagnostics: () => DiagnosticInputs): Computed {
  if (table === 'episodes' || table === 'steps') return { kind: 'fragments', files: inputs.runs.map((r) => path.join(r.dir, `${table}.parquet`)) };
  if (table in METRIC_TABLES) {
    return { kind: 'rows', rows: metricRows(table as MetricTableName, scoredRuns(inputs), facts()) };
  }
  if (table in DIAGNOSTIC_TABLES) return { kind: 'rows', rows: diagnosticRows(table as DiagnosticTableName, diagnostics()) };
  if (table === 'reported_results') return { kind: 'rows', rows: loadReported() as unknown as Record<string, unknown>[] };
  return { kind: 'rows', rows: baseRows(inputs, table) };
}

function factsOf(inputs: WarehouseInputs) {
  const familyOf = loadOntology().familyOf;
  const facts = new Map<string, ReturnType<typeof taskFacts>>();
  for (const [suite, tasks] of inputs.suites) for (const t of tasks) facts.set(t.id, taskFacts(t, familyOf.get(t.canonical_type) ?? 'unknown', suite));
  // An official task without a human reference has no step budget; runs cannot include it (scoring says so).
  for (const tasks of inputs.official.values()) for (const t of tasks) if (t.reference) facts.set(t.id, taskFacts(t, t.family, t.suite));
  return facts;
}

function* baseRows(inputs: WarehouseInputs, table: TableName): Generator<Record<string, unknown>> {
  const familyOf = loadOntology().familyOf;
  if (table === 'tasks') {
    for (const [suite, tasks] of inputs.suites) for (const t of tasks) {
      const ref = taskReference(t, suite);
      const row: Row<'tasks'> = {
        suite, id: t.id, canonical_type: t.canonical_type, family: familyOf.get(t.canonical_type) ?? null, library: t.library,
        template: t.template, instruction: t.instruction, bucket: t.difficulty.bucket, tier: t.difficulty.tier,
        ...t.difficulty.axes, ...t.scene,
        predicate_kind: t.predicate.kind, requires_commit: leafPredicates(t.predicate).some((p) => p.commit !== undefined),
        reference_steps: ref.steps, reference_source: ref.source, hover_only: ref.source === 'human' && ref.steps === 0, reference_duration_ms: ref.duration_ms, spec_json: JSON.stringify(t),
      };
      yield row;
    }
    for (const [suite, tasks] of inputs.official) for (const t of tasks) {
      const row: Row<'tasks'> = {
        suite, id: t.id, canonical_type: t.canonical_type, family: t.family, library: t.library, template: t.template,
        instruction: t.instruction, bucket: t.difficulty.bucket, tier: t.difficulty.tier, ...t.difficulty.axes, ...t.scene,
        predicate_kind: t.predicate.type, requires_commit: t.predicate.requires_commit,
        reference_steps: t.reference?.steps ?? null, reference_source: t.reference ? 'human' : null, hover_only: t.reference?.hover_only ?? null,
        reference_duration_ms: t.reference ? t.reference.duration_ms : null, spec_json: JSON.stringify(t.spec),
      };
      yield row;
    }
  }
  if (table === 'runs') {
    for (const { manifest: m, source, provenance, replay } of inputs.runs) {
      const row: Row<'runs'> = {
        run_id: m.run_id, source, agent: m.agent.name, model: m.agent.model, mode: m.mode, harness_version: m.harness_version,
        suite: m.task_set.name, task_set_hash: m.task_set.hash, task_count: m.task_set.task_ids.length,
        git_sha: m.git.sha, git_dirty: m.git.dirty, seed: m.seed, max_steps: m.budget.max_steps,
        task_timeout_s: m.budget.task_timeout_s, browser_version: m.browser.version, started_at: m.started_at, finished_at: m.finished_at,
        provenance, replayed_episodes: replay?.replayed ?? null, replay_episodes: replay?.episodes ?? null,
      };
      yield row;
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

export async function writeWarehouse(inputs: WarehouseInputs, outDir: string, o: { enrich?: ModelConfig | null } = {}): Promise<Record<TableName, number>> {
  const parent = path.dirname(path.resolve(outDir));
  mkdirSync(parent, { recursive: true });
  const base = path.basename(outDir);
  // Scratch directories of builds that died half-way are ours to remove.
  for (const d of readdirSync(parent)) if (d.startsWith(`${base}.tmp-`) || d.startsWith(`${base}.old-`)) rmSync(path.join(parent, d), { recursive: true, force: true });
  const scratch = path.join(parent, `${base}.tmp-${process.pid}`);
  mkdirSync(scratch);
  const counts = {} as Record<TableName, number>;
  let factsMemo: ReturnType<typeof factsOf> | null = null;
  const facts = () => (factsMemo ??= factsOf(inputs));
  let diagnosticMemo: DiagnosticInputs | null = null;
  const diagnostics = () => (diagnosticMemo ??= { suites: inputs.suites, fragments: inputs.runs, ontology: loadOntology(), realized: inputs.realized, enrich: o.enrich ?? null });
  try {
    await prepareDiagnostics(diagnostics());
    await withDuckDB(async (conn) => {
      for (const table of Object.keys(TABLES) as TableName[]) {
        const def = TABLES[table];
        const columns = Object.entries(def.columns);
        const empty = `SELECT ${columns.map(([k, v]) => `CAST(NULL AS ${v}) AS ${sqlIdent(k)}`).join(', ')} WHERE false`;
        const source = tableSource(inputs, table, facts, diagnostics);
        let select: string;
        if (source.kind === 'fragments') {
          counts[table] = inputs.runs.reduce((n, r) => n + (table === 'episodes' ? r.episodes : r.steps), 0);
          select = source.files.length ? `SELECT * FROM read_parquet([${source.files.map(sqlString).join(', ')}])` : empty;
        } else {
          const jsonl = path.join(scratch, `${table}.jsonl`);
          counts[table] = await writeJsonLines(jsonl, source.rows);
          const cols = columns.map(([k, v]) => `${sqlIdent(k)}: ${sqlString(v)}`).join(', ');
          select = counts[table] > 0 ? `SELECT * FROM read_json(${sqlString(jsonl)}, format = 'newline_delimited', columns = {${cols}})` : empty;
        }
        await conn.run(`COPY (${select} ORDER BY ${def.sortBy.map(sqlIdent).join(', ')}) TO ${sqlString(path.join(scratch, `${table}.parquet`))} (FORMAT parquet, COMPRESSION zstd)`);
        rmSync(path.join(scratch, `${table}.jsonl`), { force: true });
      }
    });
    writeFileSync(path.join(scratch, SCHEMA_STAMP), `${JSON.stringify({ schema: schemaDigest() })}\n`);
    swapInDir(scratch, outDir, path.join(parent, `${base}.old-${process.pid}`));
  } catch (e) {
    rmSync(scratch, { recursive: true, force: true });
    throw e;
  }
  return counts;
}
