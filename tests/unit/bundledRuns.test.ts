/**
 * The published runs and the audit describe every current task at its current version: this is
 * what lets `npm test` sweep the browser over a covering sample only. A task added or changed
 * without topping up the bundled runs (`npm run bundled-runs`, which also tops up the trace
 * screenshots of their failed episodes) and the audit (`npx cb audit --top-up`) fails here, by name.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRealizedAudit } from '../../pipeline/audit/realized';
import { harnessVersion } from '../../pipeline/commands/run';
import { paths } from '../../pipeline/content/paths';
import { loadTasks } from '../../pipeline/content/tasks';
import { realizedAuditFile, suiteTasksDir } from '../../pipeline/content/suites';
import { diffVersions } from '../../pipeline/content/taskVersion';
import { readRun } from '../../pipeline/runs/runDir';
import { END_SHOT, readDivergence, readEpisodeShots } from '../../pipeline/runs/traceShots';
import { findRunDirs, readInputs } from '../../pipeline/warehouse/buildWarehouse';

const tasks = loadTasks();
const BUNDLED = ['oracle-axtree', 'oracle-som', 'oracle-pixel', 'oracle-browser_use', 'rule-axtree'];
/** The Core suite's runs (`npm run bundled-runs -- --suite core`), in data/bundled-runs/core. */
const coreTasks = loadTasks(suiteTasksDir('core'));
const CORE_DIR = path.join(paths.bundledRuns(), 'core');
const CORE_BUNDLED = ['core-oracle-axtree', 'core-oracle-som', 'core-oracle-pixel', 'core-oracle-browser_use', 'core-rule-axtree'];
/** Every bundled run directory, Full's and Core's. */
const ALL_BUNDLED = [...BUNDLED.map((n) => path.join(paths.bundledRuns(), n)), ...CORE_BUNDLED.map((n) => path.join(CORE_DIR, n))];

/** What is not up to date, as readable lines ("oracle-som: changed x, y"). */
function outOfDate(name: string, versions: Record<string, string>, current = tasks): string[] {
  const d = diffVersions(versions, current);
  return (['added', 'changed', 'removed'] as const).filter((k) => d[k].length).map((k) => `${name}: ${k === 'added' ? 'missing' : k} ${d[k].join(', ')}`);
}

