/** The site build lock: concurrent builders take turns, a dead holder's lock is taken over, a live one is waited for. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withBuildLock } from '../../pipeline/site/build';

describe('site build lock', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cb-build-lock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const out = path.join(dir, 'dist');
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('lets one build at a time hold it, and frees it afterwards even when the build fails', async () => {
    const log: string[] = [];
    const build = (name: string) => withBuildLock(out, async () => {
      log.push(`${name} in`);
      await pause(50);
      log.push(`${name} out`);
    }, { pollMs: 10 });
    await Promise.all([build('a'), build('b')]);
    expect(log).toEqual(['a in', 'a out', 'b in', 'b out']);
    await expect(withBuildLock(out, async () => { throw new Error('astro failed'); })).rejects.toThrow('astro failed');
    expect(existsSync(`${out}.build-lock`)).toBe(false);
  });

  it('takes over the lock of a process that is gone, and waits for a live holder until its time runs out', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(`${out}.build-lock`, gone);
    await expect(withBuildLock(out, async () => 'built', { pollMs: 10 })).resolves.toBe('built');
    writeFileSync(`${out}.build-lock`, String(process.pid));
    await expect(withBuildLock(out, async () => 'built', { pollMs: 10, timeoutMs: 100 })).rejects.toThrow(/dist\.build-lock is held by process \d+ \(another site build\)/);
    rmSync(`${out}.build-lock`);
  });
});
