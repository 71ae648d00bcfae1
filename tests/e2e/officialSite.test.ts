/**
 * Runs against another task site, as against the official one: an imported release (a fixture in
 * the official layout) and a local site that loads its pages as the official one does in dev mode
 * (a placeholder, a task API, a component mounted seconds after load, errors with HTTP 200). The
 * first observation of every episode must show the task; a page that errs or never mounts is the
 * harness's failure, not the agent's; and the recorded outcome of every episode must be what the
 * page signalled.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importOfficial } from '../../pipeline/official/importOfficial';
import { readRun, readObservations } from '../../pipeline/runs/runDir';
import { readInputs, writeWarehouse } from '../../pipeline/warehouse/buildWarehouse';
import { queryRows, sqlString, withDuckDB } from '../../pipeline/warehouse/duckdb';
import { launchChromium, VIEWPORT } from '../../pipeline/harness/browser';
import { TaskEnv } from '../../pipeline/harness/taskEnv';
import { FIXTURE_CORE, FIXTURE_FULL, officialSpec, writeOfficialRelease } from '../fixtures/officialRelease';
import { serveOfficialSite, type OfficialSite } from '../fixtures/officialSite';

const root = path.resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'cb-official-site-'));
const store = path.join(scratch, 'store');

/** Which button completes which task on the test site. T03's "Delete" is not on its page; T09 is not on the site. */
const GOALS = {
  v1: { 'button-antd-T01': 'Save', 'button-mui-T02': 'Archive', 'button-mantine-T03': 'Delete', 'markdown_editor-external-T01': 'Save', 'code_editor-antd-T01': 'Save' } as Record<string, string>,
  v2: { 'button-antd-v2-T01': 'Archive', 'button-mui-v2-T02': 'Save' } as Record<string, string>,
};
const FULL = [
  ...FIXTURE_FULL,
  officialSpec('code_editor-antd-T01', { goal: 'Click the "Save" button.', template: 'editor_operation' }),
  officialSpec('button-antd-T09', { goal: 'Click the "Cancel" button.' }),
];

let site: OfficialSite;

beforeAll(async () => {
  process.env.CB_OFFICIAL_DIR = store;
  importOfficial(writeOfficialRelease(path.join(scratch, 'release'), { full: FULL, core: FIXTURE_CORE }));
  // The editor's runner never loads (as Monaco from a CDN offline); the first page compiles for 3 s.
  site = await serveOfficialSite({ goals: GOALS, neverMount: ['code_editor'], apiDelayMs: 300, chunkDelayMs: 900, coldStartMs: 3000 });
});

