/**
 * One run's share of the warehouse, computed once and kept: its episode and step rows as Parquet,
 * its per-task outcomes for the metrics, and every episode's diagnostic outcome (failure label,
 * evidence, compact trace). A fragment is keyed by a fingerprint of the run's files, of the tasks
 * it was recorded on and of the code that derives it, so a rebuild only processes new or changed
 * runs; anything else is read back from the cache.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { z } from 'zod';
import type { TaskSpec } from '../../src/core/taskSpec';
import type { SuiteTask } from '../content/suiteTask';
import { isOfficialSuite } from '../official/importedSuite';
import { staleTasks } from '../content/taskVersion';
import { humanReferenceFile } from '../human/reference';
import { runOutcomes, type RunOutcome } from '../diagnostics';
import { UserError } from '../errors';
import { ScoredEpisodeSchema, type ScoredEpisode } from '../metrics';
import { ManifestSchema, type Manifest } from '../runs/records';
import { readManifest, readRun, RUN_FILES } from '../runs/runDir';
import { SYNTHETIC_MARK } from '../synthetic/behaviourSimulator';
import { sqlIdent, sqlString } from './duckdb';
import { scoreRun } from './metricTables';

const FRAGMENT_VERSION = 3;

/** Sources whose changes change what a fragment holds. */
const DERIVING_CODE = ['pipeline/diagnostics', 'pipeline/warehouse/runFragment.ts', 'pipeline/warehouse/metricTables.ts', 'pipeline/warehouse/schema.ts'];

export interface RunFragment {
  dir: string;
  runDir: string;
  manifest: Manifest;
  scored: ScoredEpisode[];
  /** Outcome of every episode, by task id. */
  outcomes: Map<string, RunOutcome>;
  episodes: number;
  steps: number;
  /** True when read back from the cache rather than computed now. */
  cached: boolean;
}

const FragmentFileSchema = z.strictObject({
  version: z.literal(FRAGMENT_VERSION),
  fingerprint: z.string(),
  manifest: ManifestSchema,
  scored: z.array(ScoredEpisodeSchema),
  // Outcomes are written by this module from typed values and only read back by it.
  outcomes: z.array(z.tuple([z.string(), z.custom<RunOutcome>((v) => typeof v === 'object' && v !== null)])),
  episodes: z.number().int().min(0),
  steps: z.number().int().min(0),
});

let codeDigestMemo: string | null = null;
function codeDigest(root: string): string {
  if (codeDigestMemo) return codeDigestMemo;
  const h = createHash('sha256');
  const files = DERIVING_CODE.flatMap((p) => {
    const full = path.join(root, p);
    if (!existsSync(full)) return [];
    return full.endsWith('.ts') ? [full] : readdirSync(full).filter((f) => f.endsWith('.ts')).sort().map((f) => path.join(full, f));
  });
  for (const f of files) h.update(f.slice(root.length)).update(readFileSync(f));
  return (codeDigestMemo = h.digest('hex'));
}

/**
 * The manifest's bytes plus the size and modification time of the record files (as a build tool
 * would): reading every record just to decide whether to read it again would cost as much as the
 * work it saves. Run files are append-only, so any change moves the size or the time.
 */
function fingerprint(runDir: string, root: string, tasksHash: string, suite: string): string {
  const h = createHash('sha256').update(`v${FRAGMENT_VERSION}\n${codeDigest(root)}\n${tasksHash}\n`);
  // Scores carry the reference steps and times, which human references of the suite replace.
  const references = humanReferenceFile(suite, root);
  h.update(existsSync(references) ? readFileSync(references) : 'no human references');
  h.update(readFileSync(path.join(runDir, RUN_FILES.manifest)));
  for (const f of [RUN_FILES.episodes, RUN_FILES.steps]) {
    const file = path.join(runDir, f);
    if (!existsSync(file)) return 'incomplete run directory'; // never cached: readRun names what is missing
    const st = statSync(file, { bigint: true });
    h.update(`\n${f} ${st.size} ${st.mtimeNs}`);
  }
  return h.digest('hex');
}

