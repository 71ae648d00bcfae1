/** Observations in run directories: one gzip member per episode, pointed at by its episode line. */
import { appendFileSync, mkdtempSync, readFileSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadTasks } from '../../pipeline/content/tasks';
import type { ObservationRecord } from '../../pipeline/runs/records';
import { mergeRuns } from '../../pipeline/runs/merge';
import { OBSERVATIONS_FILE, readObservations, readRun, RunWriter } from '../../pipeline/runs/runDir';
import { fixtureEpisode, fixtureManifest } from '../fixtures/runs';

const tasks = loadTasks().filter((t) => t.canonical_type === 'switch').slice(0, 3);
const shown = (taskId: string, attempt: string, turns: number): ObservationRecord[] =>
  Array.from({ length: turns }, (_, i) => ({ task_id: taskId, attempt, step: i + 1, url: 'http://127.0.0.1/task', text: `RootWebArea 'task'\n\t[${i + 1}] switch 'Wi-Fi'` }));

function runWith(dir: string, episodes: number): RunWriter {
  const w = RunWriter.create(dir, fixtureManifest('obs', tasks));
  for (let i = 0; i < episodes; i++) {
    const t = tasks[i];
    w.appendEpisode(fixtureEpisode(t.id, `a${i}`, 'success', { observations: w.appendObservations(shown(t.id, `a${i}`, i + 1)) }));
  }
  return w;
}

describe('observations', () => {
  it('reads back what each episode was shown, and the file is plain gzip', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cb-obs-'));
    runWith(dir, 3);
    const run = readRun(dir);
    run.episodes.forEach((e, i) => expect(readObservations(dir, e)).toEqual(shown(e.task_id, e.attempt, i + 1)));
    // Concatenated members are one gzip stream to any reader (zcat, DuckDB).
    expect(gunzipSync(readFileSync(path.join(dir, OBSERVATIONS_FILE))).toString().split('\n').filter(Boolean)).toHaveLength(6);
    expect(readObservations(dir, { ...run.episodes[0], observations: null })).toEqual([]);
  });

  it('reopening cuts a member torn by a kill, and one whose episode line never came', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cb-obs-'));
    const w = runWith(dir, 2);
    const end = statSync(path.join(dir, OBSERVATIONS_FILE)).size;
    w.appendObservations(shown(tasks[2].id, 'orphan', 2)); // killed before its episode line
    appendFileSync(path.join(dir, OBSERVATIONS_FILE), Buffer.from([0x1f, 0x8b, 8])); // and a torn member after it
    const again = RunWriter.reopen(dir);
    expect(statSync(path.join(dir, OBSERVATIONS_FILE)).size).toBe(end);
    again.appendEpisode(fixtureEpisode(tasks[2].id, 'a2', 'success', { observations: again.appendObservations(shown(tasks[2].id, 'a2', 1)) }));
    const run = readRun(dir);
    expect(run.episodes.map((e) => readObservations(dir, e).length)).toEqual([1, 2, 1]);
  });

  it('names the episode whose observations are damaged or missing', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cb-obs-'));
    runWith(dir, 2);
    const run = readRun(dir);
    const file = path.join(dir, OBSERVATIONS_FILE);
    const second = run.episodes[1];
    const bytes = readFileSync(file);
    bytes[second.observations!.offset + 12] ^= 0xff;
    writeFileSync(file, bytes);
    expect(readObservations(dir, run.episodes[0])).toHaveLength(1);
    expect(() => readObservations(dir, second)).toThrow(new RegExp(`observations.*${second.task_id}`));
    truncateSync(file, second.observations!.offset + 3);
    expect(() => readObservations(dir, second)).toThrow(/ends before the observations of episode a1/);
    expect(() => RunWriter.reopen(dir)).toThrow(/shorter \(\d+ bytes\) than its episodes say/);
  });

  it('refuses an observation of another attempt inside an episode\'s member', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cb-obs-'));
    const w = RunWriter.create(dir, fixtureManifest('obs', tasks));
    const ref = w.appendObservations(shown(tasks[0].id, 'other', 1));
    w.appendEpisode(fixtureEpisode(tasks[0].id, 'a0', 'success', { observations: ref }));
    expect(() => readObservations(dir, readRun(dir).episodes[0])).toThrow(/belongs to attempt other/);
  });
});

describe('merging shards', () => {
  it('concatenates the shards\' observations and moves each episode\'s pointer with them', () => {
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'cb-obs-merge-'));
    const picked = loadTasks().filter((t) => t.canonical_type === 'checkbox').slice(0, 4);
    const shards = [0, 1].map((index) => {
      const mine = picked.filter((_, i) => i % 2 === index);
      const dir = path.join(scratch, `shard-${index}`);
      const w = RunWriter.create(dir, fixtureManifest(`shard-${index}`, mine, { shard: { index, count: 2 } }));
      mine.forEach((t, k) => w.appendEpisode(fixtureEpisode(t.id, `s${index}-${k}`, 'success', { observations: w.appendObservations(shown(t.id, `s${index}-${k}`, k + 2)) })));
      return dir;
    });
    const out = path.join(scratch, 'merged');
    mergeRuns(shards, out, picked);
    const merged = readRun(out);
    expect(merged.episodes.map((e) => e.task_id)).toEqual(picked.map((t) => t.id));
    for (const e of merged.episodes) expect(readObservations(out, e)).toEqual(shown(e.task_id, e.attempt, Number(e.attempt.slice(-1)) + 2));
    expect(merged.episodes[1].observations!.offset).toBeGreaterThan(0);
  });
});
