/**
 * One run's share of the warehouse, computed once and kept: its episode and step rows as Parquet,
 * its per-task outcomes for the metrics, and every episode's diagnostic outcome (failure label,
 * evidence, compact trace). A fragment is keyed by a fingerprint of the run's files, of the tasks
 * it was recorded on and of the code that derives it, so a rebuild only processes new or changed
 * runs; anything else is read back from the cache.
 */
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { z } from 'zod';
import type { TaskSpec } from '../../src/core/taskSpec';
import { taskSetHash } from '../content/select';
import { runOutcomes, type RunOutcome } from '../diagnostics';
import { UserError } from '../errors';
import { ScoredEpisodeSchema, type ScoredEpisode } from '../metrics';
import { ManifestSchema, type Manifest } from '../runs/records';
import { readManifest, readRun, RUN_FILES } from '../runs/runDir';
import { SYNTHETIC_MARK } from '../synthetic/behaviourSimulator';
import { sqlIdent, sqlString } from './duckdb';
import { scoreRun } from './metricTables';
import { TABLES, type Row } from './schema';

const FRAGMENT_VERSION = 1;

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
function fingerprint(runDir: string, root: string, tasksHash: string): string {
  const h = createHash('sha256').update(`v${FRAGMENT_VERSION}\n${codeDigest(root)}\n${tasksHash}\n`);
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
  suiteTasks: (suite: string, runDir: string) => TaskSpec[];
  allowSynthetic: boolean;
  conn: DuckDBConnection;
  /** Task-set hashes by task list, shared between runs over the same tasks. */
  hashes: Map<string, string>;
}

/** Check a run's manifest against the current tasks; returns the tasks it covers. */
function checkRunTasks(manifest: Manifest, runDir: string, ctx: FragmentContext): { tasks: Map<string, TaskSpec>; hash: string } {
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
  const key = `${manifest.task_set.name}\n${manifest.task_set.task_ids.join('\n')}`;
  if (!ctx.hashes.has(key)) ctx.hashes.set(key, taskSetHash(current as TaskSpec[]));
  const hash = ctx.hashes.get(key)!;
  if (hash !== manifest.task_set.hash) {
    throw new UserError(`${runDir}: run "${id}" was recorded against a different version of its ${current.length} tasks (task-set hash ${manifest.task_set.hash.slice(0, 12)}… vs ${hash.slice(0, 12)}… now); re-run it against the current tasks`);
  }
  return { tasks: byId, hash };
}

async function writeParquet(conn: DuckDBConnection, table: 'episodes' | 'steps', rows: Iterable<Record<string, unknown>>, file: string): Promise<number> {
  const jsonl = `${file}.jsonl`;
  const out = createWriteStream(jsonl);
  let n = 0;
  for (const row of rows) {
    if (!out.write(`${JSON.stringify(row)}\n`)) await once(out, 'drain');
    n++;
  }
  out.end();
  await once(out, 'finish');
  const def = TABLES[table];
  const cols = Object.entries(def.columns).map(([k, v]) => `${sqlIdent(k)}: ${sqlString(v)}`).join(', ');
  const select = n > 0
    ? `SELECT * FROM read_json(${sqlString(jsonl)}, format = 'newline_delimited', columns = {${cols}})`
    : `SELECT ${Object.entries(def.columns).map(([k, v]) => `CAST(NULL AS ${v}) AS ${sqlIdent(k)}`).join(', ')} WHERE false`;
  await conn.run(`COPY (${select}) TO ${sqlString(file)} (FORMAT parquet, COMPRESSION zstd)`);
  rmSync(jsonl);
  return n;
}

/** The fragment of one run directory: from the cache when its fingerprint matches, else computed now. */
export async function runFragment(runDir: string, ctx: FragmentContext): Promise<RunFragment> {
  const manifest = readManifest(runDir);
  const { tasks, hash } = checkRunTasks(manifest, runDir, ctx);
  const fp = fingerprint(runDir, ctx.root, hash);
  const home = path.join(ctx.cacheDir, manifest.run_id);
  const dir = path.join(home, fp.slice(0, 24));
  const file = path.join(dir, 'fragment.json');
  if (existsSync(file)) {
    const parsed = FragmentFileSchema.safeParse((() => { try { return JSON.parse(readFileSync(file, 'utf8')); } catch { return null; } })());
    if (parsed.success && parsed.data.fingerprint === fp) {
      const f = parsed.data;
      return { dir, runDir, manifest: f.manifest, scored: f.scored, outcomes: new Map(f.outcomes), episodes: f.episodes, steps: f.steps, cached: true };
    }
  }

  const data = readRun(runDir);
  const listed = new Set(manifest.task_set.task_ids);
  const stray = data.episodes.find((e) => !listed.has(e.task_id));
  if (stray) throw new UserError(`${runDir}: episode for ${stray.task_id}, which is not in the run's task set`);
  const m = data.manifest;
  const scratch = path.join(ctx.cacheDir, `.tmp-${manifest.run_id}-${process.pid}`);
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  try {
    const episodes = await writeParquet(ctx.conn, 'episodes', data.episodes.map((e): Row<'episodes'> => ({
      run_id: m.run_id, task_id: e.task_id, status: e.status, success: e.status === 'success', steps: e.steps,
      duration_ms: e.duration_ms, started_at: e.started_at, error: e.error, final_state_json: e.final_state ? JSON.stringify(e.final_state) : null,
    })), path.join(scratch, 'episodes.parquet'));
    const steps = await writeParquet(ctx.conn, 'steps', data.steps.map((s): Row<'steps'> => ({
      run_id: m.run_id, task_id: s.task_id, step: s.step, action: s.action, error: s.error, done: s.done,
      obs_digest: s.obs_digest, observe_ms: s.observe_ms, agent_ms: s.agent_ms, act_ms: s.act_ms,
      state_json: s.state ? JSON.stringify(s.state) : null,
    })), path.join(scratch, 'steps.parquet'));
    const scored = scoreRun(data, tasks);
    const outcomes = runOutcomes(data, tasks);
    writeFileSync(path.join(scratch, 'fragment.json'), JSON.stringify({
      version: FRAGMENT_VERSION, fingerprint: fp, manifest: m, scored, outcomes: [...outcomes], episodes, steps,
    }));
    // Older fragments of this run are superseded; the new one appears whole or not at all.
    rmSync(home, { recursive: true, force: true });
    mkdirSync(home, { recursive: true });
    renameSync(scratch, dir);
    return { dir, runDir, manifest: m, scored, outcomes, episodes, steps, cached: false };
  } catch (e) {
    rmSync(scratch, { recursive: true, force: true });
    throw e;
  }
}
