/**
 * The whole audit: replay (or reuse stored measurements), add the metadata features, calibrate a
 * new cutpoints version or load a frozen one, rate every task and write the output file. A top-up
 * replays only the tasks added or changed since the stored audit and reuses the rest.
 */
import path from 'node:path';
import { AXES, type Axis, type TaskSpec } from '../../src/core/taskSpec';
import { taskSetHash } from '../content/select';
import { diffVersions, listIds, taskVersions, versionsHash, type TaskDiff } from '../content/taskVersion';
import { UserError } from '../errors';
import { VIEWPORT } from '../harness/browser';
import { calibrate, featureVector, rateTask, summarise, type RatedTask } from './aggregate';
import { loadCutpoints, writeNextCutpoints, type LoadedCutpoints } from './cutpoints';
import { catalogHash, type FeatureVector } from './featureCatalog';
import { domFeatures, scrollRequired } from './features';
import { auditRow, REALIZED_FORMAT_VERSION, writeRealizedAudit, type RealizedAudit } from './realized';
import { replayAudit, type TaskReplay } from './replayAudit';
import { checkMetadataCovers, metadataFeatures, type TypeMetadata } from './typeMetadata';

export interface RunAuditOptions {
  tasks: TaskSpec[];
  suite: string;
  meta: TypeMetadata;
  /** Directory of the versioned cutpoints files. */
  cutpointsDir: string;
  /** Rate with this version (default: the newest)… */
  cutpointsVersion?: number;
  /** …or calibrate from these tasks and write the next version. */
  derive?: boolean;
  /** Replay against this built site (or baseUrl)… */
  siteDir?: string;
  baseUrl?: string;
  /** …or reuse the measurements of an earlier audit file… */
  from?: { file: string; audit: RealizedAudit };
  /**
   * …or bring an earlier audit up to date: replay only its added and changed tasks, and the
   * unchanged ones `redo` names (after a change to the replay itself).
   */
  topUp?: { file: string; audit: RealizedAudit; redo?: Set<string> };
  onTopUp?(diff: TaskDiff): void;
  /** The --tasks glob the tasks were selected with (null: the whole suite). */
  selection?: string | null;
  workers: number;
  holdMs: number;
  mismatchThreshold: number;
  /** Output file; nothing is written when null. */
  out: string | null;
  onTask?(r: TaskReplay, done: number, total: number): void;
}

export interface AuditResult {
  audit: RealizedAudit;
  cutpoints: LoadedCutpoints;
  derived: boolean;
}

/** A stored row back as a replay, its features re-folded from the stored measurement. */
function replayFromRow(row: RealizedAudit['tasks'][number]): TaskReplay {
  const m = row.measurement;
  return {
    task_id: row.task_id, solved: row.replay.solved, error: row.replay.error, duration_ms: row.replay.duration_ms,
    scroll_required: m ? scrollRequired(m) : false, measurement: m, dom: m ? domFeatures(m) : null,
  };
}

