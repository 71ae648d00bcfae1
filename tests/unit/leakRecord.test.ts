import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LeakRecord } from '../../pipeline/leaks/leakRecord';
import { paths } from '../../pipeline/content/paths';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'cb-leak-record-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('leak record', () => {
  const site = path.join(scratch, 'site');
  mkdirSync(path.join(site, 'task', 'a'), { recursive: true });
  writeFileSync(path.join(site, 'task', 'a', 'index.html'), '<p>a</p>');
  writeFileSync(path.join(site, 'a.js'), 'x');

  it('holds a report while the task version and every fetched file are unchanged, and forgets removed tasks', () => {
    const file = path.join(scratch, 'report.json');
    const r = LeakRecord.open(file, site);
    r.record('a', 'v1', ['/task/a', '/a.js', '/a.js'], []);
    r.record('gone', 'v1', ['/task/a'], []);
    r.keepOnly(['a']);
    r.save();
    const again = LeakRecord.open(file, site);
    expect(again.lookup('a', 'v1')).toEqual([]);
    expect(again.lookup('a', 'v2')).toBeNull();
    expect(again.lookup('gone', 'v1')).toBeNull();
    // A checkout elsewhere: Astro names the island differently, nothing else changes.
    writeFileSync(path.join(site, 'task', 'a', 'index.html'), '<p>a</p><astro-island uid="Z1l5Qh4" component-url="/x.js">');
    const island = LeakRecord.open(file, site);
    island.record('a', 'v1', ['/task/a', '/a.js'], []);
    island.save();
    writeFileSync(path.join(site, 'task', 'a', 'index.html'), '<p>a</p><astro-island uid="1VhQlk" component-url="/x.js">');
    expect(LeakRecord.open(file, site).lookup('a', 'v1')).toEqual([]);
    writeFileSync(path.join(site, 'task', 'a', 'index.html'), '<p>b</p><astro-island uid="1VhQlk" component-url="/x.js">');
    expect(LeakRecord.open(file, site).lookup('a', 'v1')).toBeNull();
    writeFileSync(path.join(site, 'task', 'a', 'index.html'), '<p>a</p><astro-island uid="1VhQlk" component-url="/x.js">');
    expect(LeakRecord.open(file, site).lookup('a', 'v1')).toEqual([]);
    writeFileSync(path.join(site, 'a.js'), 'y');
    expect(LeakRecord.open(file, site).lookup('a', 'v1')).toBeNull();
  });

  it('refuses a record that does not parse, naming the file and the field', () => {
    const bad = path.join(scratch, 'bad.json');
    writeFileSync(bad, '{"format":"componentbench-leak-record"');
    expect(() => LeakRecord.open(bad, site)).toThrow(/bad\.json: not JSON/);
    writeFileSync(bad, JSON.stringify({ format: 'componentbench-leak-record', format_version: 1, entries: { a: { key: 1, files: [], problems: [] } } }));
    expect(() => LeakRecord.open(bad, site)).toThrow(/bad\.json: not a leak record: entries\.a\.key/);
  });

  it('keeps each suite\'s pages in a file of its own, so scanning one suite never drops another\'s', () => {
    expect(path.basename(paths.leakRecord(scratch, 'full'))).toBe('report.json');
    expect(path.basename(paths.leakRecord(scratch, 'core'))).toBe('report.core.json');
    expect(path.basename(paths.leakRecord(scratch, 'fresh-12'))).toBe('report.fresh-12.json');
  });
});
