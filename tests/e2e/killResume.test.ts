/**
 * A run killed with SIGKILL at several random moments and resumed each time ends with exactly one
 * final episode per task, the same results as an uninterrupted run, and files every strict reader
 * accepts. The same for a top-up: killed and started again until done, it re-runs only the tasks
 * added or changed since the run was recorded (and those --redo names) and leaves a run equal to a
 * fresh one. A redo on pages that did not change records the same page digests, and says that
 * submission validation will refuse those episodes.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { Rng } from '../../src/generator/rng';
import { versionsHash } from '../../pipeline/content/taskVersion';
import { observationDigest, readManifest, readObservations, readRun, RUN_FILES, sealLine, unsealLine, writeManifest } from '../../pipeline/runs/runDir';
import { readInputs } from '../../pipeline/warehouse/buildWarehouse';

const root = path.resolve(import.meta.dirname, '../..');
const TASKS = 'checkbox-*,tabs-mui-*';

/**
 * Run `cb` and return its exit code and everything it printed (so a failure says why). With a kill
 * time, the process is SIGKILLed that long after `armed()` first holds (polled), so a slow start
 * on a loaded machine cannot swallow the kill window.
 */
function cb(args: string[], kill?: { afterMs: number; armed: () => boolean }): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/cb.mjs'), ...args], {
      cwd: root, env: { ...process.env, CB_SITE_OUT: inject('siteDir') }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => { output += d; });
    child.stderr.on('data', (d) => { output += d; });
    let timer: NodeJS.Timeout | null = null;
    const poll = kill ? setInterval(() => {
      if (timer || !kill.armed()) return;
      timer = setTimeout(() => child.kill('SIGKILL'), kill.afterMs);
    }, 50) : null;
    child.on('exit', (code) => {
      if (poll) clearInterval(poll);
      if (timer) clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const ok = (r: { code: number | null; output: string }) => expect(r.code, r.output).toBe(0);

/** Rewrite a run's episode lines (sealed again), as an older recording of other task versions would have left them. */
function editEpisodes(dir: string, edit: (episodes: Record<string, unknown>[]) => Record<string, unknown>[]): void {
  const file = path.join(dir, RUN_FILES.episodes);
  const episodes = readFileSync(file, 'utf8').trim().split('\n').map((l) => unsealLine(l) as Record<string, unknown>);
  writeFileSync(file, edit(episodes).map((e) => sealLine(e)).join(''));
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'cb-kill-'));
const ref = path.join(scratch, 'reference');

describe('kill and resume', () => {
  // An uninterrupted run: what the killed run and the top-up must end equal to.
  beforeAll(async () => ok(await cb(['run', '--agent', 'oracle', '--tasks', TASKS, '--out', ref, '--quiet', '--workers', '2'])));

  it('survives SIGKILL at random moments without losing or duplicating episodes', async () => {
    const killed = path.join(scratch, 'killed');

    const rng = new Rng(2026);
    const started = () => existsSync(path.join(killed, 'manifest.json'));
    // The first kill lands once the run has written its manifest; later ones interrupt resumes.
    await cb(['run', '--agent', 'oracle', '--tasks', TASKS, '--out', killed, '--quiet', '--workers', '2'], { afterMs: rng.int(1000, 4000), armed: started });
    let kills = 1;
    for (; kills < 4; kills++) {
      const partial = readRun(killed, { recover: true });
      if (partial.episodes.length === partial.manifest.task_set.task_ids.length) break;
      await cb(['run', '--agent', 'oracle', '--resume', killed, '--quiet', '--workers', '2'], { afterMs: rng.int(1500, 4000), armed: () => true });
    }
    ok(await cb(['run', '--agent', 'oracle', '--resume', killed, '--quiet', '--workers', '2']));

    const a = readRun(ref);
    const b = readRun(killed);
    expect(b.manifest.task_set.task_ids).toEqual(a.manifest.task_set.task_ids);
    expect(b.episodes.map((e) => e.task_id).sort()).toEqual(a.episodes.map((e) => e.task_id).sort());
    expect(new Set(b.history.map((e) => e.task_id)).size).toBe(b.history.length);
    const status = (r: typeof a) => Object.fromEntries(r.episodes.map((e) => [e.task_id, e.status]));
    expect(status(b)).toEqual(status(a));
    expect(b.steps.length).toBe(a.steps.length);
    // What the agent was shown survives too: every final episode's observations read back, one per turn, as its steps answered them.
    const shown = (r: typeof a) => Object.fromEntries(r.episodes.map((e) => [e.task_id, readObservations(r.dir, e).map((o) => o.step)]));
    expect(shown(b)).toEqual(shown(a));
    for (const e of b.episodes) {
      const seen = readObservations(b.dir, e);
      expect(seen).toHaveLength(e.steps);
      for (const st of b.steps.filter((x) => x.attempt === e.attempt)) expect(st.obs_digest).toBe(observationDigest(seen[st.step - 1].url, seen[st.step - 1].text));
    }
    expect(b.manifest.resumed_at.length).toBeGreaterThanOrEqual(1);
    expect(kills).toBeGreaterThanOrEqual(1);
  });

  it('tops up only the added and changed tasks, drops removed ones, survives SIGKILL, and ends equal to a fresh run', async () => {
    const a = readRun(ref);
    const topped = path.join(scratch, 'topped');
    cpSync(ref, topped, { recursive: true });
    // Make the copy look recorded on an older suite: 3 tasks did not exist yet, 2 had other
    // versions, and one task it holds has since been removed.
    const ids = a.manifest.task_set.task_ids;
    const added = [ids[1], ids[7], ids[ids.length - 1]];
    const changed = [ids[3], ids[12]];
    const removed = 'checkbox-antd-T99';
    const old = '0123456789abcdef';
    const m = readManifest(topped);
    const versions: Record<string, string> = { ...m.task_set.versions, [removed]: old };
    for (const id of added) delete versions[id];
    for (const id of changed) versions[id] = old;
    const listed = [...ids.filter((id) => !added.includes(id)), removed];
    writeManifest(topped, { ...m, run_id: 'topped', task_set: { ...m.task_set, task_ids: listed, versions, hash: versionsHash(versions) } });
    const template = a.history.find((e) => e.task_id === ids[0])!;
    editEpisodes(topped, (eps) => [
      ...eps.filter((e) => !added.includes(e.task_id as string)).map((e) => (changed.includes(e.task_id as string) ? { ...e, task_version: old } : e)),
      { ...template, task_id: removed, attempt: 'removed-1', task_version: old },
    ]);
    const before = readRun(topped);
    expect(before.episodes.map((e) => e.task_id)).toContain(removed);

    // Killed part-way (once the top-up has rewritten the manifest), then started again until it finishes.
    const rng = new Rng(7);
    const begun = () => readManifest(topped).top_ups.length > 0;
    await cb(['run', '--top-up', topped, '--quiet', '--workers', '2'], { afterMs: rng.int(300, 1500), armed: begun });
    const afterKill = readRun(topped, { recover: true });
    expect(afterKill.manifest.task_set.task_ids).not.toContain(removed);
    const upToDate = () => {
      const v = readManifest(topped).task_set.versions;
      return Object.keys(v).length === ids.length && ids.every((id) => v[id] === a.manifest.task_set.versions[id]);
    };
    for (let i = 0; i < 3 && !upToDate(); i++) {
      await cb(['run', '--top-up', topped, '--quiet', '--workers', '2'], { afterMs: rng.int(1500, 4000), armed: () => true });
    }
    ok(await cb(['run', '--top-up', topped, '--quiet', '--workers', '2']));

    const b = readRun(topped);
    expect(b.manifest.task_set.task_ids).toEqual(ids);
    expect(b.manifest.task_set.versions).toEqual(a.manifest.task_set.versions);
    expect(b.manifest.task_set.hash).toBe(a.manifest.task_set.hash);
    expect(b.episodes.map((e) => e.task_id)).toEqual(a.episodes.map((e) => e.task_id));
    expect(Object.fromEntries(b.episodes.map((e) => [e.task_id, e.status]))).toEqual(Object.fromEntries(a.episodes.map((e) => [e.task_id, e.status])));
    expect(b.episodes.every((e) => e.task_version === b.manifest.task_set.versions[e.task_id])).toBe(true);
    // Unchanged tasks kept their episodes; only added and changed ones ran again.
    const attemptOf = (r: typeof a, id: string) => r.episodes.find((e) => e.task_id === id)!.attempt;
    const rerun = ids.filter((id) => attemptOf(b, id) !== attemptOf(a, id));
    expect(rerun.sort()).toEqual([...added, ...changed].sort());
    for (const id of changed) expect(b.episodes.find((e) => e.task_id === id)!.retry_of).not.toBeNull();
    expect(b.history.some((e) => e.task_id === removed)).toBe(true);
    expect(b.manifest.top_ups[0]).toMatchObject({ added: 3, changed: 2, removed: 1 });
    expect(b.steps.length).toBe(a.steps.length);
    // The pipeline takes the topped-up run as it takes a fresh one.
    const { runs } = await readInputs([{ dir: scratch, source: 'local' }], { cacheDir: path.join(scratch, 'cache') });
    const score = (id: string) => runs.find((r) => r.manifest.run_id === id)!.scored.map((e) => [e.task_id, e.success]);
    expect(score('topped')).toEqual(score('reference'));
  });

  it('re-records the unchanged tasks --redo names, and nothing else, on pages with the same digests', async () => {
    const a = readRun(ref);
    // Every episode digests the files its page fetched; no two task pages fetch the same files.
    for (const e of a.episodes) expect(e.page_digest, e.task_id).toMatch(/^[0-9a-f]{16}$/);
    expect(new Set(a.episodes.map((e) => e.page_digest)).size).toBe(a.episodes.length);
    const dir = path.join(scratch, 'redo');
    cpSync(ref, dir, { recursive: true });
    writeManifest(dir, { ...readManifest(dir), run_id: 'redo' });
    const named = a.manifest.task_set.task_ids.filter((id) => /^checkbox-antd-T0[12]$/.test(id));
    expect(named).toHaveLength(2);
    const redone = await cb(['run', '--top-up', dir, '--redo', 'checkbox-antd-T0{1,2}', '--quiet']);
    ok(redone);
    const b = readRun(dir);
    const episodeOf = (r: typeof a, id: string) => r.episodes.find((e) => e.task_id === id)!;
    const attemptOf = (r: typeof a, id: string) => episodeOf(r, id).attempt;
    expect(a.manifest.task_set.task_ids.filter((id) => attemptOf(b, id) !== attemptOf(a, id))).toEqual(named);
    for (const id of named) expect(episodeOf(b, id).retry_of).toBe(attemptOf(a, id));
    // The site did not change: the redo ran on the same pages, which the run says.
    for (const id of named) expect(episodeOf(b, id).page_digest).toBe(episodeOf(a, id).page_digest);
    expect(redone.output).toContain(`warning: 2 redone task(s) ran on the same page as the episode they replace (equal page digests), a second attempt that submission validation refuses: ${named.join(', ')}`);
    expect(b.manifest.top_ups.at(-1)).toMatchObject({ added: 0, changed: 2, removed: 0 });
    expect(b.manifest.task_set.versions).toEqual(a.manifest.task_set.versions);
    const refused = await cb(['run', '--resume', dir, '--redo', 'checkbox-*', '--quiet']);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/--redo re-records tasks of an existing run: give it with --top-up/);
  });
});