afterAll(async () => {
  delete process.env.CB_OFFICIAL_DIR;
  await site?.close();
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

const episodes = (dir: string) => readFileSync(path.join(dir, 'episodes.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { task_id: string; status: string; error: string | null });

/** The first observation of every recorded episode, by task id. */
function firstObservations(dir: string): Map<string, string> {
  const run = readRun(dir);
  return new Map(run.episodes.map((e) => [e.task_id, readObservations(dir, e)[0]?.text ?? '']));
}

/**
 * By hand: open each page, wait until its buttons are there, press the one the instruction quotes
 * if the page has it, and read the page's own signal.
 */
async function solvableByHand(ids: string[], query = ''): Promise<string[]> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const solved: string[] = [];
    for (const id of ids) {
      await page.goto(`${site.url}/task/${id}?mode=benchmark${query}`);
      await page.getByRole('button').first().waitFor({ timeout: 10_000 });
      const goal = /["“]([^"”]+)["”]/.exec(FULL.concat(FIXTURE_CORE).find((s) => s.id === id)!.browsergym_goal as string)![1];
      const button = page.getByRole('button', { name: goal, exact: true });
      if (await button.count()) await button.click();
      if (await page.evaluate(() => (window as { __COMPONENT_BENCH_TASK_DONE__?: boolean }).__COMPONENT_BENCH_TASK_DONE__ === true)) solved.push(id);
    }
    return solved.sort();
  } finally {
    await browser.close();
  }
}

describe('cb run --env-url on imported official suites', () => {
  const fullRun = path.join(scratch, 'runs', 'rule-full');

  it('waits for each task to mount, blames the site for pages that err or never mount, and records what the pages signalled', async () => {
    const r = await cb(['run', '--suite', 'official-full', '--env-url', site.url, '--agent', 'rule', '--out', fullRun, '--workers', '1', '--max-steps', '6', '--load-timeout', '6']);
    expect(r.code, r.output).toBe(0);
    // The warm-up waited out the cold start and said what it waited for.
    expect(r.output).toMatch(/task site .* ready after \d/);
    const eps = episodes(fullRun);
    expect(eps.map((e) => e.task_id).sort()).toEqual([...FULL.map((s) => String(s.id))].sort());
    const byId = new Map(eps.map((e) => [e.task_id, e]));
    expect(byId.get('button-antd-T09')).toMatchObject({ status: 'harness_error', error: expect.stringMatching(/Error: Task not found: button-antd-T09/) });
    expect(byId.get('code_editor-antd-T01')).toMatchObject({ status: 'harness_error', error: expect.stringMatching(/still shows "Loading\.\.\." after 6 s/) });
    // Every episode that ran began on the mounted task, never on a placeholder.
    const loaded = eps.filter((e) => e.status !== 'harness_error');
    expect(loaded).toHaveLength(4);
    const first = firstObservations(fullRun);
    for (const e of loaded) {
      expect(first.get(e.task_id)).toContain("button 'Save'");
      expect(first.get(e.task_id)).not.toMatch(/Loading/);
    }
    const passed = eps.filter((e) => e.status === 'success').map((e) => e.task_id).sort();
    // “Archive” is quoted typographically in its instruction; "Delete" is not on its page.
    expect(passed).toEqual(['button-antd-T01', 'button-mui-T02', 'markdown_editor-external-T01']);
    expect(passed).toEqual([...site.signalled].filter((id) => !id.includes('-v2-')).sort());
    expect(passed).toEqual(await solvableByHand(loaded.map((e) => e.task_id)));
    // The pass rate leaves the harness errors out, and says so.
    expect(r.output).toMatch(/rule axtree: 3\/4 passed \(75\.0%\); 2 harness error\(s\) not counted/);
    expect(site.requested.filter((u) => u.includes('-T01')).every((u) => u.endsWith('?mode=benchmark'))).toBe(true);
  });

  it('re-runs the harness errors alone once the site serves the task', async () => {
    GOALS.v1['button-antd-T09'] = 'Cancel';
    const r = await cb(['run', '--suite', 'official-full', '--resume', fullRun, '--retry-errors', '--load-timeout', '6', '--quiet']);
    expect(r.code, r.output).toBe(0);
    const eps = episodes(fullRun);
    expect(eps).toHaveLength(8); // six episodes, then two re-runs
    const last = new Map(eps.map((e) => [e.task_id, e]));
    expect(last.get('button-antd-T09')?.status).toBe('success');
    expect(last.get('code_editor-antd-T01')?.status).toBe('harness_error');
    expect(r.output).toMatch(/4\/5 passed \(80\.0%\); 1 harness error\(s\) not counted/);
  });

  it('runs the random agent on official-core at the Core URL pattern and records what the pages signalled', async () => {
    const out = path.join(scratch, 'runs', 'random-core');
    const r = await cb(['run', '--suite', 'official-core', '--env-url', site.url, '--agent', 'random', '--seed', '3', '--out', out, '--workers', '1', '--max-steps', '8', '--quiet']);
    expect(r.code, r.output).toBe(0);
    const eps = episodes(out);
    expect(eps.map((e) => e.task_id).sort()).toEqual(['button-antd-v2-T01', 'button-mui-v2-T02']);
    expect(eps.filter((e) => e.status === 'harness_error' || e.status === 'agent_error'), JSON.stringify(eps)).toEqual([]);
    for (const text of firstObservations(out).values()) expect(text).toContain("button 'Save'");
    const passed = eps.filter((e) => e.status === 'success').map((e) => e.task_id).sort();
    expect(passed).toEqual([...site.signalled].filter((id) => id.includes('-v2-')).sort());
    expect(site.requested.some((u) => u.includes('-v2-') && u.endsWith('&bench=v2'))).toBe(true);
  });

  it('says at once when nothing answers at the site address', async () => {
    // A port that was free a moment ago.
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const out = path.join(scratch, 'none');
    const r = await cb(['run', '--suite', 'official-full', '--env-url', `http://127.0.0.1:${port}`, '--agent', 'rule', '--out', out]);
    expect(r.code).toBe(1);
    expect(r.output).toMatch(new RegExp(`nothing answers at http://127\\.0\\.0\\.1:${port} \\(ECONNREFUSED\\)`));
    // Nothing was written, and a run it was to replace is still there.
    expect(existsSync(out)).toBe(false);
    const kept = await cb(['run', '--suite', 'official-full', '--env-url', `http://127.0.0.1:${port}`, '--agent', 'rule', '--out', fullRun, '--replace']);
    expect(kept.code).toBe(1);
    expect(episodes(fullRun)).toHaveLength(8);
  });

  it('takes the ready rule from the command line: a selector that must match, a text that must be gone', async () => {
    const browser = await launchChromium();
    try {
      const open = (readiness: { selector: string | null; textAbsent: string | null }) => browser.newContext({ viewport: VIEWPORT })
        .then((c) => TaskEnv.open(c, { taskUrl: (id) => `${site.url}/task/${id}?mode=benchmark`, readyAttribute: false, readiness, loadTimeoutMs: 4000 }));
      const bySelector = await open({ selector: 'main h1', textAbsent: null });
      expect((await bySelector.reset('button-antd-T01')).text).toContain("heading 'Account settings'");
      // The mounted page keeps this text, so by this rule it never becomes ready.
      const byText = await open({ selector: null, textAbsent: 'Manage the account' });
      await expect(byText.reset('button-antd-T01')).rejects.toThrow(/task page button-antd-T01 still shows "Manage the account\." after 4 s/);
      const missing = await open({ selector: '#no-such-element', textAbsent: null });
      await expect(missing.reset('button-antd-T01')).rejects.toThrow(/shows no element matching "#no-such-element" after 4 s/);
    } finally {
      await browser.close();
    }
  });

  it('refuses the oracle, and a run without the official site', async () => {
    const oracle = await cb(['run', '--suite', 'official-full', '--env-url', site.url, '--agent', 'oracle', '--out', path.join(scratch, 'runs', 'no')]);
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
      const [m] = await queryRows(conn, `SELECT suite, tasks, passed, harness_errors, within_1h FROM read_parquet(${t('run_metrics')}) WHERE run_id = 'rule-full'`);
      // The page that never mounted is left out of the run's tasks, and counted apart.
      expect(m).toMatchObject({ suite: 'official-full', tasks: 5, passed: 4, harness_errors: 1 });
      // Each solved page takes one click, and each human reference is one step (or hover-only: H = 1).
      const rows = await queryRows(conn, `SELECT task_id, steps FROM read_parquet(${t('episodes')}) WHERE run_id = 'rule-full' AND success ORDER BY task_id`);
      expect(Number(m.within_1h)).toBeCloseTo(rows.filter((e) => Number(e.steps) <= 1).length / 5, 10);
      const tasks = await queryRows(conn, `SELECT id, reference_source, hover_only, reference_steps FROM read_parquet(${t('tasks')}) WHERE suite LIKE 'official-%' ORDER BY id`);
      expect(tasks).toHaveLength(8);
      expect(tasks.every((r) => r.reference_source === 'human')).toBe(true);
      expect(tasks.find((r) => r.id === 'button-mantine-T03')).toMatchObject({ hover_only: true, reference_steps: 0 });
    });
  });
});
