/** `cb submission …`: pack, scaffold, validate and ingest runs submitted by pull request. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../content/paths';
import { globToRegExp, taskSetHash } from '../content/select';
import { suiteTasksDir } from '../content/suites';
import { loadTasks } from '../content/tasks';
import type { ModeName } from '../runs/records';
import { readManifest } from '../runs/runDir';
import { ingestSubmission } from '../submissions/ingest';
import { packSubmission } from '../submissions/pack';
import { askMissing, scaffoldMetadata, type MetadataFlags } from '../submissions/scaffold';
import { formatReport, validateSubmission, type ValidationReport } from '../submissions/validate';
import { harnessVersion } from './run';
import { withTaskSite } from './taskSite';

interface FlagOptions {
  org?: string; model?: string; openWeights?: boolean; openHarness?: boolean; repo?: string; commit?: string;
  attempts?: string; contact?: string; notes?: string; date?: string; taskSetVersion?: string;
}

const metadataFlags = (o: FlagOptions): MetadataFlags => ({
  organisation: o.org, model: o.model, openWeights: o.openWeights, openHarness: o.openHarness, repository: o.repo ?? null,
  commit: o.commit ?? null, attempts: o.attempts, contact: o.contact, notes: o.notes, date: o.date, taskSetVersion: o.taskSetVersion,
});

/** An invalid submission is an answer, not an error: the summary is printed and the exit code says so. */
function conclude(report: ValidationReport, json?: string): void {
  console.log(formatReport(report));
  if (json) writeFileSync(path.resolve(json), `${JSON.stringify(report, null, 2)}\n`);
  if (!report.valid) process.exitCode = 1;
}

export function pack(runDir: string, o: FlagOptions & { out?: string; noScreenshots?: boolean; replace?: boolean; json?: string }): void {
  const { dir } = packSubmission(path.resolve(runDir), {
    ...metadataFlags(o), out: o.out ?? paths.submissions(), noScreenshots: o.noScreenshots, replace: o.replace,
  });
  console.log(`packed ${runDir} → ${path.relative(process.cwd(), dir) || dir}\n`);
  conclude(validateSubmission(dir), o.json);
}

export async function scaffold(o: FlagOptions & { out?: string; mode: ModeName; convention: string; maxSteps: number; suite: string; harnessVersion?: string; taskSetHash?: string; force?: boolean }): Promise<void> {
  const filled = await askMissing({
    ...metadataFlags(o), out: o.out ?? paths.submissions(), mode: o.mode, convention: o.convention, maxSteps: o.maxSteps,
    harnessVersion: o.harnessVersion ?? harnessVersion(), suite: o.suite,
    taskSetHash: o.taskSetHash ?? taskSetHash(loadTasks(suiteTasksDir(o.suite))), force: o.force,
    taskSetVersion: o.taskSetVersion ?? harnessVersion(),
  });
  const { dir } = scaffoldMetadata(filled);
  console.log(`wrote ${path.relative(process.cwd(), path.join(dir, 'metadata.yaml'))}; add the run's manifest.json, episodes.jsonl and steps.jsonl beside it (or use \`cb submission pack\`)`);
}

export function validate(dir: string, o: { json?: string }): void {
  conclude(validateSubmission(path.resolve(dir)), o.json);
}

export async function ingest(dir: string, o: { verifiedBy?: string; rebuild?: boolean; replay?: boolean; workers?: number }): Promise<void> {
  const refused = o.replay ? await refusedReplay(path.resolve(dir)) : null;
  if (refused) console.log(`not replayed: ${refused}`);
  const replayed = o.replay && !refused ? await replay(path.resolve(dir), { workers: o.workers }) : undefined;
  const r = await ingestSubmission(path.resolve(dir), { verifiedBy: o.verifiedBy, replay: replayed, rebuild: o.rebuild === false ? false : undefined });
  const where = path.relative(process.cwd(), r.dir) || r.dir;
  console.log(r.changed ? `ingested ${r.report.submission} (${r.provenance.provenance}) → ${where}` : `${r.report.submission} is already ingested as ${r.provenance.provenance}; nothing changed`);
  if (r.counts) console.log(`warehouse rebuilt: ${Object.entries(r.counts).map(([t, n]) => `${t} ${n}`).join(', ')}`);
}

/** Replays `dir` on this checkout's task site (built when stale) in Chromium; prints the summary. */
async function replay(dir: string, o: { workers?: number; tasks?: string }) {
  const { formatReplay, replayRun } = await import('../submissions/replay');
  const pattern = o.tasks ? globToRegExp(o.tasks) : null;
  return withTaskSite(async (browser, siteUrl) => {
    const t0 = performance.now();
    const report = await replayRun(dir, { browser, siteUrl, workers: o.workers ?? 2, only: pattern ? (id) => pattern.test(id) : undefined });
    console.log(`${formatReplay(report)}\nreplayed in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    return report;
  });
}

/** Why the run in `dir` cannot be replayed at all (see unreplayableRun), or null. */
async function refusedReplay(dir: string): Promise<string | null> {
  const { unreplayableRun } = await import('../submissions/replay');
  return unreplayableRun(readManifest(dir));
}

/** `cb submission verify`'s answer for a run that cannot be replayed at all. */
export const EXIT_NOT_REPLAYABLE = 3;

/**
 * Replays every episode of a run or submission in the real environment (see submissions/replay.ts).
 * A diverged episode makes the answer 1, like an invalid submission; a run that cannot be
 * replayed at all (on an official suite) is refused, saying why, with 3.
 */
export async function verify(dir: string, o: { workers: number; tasks?: string; json?: string }): Promise<void> {
  const refused = await refusedReplay(path.resolve(dir));
  if (refused) {
    console.log(`not replayed: ${refused}`);
    process.exitCode = EXIT_NOT_REPLAYABLE;
    return;
  }
  const report = await replay(path.resolve(dir), o);
  if (o.json) writeFileSync(path.resolve(o.json), `${JSON.stringify(report, null, 2)}\n`);
  if (report.diverged > 0) process.exitCode = 1;
}