export interface FragmentContext {
  root: string;
  cacheDir: string;
  /** The current tasks of the run's suite. */
  suiteTasks: (suite: string, runDir: string) => SuiteTask[];
  allowSynthetic: boolean;
}

/** Check a run's manifest against the current tasks; returns the tasks it covers. */
function checkRunTasks(manifest: Manifest, runDir: string, ctx: FragmentContext): { tasks: Map<string, SuiteTask>; hash: string } {
  const id = manifest.run_id;
  if (manifest.harness_version === SYNTHETIC_MARK && !ctx.allowSynthetic) {
    throw new UserError(`${runDir}: run "${id}" is synthetic (made by the load-test simulator) and cannot enter a warehouse`);
  }
  const byId = new Map(ctx.suiteTasks(manifest.task_set.name, runDir).map((t) => [t.id, t]));
  const current = manifest.task_set.task_ids.map((t) => byId.get(t));
  const missing = manifest.task_set.task_ids.filter((_, i) => !current[i]);
  if (missing.length) {
    throw new UserError(`${runDir}: run "${id}" used tasks that no longer exist (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}); re-run it against the current tasks`);
  }
  const stale = staleTasks(manifest.task_set, current as SuiteTask[]);
  if (stale) throw new UserError(`${runDir}: run "${id}" ${stale}`);
  return { tasks: byId, hash: manifest.task_set.hash };
}

/**
 * The run's final episode and step records, straight from its JSONL files into Parquet: the lines
 * were already verified by readRun, so DuckDB only needs to pick the final attempts and columns.
 */
async function copyRecords(conn: DuckDBConnection, runDir: string, runId: string, attempts: string[], scratch: string): Promise<void> {
  const finals = attempts.length ? `SELECT * FROM (VALUES ${attempts.map((a) => `(${sqlString(a)})`).join(', ')}) AS f(attempt)` : `SELECT NULL::VARCHAR AS attempt WHERE false`;
  const read = (file: string, columns: Record<string, string>) =>
    `read_json(${sqlString(path.join(runDir, file))}, format = 'newline_delimited', columns = {${Object.entries(columns).map(([k, v]) => `${sqlIdent(k)}: ${sqlString(v)}`).join(', ')}})`;
  const id = sqlString(runId);
  await conn.run(`COPY (
    SELECT ${id} AS run_id, task_id, status, status = 'success' AS success, steps, duration_ms, started_at, error, CAST(final_state AS VARCHAR) AS final_state_json,
      usage.prompt_tokens AS prompt_tokens, usage.completion_tokens AS completion_tokens, usage.cost_usd AS cost_usd
    FROM ${read(RUN_FILES.episodes, {
      task_id: 'VARCHAR', attempt: 'VARCHAR', status: 'VARCHAR', steps: 'SMALLINT', duration_ms: 'DOUBLE', started_at: 'TIMESTAMP', error: 'VARCHAR', final_state: 'JSON',
      usage: 'STRUCT(prompt_tokens INTEGER, completion_tokens INTEGER, cost_usd DOUBLE, calls INTEGER)',
    })}
    WHERE attempt IN (${finals})
  ) TO ${sqlString(path.join(scratch, 'episodes.parquet'))} (FORMAT parquet, COMPRESSION zstd)`);
  await conn.run(`COPY (
    SELECT ${id} AS run_id, task_id, step, action_index, action, output, error, done, obs_digest, observe_ms, agent_ms, act_ms,
      CAST(state AS VARCHAR) AS state_json, screenshot, screenshot_marked
    FROM ${read(RUN_FILES.steps, {
      task_id: 'VARCHAR', attempt: 'VARCHAR', step: 'SMALLINT', action_index: 'SMALLINT', action: 'VARCHAR', output: 'VARCHAR', error: 'VARCHAR',
      done: 'BOOLEAN', obs_digest: 'VARCHAR', observe_ms: 'DOUBLE', agent_ms: 'DOUBLE', act_ms: 'DOUBLE', state: 'JSON',
      screenshot: 'VARCHAR', screenshot_marked: 'VARCHAR',
    })}
    WHERE attempt IN (${finals})
  ) TO ${sqlString(path.join(scratch, 'steps.parquet'))} (FORMAT parquet, COMPRESSION zstd)`);
}

