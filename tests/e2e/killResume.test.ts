/**
 * A run killed with SIGKILL at several random moments and resumed each time ends with exactly one
 * final episode per task, the same results as an uninterrupted run, and files every strict reader
 * accepts.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { Rng } from '../../src/generator/rng';
import { readRun } from '../../pipeline/runs/runDir';

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

describe('kill and resume', () => {
  it('survives SIGKILL at random moments without losing or duplicating episodes', async () => {
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'cb-kill-'));
    const ref = path.join(scratch, 'reference');
    const killed = path.join(scratch, 'killed');
    ok(await cb(['run', '--agent', 'oracle', '--tasks', TASKS, '--out', ref, '--quiet', '--workers', '2']));

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
    expect(b.manifest.resumed_at.length).toBeGreaterThanOrEqual(1);
    expect(kills).toBeGreaterThanOrEqual(1);
  });
});
