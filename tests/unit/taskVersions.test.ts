/**
 * Task versions, task diffs, the format upgrade and the refusals of a top-up that cannot be done —
 * all before a browser starts and without touching the run.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { taskSetRecord } from '../../pipeline/content/select';
import { loadTasks } from '../../pipeline/content/tasks';
import { diffVersions, staleTasks, taskVersion, versionsHash } from '../../pipeline/content/taskVersion';
import type { Manifest } from '../../pipeline/runs/records';
import { readManifest, readRun, RunWriter, RUN_FILES, sealLine, unsealLine } from '../../pipeline/runs/runDir';
import { upgradeRun, wholeSpecHash } from '../../pipeline/runs/upgrade';
import type { TaskSpec } from '../../src/core/taskSpec';
import { fixtureEpisode, fixtureManifest, fixtureStep } from '../fixtures/runs';

const root = path.resolve(import.meta.dirname, '../..');
const tasks = loadTasks();
const scratch = mkdtempSync(path.join(os.tmpdir(), 'cb-versions-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const cb = (...args: string[]) => spawnSync(process.execPath, [path.join(root, 'scripts/cb.mjs'), ...args], { cwd: root, encoding: 'utf8' });
const copy = (t: TaskSpec): TaskSpec => JSON.parse(JSON.stringify(t));
/** Every file of a directory, for "nothing was touched" checks. */
const snapshot = (dir: string) => Object.fromEntries(readdirSync(dir).map((f) => [f, readFileSync(path.join(dir, f), 'utf8')]));

function writeRun(dir: string, picked: TaskSpec[], over: Partial<Manifest> = {}): string {
  const w = RunWriter.create(dir, fixtureManifest(path.basename(dir), picked, over));
  for (const t of picked) {
    w.appendStep(fixtureStep(t.id, `${t.id}-a`, false));
    w.appendEpisode(fixtureEpisode(t.id, `${t.id}-a`, 'max_steps'));
  }
  return dir;
}

describe('task versions', () => {
  const t = tasks.find((x) => x.canonical_type === 'tabs')!;

  it('change with what an episode depends on, not with key order, ratings or negative states', () => {
    const v = taskVersion(t);
    expect(v).toMatch(/^[0-9a-f]{16}$/);
    const reordered = Object.fromEntries(Object.entries(copy(t)).reverse()) as unknown as TaskSpec;
    reordered.scene = Object.fromEntries(Object.entries(t.scene).reverse()) as TaskSpec['scene'];
    expect(taskVersion(reordered)).toBe(v);
    const rerated = copy(t);
    rerated.difficulty = { ...rerated.difficulty, justification: 'worded otherwise', bucket: 'hard' };
    rerated.negative_states = rerated.negative_states.slice(0, 1);
    expect(taskVersion(rerated)).toBe(v);
    const edits: ((x: TaskSpec) => void)[] = [
      (x) => { x.instruction = `${x.instruction} Now.`; },
      (x) => { x.scene.theme = x.scene.theme === 'dark' ? 'light' : 'dark'; },
      (x) => { x.params = { ...x.params, extra: 1 }; },
      (x) => { x.predicate = { kind: 'all', of: [x.predicate] }; },
      (x) => { x.reference_solution = [...x.reference_solution, { do: 'keyboard_press', key: 'Tab' }]; },
    ];
    for (const edit of edits) {
      const changed = copy(t);
      edit(changed);
      expect(taskVersion(changed)).not.toBe(v);
    }
  });

  it('diff a recorded set against the current tasks', () => {
    const [a, b, c, d] = tasks.slice(0, 4);
    const recorded = { [a.id]: taskVersion(a), [b.id]: '0'.repeat(16), [c.id]: taskVersion(c), 'gone-antd-T01': '1'.repeat(16) };
    expect(diffVersions(recorded, [a, b, c, d])).toEqual({ added: [d.id], changed: [b.id], removed: ['gone-antd-T01'], unchanged: [a.id, c.id] });
    const set = taskSetRecord('full', [a, b], null);
    expect(staleTasks(set, [a, b])).toBeNull();
    expect(staleTasks({ ...set, versions: { ...set.versions, [b.id]: '0'.repeat(16) } }, [a, b])).toMatch(new RegExp(`^1 of its 2 tasks changed since it was recorded \\(${b.id}\\)`));
    expect(staleTasks({ ...set, hash: versionsHash({ [a.id]: set.versions[a.id] }) }, [a, b])).toMatch(/does not match its recorded task versions/);
  });

  it('cb tasks diff lists what changed since a run was recorded', () => {
    const picked = tasks.filter((x) => x.canonical_type === 'checkbox').slice(0, 4);
    const dir = writeRun(path.join(scratch, 'diffed'), picked, { task_set: { ...taskSetRecord('full', picked, 'checkbox-*') } });
    // Pretend one task was recorded on another version and one task (since removed) was recorded too.
    const m = readManifest(dir);
    m.task_set.versions[picked[1].id] = 'f'.repeat(16);
    m.task_set.versions['checkbox-antd-T99'] = 'e'.repeat(16);
    m.task_set.task_ids.push('checkbox-antd-T99');
    writeFileSync(path.join(dir, RUN_FILES.manifest), JSON.stringify(m));
    const r = cb('tasks', 'diff', dir, '--json');
    expect(r.status, r.stderr).toBe(0);
    const d = JSON.parse(r.stdout);
    const checkboxes = tasks.filter((x) => x.canonical_type === 'checkbox').map((x) => x.id);
    expect(d.selection).toBe('checkbox-*');
    expect(d.changed).toEqual([picked[1].id]);
    expect(d.removed).toEqual(['checkbox-antd-T99']);
    expect(d.added).toEqual(checkboxes.filter((id) => !picked.some((p) => p.id === id)));
    expect(d.unchanged).toEqual([picked[0].id, picked[2].id, picked[3].id]);
    const text = cb('tasks', 'diff', dir);
    expect(text.stdout).toContain(`changed  ${picked[1].id}`);
    expect(text.stdout).toMatch(/26 added, 1 changed, 1 removed, 3 unchanged/);
    expect(cb('tasks', 'diff', path.join(scratch, 'nope')).stderr).toMatch(/no such run directory or audit file/);
  });
});

