import path from 'node:path';
import { loadTasks } from '../content/tasks';
import { paths, projectRoot } from '../content/paths';
import { idsMatching, selectionTasks, selectTasks } from '../content/select';
import { currentSuite, FULL_SUITE, realizedAuditFile } from '../content/suites';
import { UserError } from '../errors';
import { parseVersion } from '../audit/cutpoints';
import { readRealizedAudit } from '../audit/realized';
import { formatSummary, runAudit } from '../audit/runAudit';
import { loadTypeMetadata } from '../audit/typeMetadata';
import { ensureSite } from '../site/build';

export interface AuditCommandOptions {
  tasks?: string;
  workers: number;
  out?: string;
  cutpoints?: string;
  deriveCutpoints?: boolean;
  from?: string;
  topUp?: boolean;
  redo?: string;
  holdMs: number;
  mismatchThreshold: number;
  quiet?: boolean;
}

export async function audit(o: AuditCommandOptions): Promise<void> {
  const root = projectRoot();
  if (o.deriveCutpoints && o.tasks) throw new UserError('--derive-cutpoints calibrates on the whole suite; drop --tasks');
  if (o.deriveCutpoints && o.cutpoints) throw new UserError('--derive-cutpoints writes a new version; it cannot be combined with --cutpoints');
  if (o.mismatchThreshold < 1 || o.mismatchThreshold > 4) throw new UserError('--mismatch-threshold must be between 1 and 4');
  if (o.holdMs < 0) throw new UserError('--hold-ms must not be negative');
  const suite = currentSuite();
  if (o.deriveCutpoints && suite !== FULL_SUITE) throw new UserError(`cutpoints are calibrated on the full suite, not on ${suite}`);
  if (o.topUp && (o.from || o.deriveCutpoints || o.tasks)) throw new UserError('--top-up brings the stored audit up to date with its own task selection; it cannot be combined with --from, --derive-cutpoints or --tasks');
  if (o.redo && !o.topUp) throw new UserError('--redo replays tasks of a stored audit again; add --top-up');
  const out = path.resolve(o.out ?? realizedAuditFile(suite, root));
  // Read (and so check) a stored audit before any browser work.
  const stored = o.topUp ? readRealizedAudit(out) : null;
  if (stored && stored.suite !== suite) throw new UserError(`${out} audits the ${stored.suite} suite; add --suite ${stored.suite}`);
  const selection = stored ? stored.selection : o.tasks ?? null;
  const tasks = stored ? selectionTasks(loadTasks(), selection) : selectTasks(loadTasks(), o.tasks);
  const redo = o.redo ? idsMatching(tasks, o.redo) : undefined;
  if (redo?.size === 0) throw new UserError(`--redo "${o.redo}" matches none of the ${tasks.length} tasks ${path.relative(process.cwd(), out) || out} audits`);
  const topUp = stored ? { file: out, audit: stored, redo } : undefined;
  const from = o.from ? { file: path.resolve(o.from), audit: readRealizedAudit(path.resolve(o.from)) } : undefined;
  if (!from) await ensureSite(root);
  const t0 = performance.now();
  const { audit: result, cutpoints, derived } = await runAudit({
    tasks, suite, meta: loadTypeMetadata(), cutpointsDir: paths.auditContent(root),
    cutpointsVersion: o.cutpoints ? parseVersion(o.cutpoints) : undefined, derive: o.deriveCutpoints,
    siteDir: paths.site(root), from, topUp, selection, workers: o.workers, holdMs: o.holdMs, mismatchThreshold: o.mismatchThreshold, out,
    onTopUp: (d) => console.log(`top-up of ${path.relative(process.cwd(), out) || out}: ${d.added.length} added, ${d.changed.length} changed, ${d.removed.length} removed, ${d.unchanged.length} unchanged${redo ? ` (${d.unchanged.filter((id) => redo.has(id)).length} of them replayed again: --redo)` : ''}`),
    onTask: (r, done, total) => {
      if (o.quiet) return;
      const flag = r.solved ? '' : `  (${r.error})`;
      console.log(`[${done}/${total}] ${r.task_id} ${(r.duration_ms / 1000).toFixed(1)}s${flag}`);
    },
  });
  const s = result.summary;
  if (derived) console.log(`derived cutpoints v${cutpoints.version}: ${path.relative(root, cutpoints.file)}`);
  console.log(`${s.tasks} tasks, ${s.replayed} measured, ${s.solved} solved by the reference replay, rated with cutpoints v${cutpoints.version}`);
  for (const f of s.failed.slice(0, 10)) console.log(`  not solved: ${f.task_id}: ${f.error}`);
  if (s.failed.length > 10) console.log(`  … and ${s.failed.length - 10} more (see the file)`);
  for (const line of formatSummary(result)) console.log(line);
  console.log(`wrote ${path.relative(process.cwd(), out) || out} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
