/**
 * Runs against another task site, as against the official one: an imported release (a fixture in
 * the official layout) and a local server that serves pages speaking the signal contract at the
 * official URL pattern. The recorded outcome of every episode must be what the page signalled.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importOfficial } from '../../pipeline/official/importOfficial';
import { readInputs, writeWarehouse } from '../../pipeline/warehouse/buildWarehouse';
import { queryRows, sqlString, withDuckDB } from '../../pipeline/warehouse/duckdb';
import { writeOfficialRelease } from '../fixtures/officialRelease';

const root = path.resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'cb-official-site-'));
const store = path.join(scratch, 'store');

/** Which button completes which task on the test site (T03's "Delete" is not on its page). */
const GOAL: Record<string, string> = {
  'button-antd-T01': 'Save', 'button-mui-T02': 'Archive', 'button-mantine-T03': 'Delete', 'markdown_editor-external-T01': 'Save',
  'button-antd-v2-T01': 'Archive', 'button-mui-v2-T02': 'Save',
};
const signalled = new Set<string>();
const requested: string[] = [];

function page(id: string): string {
  // The goal sits in the page script, as in any closure-held verifier; agents here read only the
  // accessibility tree and screenshots.
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Task</title></head><body>
<main><h1>Account settings</h1><p>Manage the account.</p>
<button type="button">Save</button> <button type="button">Archive</button> <button type="button">Cancel</button></main>
<script>
  const goal = ${JSON.stringify(GOAL[id] ?? null)};
  for (const b of document.querySelectorAll('button')) b.addEventListener('click', () => {
    if (b.textContent !== goal || window.__COMPONENT_BENCH_TASK_DONE__) return;
    const d = document.createElement('div'); d.id = 'cb-success-banner'; d.textContent = 'Task complete'; document.body.append(d);
    window.__COMPONENT_BENCH_TASK_DONE__ = true;
    navigator.sendBeacon('/signalled/' + ${JSON.stringify(id)});
  });
</script></body></html>`;
}

let server: Server;
let base = '';

beforeAll(async () => {
  process.env.CB_OFFICIAL_DIR = store;
  importOfficial(writeOfficialRelease(path.join(scratch, 'release')));
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const task = /^\/task\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'POST' && url.pathname.startsWith('/signalled/')) {
      signalled.add(decodeURIComponent(url.pathname.slice('/signalled/'.length)));
      res.writeHead(204).end();
      return;
    }
    const id = task ? decodeURIComponent(task[1]) : '';
    // The official URL pattern: benchmark mode, and Core tasks only with bench=v2.
    if (!task || !(id in GOAL) || url.searchParams.get('mode') !== 'benchmark' || id.includes('-v2-') !== (url.searchParams.get('bench') === 'v2')) {
      res.writeHead(404).end('not found');
      return;
    }
    requested.push(`${url.pathname}${url.search}`);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(id));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  delete process.env.CB_OFFICIAL_DIR;
  await new Promise((r) => server?.close(r));
  rmSync(scratch, { recursive: true, force: true });
});

function cb(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/cb.mjs'), ...args], {
      cwd: root, env: { ...process.env, CB_OFFICIAL_DIR: store }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => { output += d; });
    child.stderr.on('data', (d) => { output += d; });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const episodes = (dir: string) => readFileSync(path.join(dir, 'episodes.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { task_id: string; status: string });

describe('cb run --env-url on imported official suites', () => {
  it('runs the rule agent on official-full and records exactly the successes the pages signalled', async () => {
    const out = path.join(scratch, 'runs', 'rule-full');
    const r = await cb(['run', '--suite', 'official-full', '--env-url', base, '--agent', 'rule', '--out', out, '--workers', '1', '--max-steps', '6', '--quiet']);
    expect(r.code, r.output).toBe(0);
    const eps = episodes(out);
    expect(eps.map((e) => e.task_id).sort()).toEqual(['button-antd-T01', 'button-mantine-T03', 'button-mui-T02', 'markdown_editor-external-T01']);
    const passed = eps.filter((e) => e.status === 'success').map((e) => e.task_id).sort();
    // “Archive” is quoted typographically in its instruction; "Delete" is not on its page.
    expect(passed).toEqual(['button-antd-T01', 'button-mui-T02', 'markdown_editor-external-T01']);
    expect(passed).toEqual([...signalled].filter((id) => !id.includes('-v2-')).sort());
    expect(requested.filter((u) => u.includes('-T01')).every((u) => u.endsWith('?mode=benchmark'))).toBe(true);
  });

  it('runs the random agent on official-core at the Core URL pattern and records what the pages signalled', async () => {
    const out = path.join(scratch, 'runs', 'random-core');
    const r = await cb(['run', '--suite', 'official-core', '--env-url', base, '--agent', 'random', '--seed', '3', '--out', out, '--workers', '1', '--max-steps', '8', '--quiet']);
    expect(r.code, r.output).toBe(0);
    const eps = episodes(out);
    expect(eps.map((e) => e.task_id).sort()).toEqual(['button-antd-v2-T01', 'button-mui-v2-T02']);
    expect(eps.filter((e) => e.status === 'harness_error' || e.status === 'agent_error'), JSON.stringify(eps)).toEqual([]);
    const passed = eps.filter((e) => e.status === 'success').map((e) => e.task_id).sort();
    expect(passed).toEqual([...signalled].filter((id) => id.includes('-v2-')).sort());
    expect(requested.some((u) => u.includes('-v2-') && u.endsWith('&bench=v2'))).toBe(true);
  });

  it('refuses the oracle, and a run without the official site', async () => {
    const oracle = await cb(['run', '--suite', 'official-full', '--env-url', base, '--agent', 'oracle', '--out', path.join(scratch, 'runs', 'no')]);
    expect(oracle.code).toBe(1);
    expect(oracle.output).toMatch(/carry no executable solution/);
    const local = await cb(['run', '--suite', 'official-core', '--agent', 'rule', '--out', path.join(scratch, 'runs', 'no')]);
    expect(local.code).toBe(1);
    expect(local.output).toMatch(/pass its address with --env-url/);
    const audit = await cb(['audit', '--suite', 'official-full']);
    expect(audit.output).toMatch(/works with `cb run --env-url` and `cb tasks list` only/);
  });

  it('puts the runs into the warehouse with the human step budget', async () => {
    const inputs = await readInputs([{ dir: path.join(scratch, 'runs'), source: 'local' }], { cacheDir: path.join(scratch, 'cache'), realizedFile: null });
    const wh = path.join(scratch, 'warehouse');
    await writeWarehouse(inputs, wh);
    await withDuckDB(async (conn) => {
      const t = (name: string) => sqlString(path.join(wh, `${name}.parquet`));
      const [m] = await queryRows(conn, `SELECT suite, tasks, passed, within_1h FROM read_parquet(${t('run_metrics')}) WHERE run_id = 'rule-full'`);
      expect(m).toMatchObject({ suite: 'official-full', tasks: 4, passed: 3 });
      // Each solved page takes one click, and each human reference is one step (or hover-only: H = 1).
      const rows = await queryRows(conn, `SELECT task_id, steps FROM read_parquet(${t('episodes')}) WHERE run_id = 'rule-full' AND success ORDER BY task_id`);
      expect(Number(m.within_1h)).toBeCloseTo(rows.filter((e) => Number(e.steps) <= 1).length / 4, 10);
      const tasks = await queryRows(conn, `SELECT id, reference_source, hover_only, reference_steps FROM read_parquet(${t('tasks')}) WHERE suite LIKE 'official-%' ORDER BY id`);
      expect(tasks).toHaveLength(6);
      expect(tasks.every((r) => r.reference_source === 'human')).toBe(true);
      expect(tasks.find((r) => r.id === 'button-mantine-T03')).toMatchObject({ hover_only: true, reference_steps: 0 });
    });
  });
});
