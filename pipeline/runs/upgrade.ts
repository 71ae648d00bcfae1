/**
 * Upgrading stored records: run directories v2 or v3 → v4, audit files v1 → v2.
 *  - v2 records carry one hash over the whole specs of their tasks and no per-task versions. When
 *    that hash still matches the current specs, every task is at its current version, so the
 *    versions can be written in exactly; otherwise the record is refused (record it again).
 *  - v4 points every episode at its observations; older runs kept none, so theirs are null.
 * Episode lines are sealed again; step lines are not touched.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { canonicalJson } from '../../src/core/json';
import { RealizedAuditSchema, writeRealizedAudit } from '../audit/realized';
import { taskSetRecord } from '../content/select';
import { taskIdentity, type SuiteTask } from '../content/suiteTask';
import { listIds } from '../content/taskVersion';
import { UserError } from '../errors';
import { ManifestSchema, RUN_FORMAT_VERSION, type Manifest } from './records';
import { readRun, RUN_FILES, sealLine, unsealLine } from './runDir';

/** The hash the older formats used: canonical JSON of every whole spec, in id order. */
export function wholeSpecHash(tasks: SuiteTask[]): string {
  const sorted = [...tasks].sort((a, b) => (a.id < b.id ? -1 : 1));
  return createHash('sha256').update(canonicalJson(sorted.map(taskIdentity))).digest('hex');
}

/** The recorded tasks as current specs, once the old whole-spec hash proves them unchanged. */
function unchangedTasks(where: string, ids: string[], hash: string, suite: SuiteTask[]): SuiteTask[] {
  const byId = new Map(suite.map((t) => [t.id, t]));
  const gone = ids.filter((id) => !byId.has(id));
  if (gone.length) throw new UserError(`${where}: ${gone.length} of its tasks no longer exist (${listIds(gone)}); it cannot be upgraded, record it again`);
  const tasks = ids.map((id) => byId.get(id)!);
  if (wholeSpecHash(tasks) !== hash) throw new UserError(`${where} was recorded on other versions of its tasks; it cannot be upgraded, record it again`);
  return tasks;
}

/** The selection glob of an upgraded record: the whole suite, or exactly its task ids. */
function selectionOf(ids: string[], suite: SuiteTask[]): string | null {
  return ids.length === suite.length ? null : ids.join(',');
}

export type Upgrade = 'upgraded' | 'current';

export function upgradeRun(dir: string, suiteTasks: (name: string) => SuiteTask[]): Upgrade {
  const file = path.join(dir, RUN_FILES.manifest);
  if (!existsSync(file)) throw new UserError(`${file}: missing: not a run directory`);
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown> & { format_version?: number; task_set?: { name: string; hash: string; task_ids: string[] } };
  if (raw.format_version === RUN_FORMAT_VERSION) return 'current';
  if ((raw.format_version !== 2 && raw.format_version !== 3) || !raw.task_set) {
    throw new UserError(`${file}: format_version ${raw.format_version} cannot be upgraded (only 2 and 3 → ${RUN_FORMAT_VERSION})`);
  }
  // v2 → v3: per-task versions, written in only when the whole-spec hash proves them current.
  let taskSet = raw.task_set as unknown as Manifest['task_set'];
  let version = new Map(Object.entries((raw.task_set as { versions?: Record<string, string> }).versions ?? {}));
  if (raw.format_version === 2) {
    const suite = suiteTasks(raw.task_set.name);
    const tasks = unchangedTasks(dir, raw.task_set.task_ids, raw.task_set.hash, suite);
    taskSet = taskSetRecord(raw.task_set.name, tasks, selectionOf(tasks.map((t) => t.id), suite));
    version = new Map(Object.entries(taskSet.versions));
  }
  const episodes = path.join(dir, RUN_FILES.episodes);
  const lines = readFileSync(episodes, 'utf8').split('\n').filter((l) => l !== '').map((line, i) => {
    let e: Record<string, unknown>;
    try {
      e = unsealLine(line) as Record<string, unknown>;
    } catch (err) {
      throw new UserError(`${episodes}:${i + 1}: ${(err as Error).message}; repair or re-record the run before upgrading`);
    }
    const { task_id, attempt, retry_of, ...rest } = e;
    // v3 → v4: older runs kept no observations.
    return sealLine({ task_id, attempt, retry_of, task_version: e.task_version ?? version.get(task_id as string), ...rest, observations: e.observations ?? null });
  });
  // Episodes first: a second upgrade after a crash between the two writes finds them done.
  writeFileSync(`${episodes}.tmp`, lines.join(''));
  renameSync(`${episodes}.tmp`, episodes);
  const manifest = ManifestSchema.parse({ ...raw, format_version: RUN_FORMAT_VERSION, task_set: taskSet, top_ups: raw.top_ups ?? [] });
  writeFileSync(`${file}.tmp`, `${JSON.stringify(manifest, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
  readRun(dir); // every line reads back under the new format
  return 'upgraded';
}

export function upgradeAudit(file: string, suiteTasks: (name: string) => SuiteTask[]): Upgrade {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown> & { format_version?: number; suite: string; task_set_hash: string; tasks: { task_id: string }[] };
  if (raw.format_version === 2) return 'current';
  if (raw.format_version !== 1) throw new UserError(`${file}: format_version ${raw.format_version} cannot be upgraded (only 1 → 2)`);
  const suite = suiteTasks(raw.suite);
  const ids = raw.tasks.map((r) => r.task_id);
  const record = taskSetRecord(raw.suite, unchangedTasks(file, ids, raw.task_set_hash, suite), selectionOf(ids, suite));
  writeRealizedAudit(file, RealizedAuditSchema.parse({
    ...raw, format_version: 2, selection: record.selection, task_set_hash: record.hash, task_versions: record.versions, top_ups: [],
  }));
  return 'upgraded';
}
