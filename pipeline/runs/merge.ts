/**
 * Merging the run directories of the shards of one run. Shards must agree on everything but their
 * tasks; step lines are copied byte for byte (their checksums stay valid), observation files are
 * concatenated (so episode lines are sealed again, their observations moved by the bytes before
 * them), and screenshots are copied.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TaskSpec } from '../../src/core/taskSpec';
import { taskSetRecord } from '../content/select';
import { listIds, staleTasks } from '../content/taskVersion';
import { UserError } from '../errors';
import type { Manifest } from './records';
import { OBSERVATIONS_FILE, readObservations, readRun, RUN_FILES, sealLine, writeManifest } from './runDir';

const SAME: (keyof Manifest)[] = ['format_version', 'agent', 'mode', 'mode_flags', 'harness_version', 'env_url', 'seed', 'budget', 'viewport', 'screenshots'];

export function mergeRuns(dirs: string[], out: string, tasks: TaskSpec[]): Manifest {
  if (dirs.length < 2) throw new UserError('merge needs at least two shard run directories');
  if (existsSync(path.join(out, RUN_FILES.manifest))) throw new UserError(`${out} already holds a run`);
  const runs = dirs.map((d) => readRun(d));
  const first = runs[0].manifest;
  const byId = new Map(tasks.map((t) => [t.id, t]));
  for (const r of runs) {
    const m = r.manifest;
    for (const k of SAME) {
      if (JSON.stringify(m[k]) !== JSON.stringify(first[k])) throw new UserError(`${r.dir} differs from ${runs[0].dir} in ${k}; only shards of one run can be merged`);
    }
    if (m.task_set.name !== first.task_set.name) throw new UserError(`${r.dir} is on suite ${m.task_set.name}, not ${first.task_set.name}`);
    if (!m.shard || !first.shard || m.shard.count !== first.shard.count) throw new UserError(`${r.dir} is not a shard of a ${first.shard?.count ?? '?'}-way split`);
    if (m.task_set.selection !== first.task_set.selection) throw new UserError(`${r.dir} selected its tasks with ${m.task_set.selection ?? 'the whole suite'}, not ${first.task_set.selection ?? 'the whole suite'}`);
    const specs = m.task_set.task_ids.map((id) => byId.get(id));
    const gone = m.task_set.task_ids.filter((_, i) => !specs[i]);
    if (gone.length) throw new UserError(`${r.dir} lists tasks that no longer exist (${listIds(gone)})`);
    const stale = staleTasks(m.task_set, specs as TaskSpec[]);
    if (stale) throw new UserError(`${r.dir}: ${stale}`);
    const unfinished = m.task_set.task_ids.filter((id) => !r.episodes.some((e) => e.task_id === id));
    if (unfinished.length) throw new UserError(`${r.dir} has ${unfinished.length} unfinished task(s); resume it before merging`);
  }
  const shards = new Map(runs.map((r) => [r.manifest.shard!.index, r]));
  if (shards.size !== runs.length || shards.size !== first.shard!.count) throw new UserError(`need each of the ${first.shard!.count} shards exactly once`);
  // Rebuild the original task order: task i went to shard i mod n, at position floor(i / n).
  const ids: string[] = [];
  for (let i = 0; ; i++) {
    const s = shards.get(i % first.shard!.count)!;
    const id = s.manifest.task_set.task_ids[Math.floor(i / first.shard!.count)];
    if (id === undefined) break;
    ids.push(id);
  }
  const total = runs.reduce((n, r) => n + r.manifest.task_set.task_ids.length, 0);
  if (ids.length !== total || new Set(ids).size !== total) throw new UserError('the shards overlap or do not interleave as one split');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, RUN_FILES.steps), runs.map((r) => readFileSync(path.join(r.dir, RUN_FILES.steps), 'utf8')).join(''));
  const observations: Buffer[] = [];
  let before = 0;
  const episodes = runs.map((r) => {
    const file = path.join(r.dir, OBSERVATIONS_FILE);
    const shift = before;
    if (existsSync(file)) {
      observations.push(readFileSync(file));
      before += observations[observations.length - 1].length;
    }
    return r.history.map((e) => sealLine(e.observations ? { ...e, observations: { ...e.observations, offset: e.observations.offset + shift } } : e)).join('');
  });
  writeFileSync(path.join(out, RUN_FILES.episodes), episodes.join(''));
  if (observations.length) writeFileSync(path.join(out, OBSERVATIONS_FILE), Buffer.concat(observations));
  for (const r of runs) if (existsSync(path.join(r.dir, 'screenshots'))) cpSync(path.join(r.dir, 'screenshots'), path.join(out, 'screenshots'), { recursive: true });
  const finished = runs.map((r) => r.manifest.finished_at);
  const merged: Manifest = {
    ...first, run_id: path.basename(path.resolve(out)), shard: null,
    task_set: taskSetRecord(first.task_set.name, ids.map((id) => byId.get(id)!), first.task_set.selection),
    started_at: runs.map((r) => r.manifest.started_at).sort()[0],
    resumed_at: runs.flatMap((r) => r.manifest.resumed_at).sort(),
    top_ups: runs.flatMap((r) => r.manifest.top_ups).sort((a, b) => (a.at < b.at ? -1 : 1)),
    finished_at: finished.includes(null) ? null : (finished as string[]).sort().at(-1)!,
    git: runs.every((r) => r.manifest.git.sha === first.git.sha) ? first.git : { sha: null, dirty: null },
  };
  writeManifest(out, merged);
  const check = readRun(out);
  for (const e of check.episodes) readObservations(out, e);
  return merged;
}
