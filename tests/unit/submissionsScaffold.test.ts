/** `cb submission new`: metadata from flags, prompts only at a terminal, clear errors otherwise. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { askMissing, scaffoldMetadata, type NewOptions } from '../../pipeline/submissions/scaffold';
import { readMetadata } from '../../pipeline/submissions/metadata';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'cb-scaffold-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const base: NewOptions = {
  out: scratch, mode: 'pixel', convention: 'norm1000', maxSteps: 15, harnessVersion: '0.1.0', suite: 'full',
  taskSetHash: 'a'.repeat(64), taskSetVersion: '0.1.0', date: '2026-03-04',
};

describe('cb submission new', () => {
  it('writes metadata.yaml that reads back, in the directory its fields name', () => {
    const { dir } = scaffoldMetadata({ ...base, organisation: 'Lab <b>X</b>', model: 'M/1', contact: 'x@example.org' });
    expect(path.basename(dir)).toBe('2026-03-04_lab-b-x-b_m-1_pixel');
    const m = readMetadata(dir);
    expect(m.organisation).toBe('Lab <b>X</b>');
    expect(m.mode_flags).toMatchObject({ acts_by: 'coordinates', coordinate_convention: 'norm1000' });
    expect(readFileSync(path.join(dir, 'metadata.yaml'), 'utf8')).toContain('max_steps: 15');
    expect(() => scaffoldMetadata({ ...base, organisation: 'Lab <b>X</b>', model: 'M/1', contact: 'x@example.org' })).toThrow(/already exists; pass --force/);
  });

  it('names the flag of a bad value', () => {
    expect(() => scaffoldMetadata({ ...base, organisation: 'L', model: 'm', contact: 'c', openHarness: true, repository: 'https://example.org/a', commit: 'zz' }))
      .toThrow(/--commit \(agent\.commit\): a git commit id/);
  });

  it('asks for missing fields only at a terminal', async () => {
    const piped = Object.assign(new PassThrough(), { isTTY: false });
    await expect(askMissing({ ...base, model: 'm' }, { input: piped, output: new PassThrough() })).rejects.toThrow('missing --org, --contact (run in a terminal to be asked for them)');
    const tty = Object.assign(new PassThrough(), { isTTY: true });
    const answered = askMissing({ ...base, model: 'm' }, { input: tty, output: new PassThrough() });
    tty.write('Typed Lab\n');
    setTimeout(() => tty.write('me@example.org\n'), 20);
    expect(await answered).toMatchObject({ organisation: 'Typed Lab', contact: 'me@example.org', model: 'm' });
  });
});
