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

/** Exit code and everything the command printed (so a failure says why). */
function cb(args: string[], killAfterMs?: number): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/cb.mjs'), ...args], {
      cwd: root, env: { ...process.env, CB_SITE_OUT: inject('siteDir') }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => { output += d; });
    child.stderr.on('data', (d) => { output += d; });
    const timer = killAfterMs === undefined ? null : setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.on('exit', (code) => { if (timer) clearTimeout(timer); resolve({ code, output }); });
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
    await cb(['run', '--agent', 'oracle', '--tasks', TASKS, '--out', killed, '--quiet', '--workers', '2'], rng.int(2500, 5000));
    let kills = 1;
    for (; kills < 4; kills++) {
      if (!existsSync(path.join(killed, 'manifest.json'))) break;
      const partial = readRun(killed, { recover: true });
      if (partial.episodes.length === partial.manifest.task_set.task_ids.length) break;
      await cb(['run', '--agent', 'oracle', '--resume', killed, '--quiet', '--workers', '2'], rng.int(1500, 4000));
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