/** What reading a run yields: everything of a fragment that is computed in JavaScript. */
export interface DerivedRun {
  manifest: Manifest;
  attempts: string[];
  scored: ScoredEpisode[];
  outcomes: [string, RunOutcome][];
  episodes: number;
  steps: number;
}

/**
 * Read, verify and label one run: the CPU-bound half of a fragment, free of I/O other than reading
 * the run, so it can run on a worker thread.
 */
export function deriveRun(runDir: string, tasks: ReadonlyMap<string, SuiteTask>): DerivedRun {
  const data = readRun(runDir);
  return {
    manifest: data.manifest, attempts: data.episodes.map((e) => e.attempt), scored: scoreRun(data, tasks),
    // Failure labels read our predicates and committed states, which official tasks do not have.
    outcomes: isOfficialSuite(data.manifest.task_set.name) ? [] : [...runOutcomes(data, tasks as ReadonlyMap<string, TaskSpec>)], episodes: data.episodes.length, steps: data.steps.length,
  };
}

/** A run to process: where its fragment goes, and the fragment itself when the cache holds it. */
export interface PlannedRun {
  runDir: string;
  manifest: Manifest;
  tasks: Map<string, SuiteTask>;
  fingerprint: string;
  home: string;
  dir: string;
  cached: RunFragment | null;
}

export function planRun(runDir: string, ctx: FragmentContext): PlannedRun {
  const manifest = readManifest(runDir);
  const { tasks, hash } = checkRunTasks(manifest, runDir, ctx);
  const fp = fingerprint(runDir, ctx.root, hash, manifest.task_set.name);
  const home = path.join(ctx.cacheDir, manifest.run_id);
  const dir = path.join(home, fp.slice(0, 24));
  const file = path.join(dir, 'fragment.json');
  let cached: RunFragment | null = null;
  if (existsSync(file)) {
    const parsed = FragmentFileSchema.safeParse((() => { try { return JSON.parse(readFileSync(file, 'utf8')); } catch { return null; } })());
    if (parsed.success && parsed.data.fingerprint === fp) {
      const f = parsed.data;
      cached = { dir, runDir, manifest: f.manifest, scored: f.scored, outcomes: new Map(f.outcomes), episodes: f.episodes, steps: f.steps, cached: true };
    }
  }
  return { runDir, manifest, tasks, fingerprint: fp, home, dir, cached };
}

/** Turn a derived run into its cached fragment (Parquet records + fragment.json), atomically. */
export async function storeFragment(plan: PlannedRun, derived: DerivedRun, conn: DuckDBConnection, cacheDir: string): Promise<RunFragment> {
  const m = derived.manifest;
  const scratch = path.join(cacheDir, `.tmp-${m.run_id}-${process.pid}`);
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  try {
    await copyRecords(conn, plan.runDir, m.run_id, derived.attempts, scratch);
    writeFileSync(path.join(scratch, 'fragment.json'), JSON.stringify({
      version: FRAGMENT_VERSION, fingerprint: plan.fingerprint, manifest: m, scored: derived.scored, outcomes: derived.outcomes,
      episodes: derived.episodes, steps: derived.steps,
    }));
    // Older fragments of this run are superseded; the new one appears whole or not at all.
    rmSync(plan.home, { recursive: true, force: true });
    mkdirSync(plan.home, { recursive: true });
    renameSync(scratch, plan.dir);
  } catch (e) {
    rmSync(scratch, { recursive: true, force: true });
    throw e;
  }
  return {
    dir: plan.dir, runDir: plan.runDir, manifest: m, scored: derived.scored, outcomes: new Map(derived.outcomes),
    episodes: derived.episodes, steps: derived.steps, cached: false,
  };
}