describe('format upgrade', () => {
  /** The same run as format 2 wrote it: no versions in the manifest or on episodes, one whole-spec hash. */
  function asFormat2(dir: string, picked: TaskSpec[]): void {
    const m = JSON.parse(readFileSync(path.join(dir, RUN_FILES.manifest), 'utf8'));
    m.format_version = 2;
    m.task_set = { name: 'full', hash: wholeSpecHash(picked), task_ids: picked.map((t) => t.id) };
    delete m.top_ups;
    writeFileSync(path.join(dir, RUN_FILES.manifest), JSON.stringify(m, null, 2));
    const file = path.join(dir, RUN_FILES.episodes);
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => {
      const { task_version: _, observations: __, ...e } = unsealLine(l) as Record<string, unknown>;
      return sealLine(e);
    });
    writeFileSync(file, lines.join(''));
  }

  /** The same run as format 3 wrote it: episodes point at no observations. */
  function asFormat3(dir: string): void {
    const m = JSON.parse(readFileSync(path.join(dir, RUN_FILES.manifest), 'utf8'));
    m.format_version = 3;
    writeFileSync(path.join(dir, RUN_FILES.manifest), JSON.stringify(m, null, 2));
    const file = path.join(dir, RUN_FILES.episodes);
    writeFileSync(file, readFileSync(file, 'utf8').trim().split('\n').map((l) => {
      const { observations: _, ...e } = unsealLine(l) as Record<string, unknown>;
      return sealLine(e);
    }).join(''));
  }

  it('upgrades a format-3 run to one whose episodes record no observations, keeping its task set', () => {
    const picked = tasks.filter((x) => x.canonical_type === 'switch').slice(0, 2);
    const dir = writeRun(path.join(scratch, 'v3'), picked);
    const current = readRun(dir);
    asFormat3(dir);
    expect(() => readRun(dir)).toThrow(/format_version/);
    expect(upgradeRun(dir, () => tasks)).toBe('upgraded');
    const up = readRun(dir);
    expect(up.manifest).toEqual(current.manifest);
    expect(up.episodes).toEqual(current.episodes.map((e) => ({ ...e, observations: null })));
    expect(upgradeRun(dir, () => tasks)).toBe('current');
  });

  it('writes each task\'s version into a format-2 run whose tasks are unchanged, and refuses one whose tasks changed', () => {
    const picked = tasks.filter((x) => x.canonical_type === 'switch').slice(0, 3);
    const dir = writeRun(path.join(scratch, 'old'), picked);
    const v3 = readRun(dir);
    asFormat2(dir, picked);
    expect(() => readRun(dir)).toThrow(/format_version/);
    expect(upgradeRun(dir, () => tasks)).toBe('upgraded');
    const up = readRun(dir);
    expect(up.manifest.task_set).toEqual({ ...v3.manifest.task_set, selection: picked.map((t) => t.id).join(',') });
    expect(up.episodes.map((e) => e.task_version)).toEqual(picked.map(taskVersion));
    expect(upgradeRun(dir, () => tasks)).toBe('current');

    const stale = writeRun(path.join(scratch, 'old-stale'), picked);
    asFormat2(stale, picked);
    const edited = picked.map(copy);
    edited[0].instruction += ' Then stop.';
    const before = snapshot(stale);
    expect(() => upgradeRun(stale, () => [...edited, ...tasks.filter((t) => !edited.some((e) => e.id === t.id))])).toThrow(/recorded on other versions of its tasks; it cannot be upgraded/);
    expect(snapshot(stale)).toEqual(before);
  });
});