describe('bundled runs and audit', () => {
  it('are the oracle in four modes and the rule baseline, for Full and for Core', () => {
    expect(findRunDirs(paths.bundledRuns()).map((d) => path.basename(d)).sort()).toEqual([...BUNDLED].sort());
    expect(findRunDirs(CORE_DIR).map((d) => path.basename(d)).sort()).toEqual([...CORE_BUNDLED].sort());
  });

  it.each([...BUNDLED.map((n) => [n, tasks] as const), ...CORE_BUNDLED.map((n) => [`core/${n}`, coreTasks] as const)])('%s covers every current task of its suite at its current version, with a final episode for each', (name, tasks) => {
    const run = readRun(path.join(paths.bundledRuns(), name));
    expect(outOfDate(name, run.manifest.task_set.versions, tasks)).toEqual([]);
    const unfinished = tasks.filter((t) => !run.episodes.some((e) => e.task_id === t.id)).map((t) => t.id);
    expect(unfinished, `${name}: tasks without an episode`).toEqual([]);
    // A top-up runs with this checkout's harness, and one run holds one harness version.
    expect(run.manifest.harness_version, `${name}: recorded with another harness (npm run bundled-runs -- --fresh)`).toBe(harnessVersion());
    const harnessErrors = run.episodes.filter((e) => e.status === 'harness_error').map((e) => e.task_id);
    expect(harnessErrors, `${name}: harness errors (re-run with --top-up ${name} --retry-errors)`).toEqual([]);
  });

  it('trace screenshots exist for every failed final episode of the bundled runs, and for nothing else', () => {
    const missing: string[] = [];
    const expected = new Set<string>();
    for (const dir of ALL_BUNDLED) {
      const name = path.basename(dir);
      const run = readRun(dir);
      for (const e of run.episodes.filter((x) => x.status !== 'success')) {
        expected.add(path.join(run.manifest.run_id, e.task_id, e.attempt));
        const shots = readEpisodeShots(paths.traceShots(), run.manifest.run_id, e.task_id, e.attempt);
        const turns = shots ? [...shots.keys()].filter((k) => k !== END_SHOT).sort((a, b) => Number(a) - Number(b)) : [];
        // Every turn's page, or those up to the turn where the episode's replay diverged.
        const upTo = readDivergence(paths.traceShots(), run.manifest.run_id, e.task_id, e.attempt)?.step ?? e.steps;
        if (!shots || turns.length !== upTo || turns.some((t, i) => t !== i + 1)) missing.push(`${name} ${e.task_id}`);
      }
    }
    expect(missing, 'episodes without screenshots (npx cb runs shots data/bundled-runs/*)').toEqual([]);
    const onDisk = existsSync(paths.traceShots())
      ? readdirSync(paths.traceShots()).flatMap((run) => readdirSync(path.join(paths.traceShots(), run))
        .flatMap((task) => readdirSync(path.join(paths.traceShots(), run, task)).map((attempt) => path.join(run, task, attempt))))
      : [];
    expect(onDisk.filter((d) => !expected.has(d)), 'screenshots of episodes the runs no longer hold as failures').toEqual([]);
  });

  it('the audits cover every current task of their suite at its current version', () => {
    expect(outOfDate('realized.json', readRealizedAudit(realizedAuditFile('full')).task_versions)).toEqual([]);
    expect(outOfDate('realized.core.json', readRealizedAudit(realizedAuditFile('core')).task_versions, coreTasks)).toEqual([]);
  });

  it('the oracle solves every task in every mode, and the pipeline accepts every run and the audit', async () => {
    const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'cb-bundled-'));
    try {
      const { runs, suites, realized } = await readInputs([{ dir: paths.bundledRuns(), source: 'bundled' }], { cacheDir });
      const ids = suites.get('full')!.map((t) => t.id).sort();
      const oracles = runs.filter((r) => r.manifest.agent.name === 'oracle');
      expect(oracles.map((r) => r.manifest.mode).sort()).toEqual(['axtree', 'browser_use', 'pixel', 'som']);
      for (const r of oracles) {
        expect(r.scored.map((e) => e.task_id).sort()).toEqual(ids);
        expect(r.scored.filter((e) => !e.success).map((e) => `${r.manifest.mode} ${e.task_id}`)).toEqual([]);
      }
      expect([...realized.keys()].sort()).toEqual(ids);
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });

  it('the oracle solves every Core task in every mode, the audit covers them; the rule baseline passes a smaller share of Core than of Full', async () => {
    const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'cb-bundled-core-'));
    try {
      const { runs, suites, realized } = await readInputs([{ dir: CORE_DIR, source: 'bundled' }], { cacheDir });
      const ids = suites.get('core')!.map((t) => t.id).sort();
      expect(ids.filter((id) => !realized.has(id))).toEqual([]);
      expect(ids.length).toBe(coreTasks.length);
      const oracles = runs.filter((r) => r.manifest.agent.name === 'oracle');
      expect(oracles.map((r) => r.manifest.mode).sort()).toEqual(['axtree', 'browser_use', 'pixel', 'som']);
      for (const r of oracles) {
        expect(r.scored.map((e) => e.task_id).sort()).toEqual(ids);
        expect(r.scored.filter((e) => !e.success).map((e) => `${r.manifest.mode} ${e.task_id}`)).toEqual([]);
      }
      const rule = runs.find((r) => r.manifest.agent.name === 'rule')!;
      expect(rule.scored.map((e) => e.task_id).sort()).toEqual(ids);
      const passRate = (episodes: { success: boolean }[]) => episodes.filter((e) => e.success).length / episodes.length;
      const full = readRun(path.join(paths.bundledRuns(), 'rule-axtree')).episodes;
      expect(passRate(rule.scored)).toBeLessThan(full.filter((e) => e.status === 'success').length / full.length);
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });
});
