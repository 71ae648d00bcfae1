/**
 * `cb submission ingest <dir>`: copy a valid submission into data/submissions/<name>/, where the
 * warehouse reads submitted runs, and rebuild the warehouse incrementally.
 *
 * Idempotent: a submission already ingested with the same files and provenance is left untouched.
 * Atomic: the copy is assembled in a scratch directory beside the destination (same filesystem)
 * and renamed into place; the warehouse ignores dot-named scratch directories, and the rebuild
 * itself replaces the warehouse only when complete. A crash at any point leaves the previous
 * state, and the next ingest clears what the crash left behind.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { jsonEqual, type Json } from '../../src/core/json';
import { swapInDir } from '../content/swapDir';
import { defaultRunRoots, paths } from '../content/paths';
import { UserError } from '../errors';
import type { Manifest } from '../runs/records';
import { readManifest, readRun } from '../runs/runDir';
import { findRunDirs, readInputs, writeWarehouse, type RunRoot } from '../warehouse/buildWarehouse';
import { PROVENANCE_FILE, provenanceText, replayProvenance, writeProvenance, type ProvenanceFile } from './provenance';
import type { ReplayReport } from './replay';
import { validateSubmission, type ValidateOptions, type ValidationReport } from './validate';

export interface IngestOptions {
  /** Where ingested submissions live (default: data/submissions). */
  dest?: string;
  /** A maintainer's re-run of the submitted configuration: makes the run `verified`. */
  verifiedBy?: string;
  /** The submission's replay (cb submission verify): sets replay-verified / partially-replayed; a divergence refuses the run. */
  replay?: ReplayReport;
  /** Rebuild the warehouse afterwards (default: from every default run root into data/warehouse). */
  rebuild?: false | { roots?: RunRoot[]; out?: string; cache?: string };
  /** Runs whose ids the submission must not reuse (default: the warehouse's default roots). */
  otherRoots?: RunRoot[];
  validate?: ValidateOptions;
  /** Test seam: called once the copy is complete, before it is renamed into place. */
  beforeRename?: () => void;
}

export interface IngestResult {
  dir: string;
  /** False when the same submission was already ingested with the same provenance. */
  changed: boolean;
  provenance: ProvenanceFile;
  report: ValidationReport;
  counts: Record<string, number> | null;
}

/** Files of a validated submission, relative, sorted: the validator has already refused anything but regular files and directories. */
function filesOf(dir: string, rel = ''): string[] {
  return readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((d) => {
    const r = rel ? `${rel}/${d.name}` : d.name;
    return d.isDirectory() ? filesOf(dir, r) : d.isFile() ? [r] : [];
  }).sort();
}

function digestOf(dir: string, files: string[]): string {
  const h = createHash('sha256');
  for (const f of files) h.update(`${f}\0`).update(readFileSync(path.join(dir, f))).update('\0');
  return h.digest('hex');
}

/** What a re-run must share with the submitted run for it to verify the submission. */
const VERIFIED_FIELDS = ['agent', 'mode', 'mode_flags', 'harness_version', 'budget', 'viewport'] as const;

function checkRerun(submitted: Manifest, rerunDir: string): ProvenanceFile['verified_by'] {
  const rerun = readManifest(rerunDir);
  const differ: string[] = VERIFIED_FIELDS.filter((k) => !jsonEqual(submitted[k] as unknown as Json, rerun[k] as unknown as Json));
  if (submitted.task_set.name !== rerun.task_set.name || submitted.task_set.hash !== rerun.task_set.hash) differ.push('task_set');
  if (differ.length) throw new UserError(`--verified-by ${rerunDir}: the re-run's manifest differs from the submission's in ${differ.join(', ')}; re-run the submitted configuration`);
  const data = readRun(rerunDir);
  const done = new Set(data.episodes.map((e) => e.task_id));
  const missing = rerun.task_set.task_ids.filter((t) => !done.has(t));
  if (missing.length) throw new UserError(`--verified-by ${rerunDir}: the re-run is unfinished (${missing.length} task(s) without an episode, e.g. ${missing[0]})`);
  return { run_id: rerun.run_id, tasks: data.episodes.length, passed: data.episodes.filter((e) => e.status === 'success').length };
}