describe('top-up refusals', () => {
  const picked = tasks.filter((x) => x.canonical_type === 'link').slice(0, 2);

  it('stops before touching a run whose model agent cannot be rebuilt here', () => {
    const dir = writeRun(path.join(scratch, 'openai-run'), picked, {
      agent: {
        name: 'openai', model: 'some-model',
        config: { base_url: 'http://127.0.0.1:9/v1', model: 'some-model', api_key_env: 'CB_TEST_UNSET_KEY', convention: 'raw', temperature: 0, max_tokens: 64, timeout_s: 5, max_retries: 0, backoff_s: 0, history: 2, images: true, extra_body: {} },
      },
    });
    const before = snapshot(dir);
    const r = spawnSync(process.execPath, [path.join(root, 'scripts/cb.mjs'), 'run', '--top-up', dir], {
      cwd: root, encoding: 'utf8', env: { ...process.env, CB_TEST_UNSET_KEY: '' },
    });
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe(`cb: ${dir} was recorded with the openai agent (model some-model); set CB_TEST_UNSET_KEY to its API key to top it up`);
    expect(snapshot(dir)).toEqual(before);
  });

  it('refuses shards, other harness versions, unknown agents and a second way to continue', () => {
    const shard = writeRun(path.join(scratch, 'shard'), picked, { agent: { name: 'oracle', model: null, config: {} }, shard: { index: 0, count: 2 } });
    expect(cb('run', '--top-up', shard).stderr).toMatch(/is shard 1\/2 of a run; merge the shards/);
    const old = writeRun(path.join(scratch, 'old-harness'), picked, { agent: { name: 'oracle', model: null, config: {} }, harness_version: '0.0.1' });
    const before = snapshot(old);
    expect(cb('run', '--top-up', old).stderr).toMatch(/recorded with harness 0\.0\.1 and this checkout is .*record it afresh/);
    expect(snapshot(old)).toEqual(before);
    expect(cb('run', '--top-up', writeRun(path.join(scratch, 'alien'), picked)).stderr).toMatch(/recorded with the agent "fixture", which this checkout does not have/);
    expect(cb('run', '--top-up', shard, '--resume', shard).stderr).toMatch(/give one/);
  });
});

describe('covering sample', () => {
  it('follows the types and libraries, not the number of tasks: twice the tasks, about the same sample', async () => {
    const { coveringSample } = await import('../../pipeline/content/select');
    const { generateSuite } = await import('../../src/generator/generate');
    // A second suite of the same types from another seed, renumbered so ids stay distinct.
    const more = [...generateSuite(7).values()].flat().map((t) => ({ ...t, id: t.id.replace(/-T(\d+)$/, (_, n: string) => `-T${Number(n) + 30}`) }));
    const once = coveringSample(tasks).length;
    const twice = coveringSample([...tasks, ...more]).length;
    expect(more.length).toBe(tasks.length);
    expect(twice).toBeLessThan(once * 1.1);
  });
});