export async function runAudit(o: RunAuditOptions): Promise<AuditResult> {
  checkMetadataCovers(o.tasks, o.meta);
  // Fail before any browser work when the cutpoints to rate with are missing or stale.
  let cutpoints: LoadedCutpoints | null = o.derive ? null : loadCutpoints(o.cutpointsDir, o.cutpointsVersion);
  const metaOf = new Map(o.tasks.map((t) => [t.id, metadataFeatures(t, o.meta)]));

  let replays: TaskReplay[];
  let seconds: number | null = null;
  let topUps = o.from?.audit.top_ups ?? [];
  if (o.topUp) {
    const prev = o.topUp.audit;
    if (prev.catalog_hash !== catalogHash()) throw new UserError(`${o.topUp.file} was measured with another feature catalog; audit afresh (\`cb audit\`)`);
    if (prev.settings.hold_ms !== o.holdMs) throw new UserError(`${o.topUp.file} was measured with --hold-ms ${prev.settings.hold_ms}; a top-up measures the same way, so drop --hold-ms or audit afresh`);
    const diff = diffVersions(prev.task_versions, o.tasks);
    o.onTopUp?.(diff);
    const stored = new Map(prev.tasks.map((r) => [r.task_id, r]));
    const again = diff.unchanged.filter((id) => o.topUp!.redo?.has(id));
    const redo = new Set([...diff.added, ...diff.changed, ...again]);
    const t0 = performance.now();
    const todo = o.tasks.filter((t) => redo.has(t.id));
    const fresh = new Map((todo.length ? await replayAudit(todo, { siteDir: o.siteDir, baseUrl: o.baseUrl, workers: o.workers, holdMs: o.holdMs, onTask: o.onTask }) : [])
      .map((r) => [r.task_id, r]));
    const took = Math.round((performance.now() - t0) / 100) / 10;
    replays = o.tasks.map((t) => fresh.get(t.id) ?? replayFromRow(stored.get(t.id)!));
    seconds = Math.round(((prev.summary.replay_seconds ?? 0) + took) * 10) / 10;
    topUps = [...prev.top_ups, { at: new Date().toISOString(), added: diff.added.length, changed: diff.changed.length, ...(again.length ? { redone: again.length } : {}), removed: diff.removed.length, replay_seconds: took }];
  } else if (o.from) {
    const stored = new Map(o.from.audit.tasks.map((r) => [r.task_id, r]));
    const missing = o.tasks.filter((t) => !stored.has(t.id)).map((t) => t.id);
    if (missing.length) throw new UserError(`${o.from.file} has no measurement of ${listIds(missing)}`);
    const changed = diffVersions(o.from.audit.task_versions, o.tasks).changed;
    if (changed.length) throw new UserError(`${o.from.file} measured other versions of ${changed.length} task(s) (${listIds(changed)}); bring it up to date with --top-up first`);
    replays = o.tasks.map((t) => replayFromRow(stored.get(t.id)!));
    seconds = o.from.audit.summary.replay_seconds;
  } else {
    const t0 = performance.now();
    replays = await replayAudit(o.tasks, { siteDir: o.siteDir, baseUrl: o.baseUrl, workers: o.workers, holdMs: o.holdMs, onTask: o.onTask });
    seconds = Math.round((performance.now() - t0) / 100) / 10;
  }
  const byId = new Map(replays.map((r) => [r.task_id, r]));
  const features = new Map<string, FeatureVector>(o.tasks.map((t) => [t.id, featureVector({ ...byId.get(t.id)!.dom, ...metaOf.get(t.id)! })]));
  const measured = o.tasks.filter((t) => byId.get(t.id)!.dom !== null);
  const intended = (t: TaskSpec) => t.difficulty.axes as Record<Axis, number>;

  if (o.derive) {
    // Only clean replays calibrate: a replay that failed to solve may have stopped on the way.
    const clean = measured.filter((t) => byId.get(t.id)!.solved);
    if (clean.length === 0) throw new UserError('no task replayed to success; nothing to derive cutpoints from');
    const calibration = calibrate(clean.map((t) => ({ features: features.get(t.id)!, intended: intended(t) })));
    cutpoints = writeNextCutpoints(calibration, {
      at: new Date().toISOString(), method: 'intended_marginals', suite: o.suite, tasks: clean.length,
      task_set_hash: taskSetHash(clean),
      ...(o.from ? { audit_file: path.basename(o.from.file) } : o.out ? { audit_file: path.basename(o.out) } : {}),
    }, o.cutpointsDir);
  }
  const cut = cutpoints!;
  const rated = new Map<string, RatedTask>(measured.map((t) => [t.id, rateTask(t.id, features.get(t.id)!, intended(t), cut.bounds, cut.cuts, o.mismatchThreshold)]));
  const ordered = [...o.tasks].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const rows = ordered.map((t) => auditRow(t, byId.get(t.id)!, features.get(t.id)!, rated.get(t.id) ?? null));
  const versions = taskVersions(o.tasks);
  const audit: RealizedAudit = {
    format: 'componentbench-realized-audit', format_version: REALIZED_FORMAT_VERSION,
    created_at: o.topUp?.audit.created_at ?? new Date().toISOString(), suite: o.suite,
    selection: o.topUp?.audit.selection ?? o.selection ?? null, task_set_hash: versionsHash(versions), task_versions: versions, top_ups: topUps,
    catalog_hash: catalogHash(),
    cutpoints: { version: cut.version, file: path.basename(cut.file) },
    settings: {
      hold_ms: o.from ? o.from.audit.settings.hold_ms : o.holdMs, mismatch_threshold: o.mismatchThreshold,
      viewport: { ...VIEWPORT }, measured_by: o.from ? `file:${path.basename(o.from.file)}` : o.topUp?.audit.settings.measured_by ?? 'replay',
    },
    summary: {
      tasks: o.tasks.length, replayed: measured.length, solved: replays.filter((r) => r.solved).length,
      failed: replays.filter((r) => !r.solved).map((r) => ({ task_id: r.task_id, error: r.error ?? 'not solved' })),
      replay_seconds: seconds,
      mismatch: summarise([...rated.values()]),
    },
    tasks: rows,
  };
  if (o.out) writeRealizedAudit(o.out, audit);
  return { audit, cutpoints: cut, derived: !!o.derive };
}

/** One line per axis: how many tasks were rated above / below their intended rating. */
export function formatSummary(a: RealizedAudit): string[] {
  const s = a.summary.mismatch;
  const lines = [`${s.tasks_with_mismatch} of ${s.tasks} rated tasks have a mismatch of ≥ ${a.settings.mismatch_threshold} on some axis`];
  for (const axis of AXES) {
    const x = s.by_axis[axis];
    const hist = Object.entries(x.delta_counts).sort(([p], [q]) => Number(p) - Number(q)).map(([d, n]) => `${Number(d) > 0 ? '+' : ''}${d}:${n}`).join(' ');
    lines.push(`  ${axis.padEnd(28)} mismatches ${String(x.mismatches).padStart(4)} (over ${x.over}, under ${x.under})  deltas ${hist}`);
  }
  return lines;
}
