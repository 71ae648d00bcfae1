/**
 * `cb submission pack <run-dir>`: turn a harness run directory into a submission directory. The
 * run's files are copied byte for byte (their line checksums must survive), and metadata.yaml is
 * filled from the manifest, so the two agree by construction; only what the manifest cannot know
 * (who ran it, licences, contact) comes from flags.
 */
import { copyFileSync, cpSync, existsSync, lstatSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { UserError } from '../errors';
import { swapInDir } from '../content/swapDir';
import type { Manifest } from '../runs/records';
import { HUMAN_EVENTS_FILE } from '../human/events';
import { OBSERVATIONS_FILE, readRun, RUN_FILES } from '../runs/runDir';
import { harnessVersion } from '../commands/run';
import { manifestFacts, submissionName, writeMetadata, type Metadata } from './metadata';
import { checkedMetadata, type MetadataFlags } from './scaffold';

export interface PackOptions extends MetadataFlags {
  /** Parent directory of submissions (default: submissions/ of the project). */
  out: string;
  /** Leave screenshots out even when the run has them (they are optional and large). */
  noScreenshots?: boolean;
  replace?: boolean;
}

/** Metadata of a run: everything the manifest records, plus the flags. */
export function metadataFromRun(m: Manifest, o: MetadataFlags): Metadata {
  const facts = manifestFacts(m);
  const date = o.date ?? (/^\d{4}-\d{2}-\d{2}/.exec(m.started_at)?.[0]);
  return checkedMetadata({
    ...o,
    model: o.model ?? m.agent.model ?? m.agent.name,
    commit: o.commit ?? (o.repository ? m.git.sha : null),
    date,
    taskSetVersion: o.taskSetVersion ?? harnessVersion(),
  }, { ...facts, task_set: facts.task_set });
}

export function packSubmission(runDir: string, o: PackOptions): { dir: string; metadata: Metadata } {
  const run = readRun(runDir);
  const metadata = metadataFromRun(run.manifest, o);
  const out = path.resolve(o.out);
  const name = submissionName(metadata);
  const dest = path.join(out, name);
  if (existsSync(dest) && !o.replace) throw new UserError(`${dest} already exists; pass --replace to overwrite it`);
  mkdirSync(out, { recursive: true });
  // Built beside its destination and renamed into place, so a failed pack leaves nothing half-written.
  const scratch = path.join(out, `.tmp-${name}-${process.pid}`);
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch);
  try {
    for (const f of Object.values(RUN_FILES)) copyFileSync(path.join(runDir, f), path.join(scratch, f));
    for (const f of [OBSERVATIONS_FILE, HUMAN_EVENTS_FILE]) if (existsSync(path.join(runDir, f))) copyFileSync(path.join(runDir, f), path.join(scratch, f));
    const shots = path.join(runDir, 'screenshots');
    if (!o.noScreenshots && existsSync(shots) && lstatSync(shots).isDirectory()) cpSync(shots, path.join(scratch, 'screenshots'), { recursive: true, verbatimSymlinks: true });
    writeMetadata(scratch, metadata);
    swapInDir(scratch, dest, path.join(out, `.old-${name}-${process.pid}`));
  } catch (e) {
    rmSync(scratch, { recursive: true, force: true });
    throw e;
  }
  return { dir: dest, metadata };
}
