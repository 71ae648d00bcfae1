/**
 * Builds what the browser tests need once: a warehouse from the bundled runs (Full's, and Core's rule baseline) plus one run whose
 * names and texts are hostile strings (tests/fixtures/hostileRun.ts), and the site (task pages +
 * leaderboard + explore) into a scratch directory, so tests never touch dist/ or data/; then Core's
 * task pages, built as `--suite core` builds them, for the checks of Core's committed records.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../..');
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'cb-e2e-'));
  const warehouseDir = path.join(scratch, 'warehouse');
  const siteDir = path.join(scratch, 'site');
  process.env.CB_ROOT = root;
  process.env.CB_WAREHOUSE = warehouseDir;
  process.env.CB_SITE_OUT = siteDir;
  const { readInputs, writeWarehouse } = await import('../../pipeline/warehouse/buildWarehouse');
  const { buildSite } = await import('../../pipeline/site/build');
  const { writeHostileRun } = await import('../fixtures/hostileRun');
  const localRuns = path.join(scratch, 'runs');
  writeHostileRun(localRuns);
  // An imported copy of a (fixture) official release and one run on it, kept out of data/.
  process.env.CB_OFFICIAL_DIR = path.join(scratch, 'official');
  const { importOfficial } = await import('../../pipeline/official/importOfficial');
  const { writeOfficialRelease, writeOfficialRun } = await import('../fixtures/officialRelease');
  const [officialFull] = importOfficial(writeOfficialRelease(path.join(scratch, 'release')), root);
  writeOfficialRun(localRuns, officialFull.tasks);
  // Full's bundled runs, and of Core's the rule baseline alone: the Core pages, group and filters
  // need a Core run with failures, and each further run costs the site a trace page per task.
  const { paths } = await import('../../pipeline/content/paths');
  const coreRuns = path.join(scratch, 'core-runs');
  cpSync(path.join(paths.bundledRuns(root), 'core', 'core-rule-axtree'), path.join(coreRuns, 'core-rule-axtree'), { recursive: true });
  await writeWarehouse(await readInputs([
    { dir: paths.bundledRuns(root), source: 'bundled' },
    { dir: coreRuns, source: 'bundled' },
    { dir: localRuns, source: 'local' },
  ], { cacheDir: path.join(scratch, 'cache') }), warehouseDir);
  await buildSite(root, { quiet: true });
  // Core's site with no warehouse behind it: its task pages are what the checks need, and its
  // boards then build empty instead of once more for every run.
  const { suiteTasksDir } = await import('../../pipeline/content/suites');
  const coreSiteDir = path.join(scratch, 'core-site');
  const saved = { ...process.env };
  Object.assign(process.env, { CB_SUITE: 'core', CB_TASKS_DIR: suiteTasksDir('core', root), CB_SITE_OUT: coreSiteDir, CB_WAREHOUSE: path.join(scratch, 'no-warehouse') });
  try {
    await buildSite(root, { quiet: true });
  } finally {
    for (const k of ['CB_SUITE', 'CB_TASKS_DIR', 'CB_SITE_OUT', 'CB_WAREHOUSE']) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
  }
  project.provide('scratch', scratch);
  project.provide('coreSiteDir', coreSiteDir);
  project.provide('siteDir', siteDir);
  project.provide('warehouseDir', warehouseDir);
  return () => rmSync(scratch, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    scratch: string;
    siteDir: string;
    /** Core's task pages (a site built for --suite core, its boards empty). */
    coreSiteDir: string;
    warehouseDir: string;
  }
}