/** Scratch left by an ingest that died: an interrupted swap is undone, anything else removed. */
function recover(destRoot: string, name: string): void {
  if (!existsSync(destRoot)) return;
  const target = path.join(destRoot, name);
  for (const d of readdirSync(destRoot)) {
    if (d.startsWith(`.old-${name}-`) && !existsSync(target)) renameSync(path.join(destRoot, d), target);
    else if (d.startsWith(`.tmp-${name}-`) || d.startsWith(`.old-${name}-`)) rmSync(path.join(destRoot, d), { recursive: true, force: true });
  }
}

export async function ingestSubmission(dir: string, o: IngestOptions = {}): Promise<IngestResult> {
  const src = path.resolve(dir);
  const report = validateSubmission(src, o.validate);
  if (!report.valid) {
    throw new UserError(`${report.submission} is not a valid submission (${report.problems.length} problem(s); run \`cb submission validate\` for details): ${report.problems[0].message}`);
  }
  const name = report.submission;
  const destRoot = path.resolve(o.dest ?? paths.submissionRuns());
  const target = path.join(destRoot, name);
  const submitted = readManifest(src);

  const others = (o.otherRoots ?? [{ dir: paths.bundledRuns(), source: 'bundled' }, { dir: paths.runs(), source: 'local' }, { dir: destRoot, source: 'submission' }])
    .flatMap((r) => findRunDirs(r.dir)).filter((d) => path.resolve(d) !== target);
  for (const d of others) {
    if (readManifest(d).run_id === submitted.run_id) throw new UserError(`run id "${submitted.run_id}" of ${name} is already used by ${d}; run ids must be unique in the warehouse`);
  }

  const replay = o.replay ? { replayed: o.replay.replayed, episodes: o.replay.episodes.length, not_replayable: o.replay.notReplayable } : null;
  if (o.replay && o.replay.diverged > 0) {
    const ids = o.replay.episodes.filter((v) => v.kind === 'diverged').map((v) => v.task_id);
    throw new UserError(`${name} is invalid: the replay of ${ids.length} episode(s) diverged from the record (${ids.join(', ')}); run \`cb submission verify\` for where`);
  }
  const files = filesOf(src);
  const provenance: ProvenanceFile = {
    format: 'componentbench-provenance', provenance: o.verifiedBy ? 'verified' : replay ? replayProvenance(replay) : 'self-reported', submission: name,
    digest: digestOf(src, files), verified_by: o.verifiedBy ? checkRerun(submitted, path.resolve(o.verifiedBy)) : null,
    ...(replay ? { replay } : {}),
  };

  recover(destRoot, name);
  const provenanceFile = path.join(target, PROVENANCE_FILE);
  const unchanged = existsSync(provenanceFile) && readFileSync(provenanceFile, 'utf8') === provenanceText(provenance)
    && digestOf(target, filesOf(target).filter((f) => f !== PROVENANCE_FILE)) === provenance.digest;
  if (!unchanged) {
    mkdirSync(destRoot, { recursive: true });
    const scratch = path.join(destRoot, `.tmp-${name}-${process.pid}`);
    rmSync(scratch, { recursive: true, force: true });
    try {
      for (const f of files) {
        mkdirSync(path.dirname(path.join(scratch, f)), { recursive: true });
        copyFileSync(path.join(src, f), path.join(scratch, f));
      }
      writeProvenance(scratch, provenance);
      o.beforeRename?.();
      swapInDir(scratch, target, path.join(destRoot, `.old-${name}-${process.pid}`));
    } catch (e) {
      rmSync(scratch, { recursive: true, force: true });
      throw e;
    }
  }

  let counts: Record<string, number> | null = null;
  if (o.rebuild !== false) {
    const roots = o.rebuild?.roots ?? defaultRunRoots();
    const inputs = await readInputs(roots, { cacheDir: o.rebuild?.cache });
    counts = await writeWarehouse(inputs, o.rebuild?.out ?? paths.warehouse());
  }
  return { dir: target, changed: !unchanged, provenance, report, counts };
}
