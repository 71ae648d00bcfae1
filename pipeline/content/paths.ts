import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RunRoot } from '../warehouse/buildWarehouse';

/** The project root: CB_ROOT, else the nearest ancestor of the cwd holding ComponentBench's package.json. */
export function projectRoot(): string {
  if (process.env.CB_ROOT) return path.resolve(process.env.CB_ROOT);
  let dir = process.cwd();
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg)) {
      try {
        if (JSON.parse(readFileSync(pkg, 'utf8')).name === 'componentbench') return dir;
      } catch { /* keep looking */ }
    }
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`Not inside the ComponentBench project (started at ${process.cwd()}); set CB_ROOT.`);
    dir = up;
  }
}

export const paths = {
  content: (root = projectRoot()) => path.join(root, 'content'),
  tasks: (root = projectRoot()) => (process.env.CB_TASKS_DIR ? path.resolve(process.env.CB_TASKS_DIR) : path.join(root, 'content', 'tasks')),
  ontology: (root = projectRoot()) => path.join(root, 'content', 'ontology'),
  /** Local runs (not committed). */
  runs: (root = projectRoot()) => path.join(root, 'data', 'runs'),
  /** Submitted runs (submissions/ at the root) that passed validation, copied here by `cb submission ingest`. */
  submissionRuns: (root = projectRoot()) => path.join(root, 'data', 'submissions'),
  /** Submissions as they arrive by pull request. */
  submissions: (root = projectRoot()) => path.join(root, 'submissions'),
  /** Published runs shipped with the repository. */
  bundledRuns: (root = projectRoot()) => path.join(root, 'data', 'bundled-runs'),
  /** Screenshots of bundled runs' failed episodes, re-created by replay (committed; see pipeline/runs/traceShots.ts). */
  traceShots: (root = projectRoot()) => path.join(root, 'data', 'trace-shots'),
  warehouse: (root = projectRoot()) => (process.env.CB_WAREHOUSE ? path.resolve(process.env.CB_WAREHOUSE) : path.join(root, 'data', 'warehouse')),
  /** Type metadata and frozen, versioned cutpoints of the realized-difficulty audit. */
  auditContent: (root = projectRoot()) => path.join(root, 'content', 'audit'),
  /** Realized-difficulty audit results. */
  audit: (root = projectRoot()) => path.join(root, 'data', 'audit'),
  /** Derived data kept between commands (warehouse fragments, leak-scan results); not committed. */
  /**
   * The leak scan's record of every task page of a suite (committed; see pipeline/leaks/leakRecord.ts):
   * report.json for the full suite, report.<suite>.json for another (the current one by default).
   */
  leakRecord: (root = projectRoot(), suite = process.env.CB_SUITE ?? 'full') => path.join(root, 'data', 'leaks', suite === 'full' ? 'report.json' : `report.${suite}.json`),
  pipelineCache: (root = projectRoot()) => path.join(root, 'data', 'pipeline-cache'),
  site: (root = projectRoot()) => path.resolve(root, process.env.CB_SITE_OUT ?? 'dist'),
};

/** Every run the warehouse holds by default: bundled (Full's, then Core's own folder), local, and ingested submissions. */
export function defaultRunRoots(root = projectRoot()): RunRoot[] {
  return [
    { dir: paths.bundledRuns(root), source: 'bundled' },
    { dir: path.join(paths.bundledRuns(root), 'core'), source: 'bundled' },
    { dir: paths.runs(root), source: 'local' },
    { dir: paths.submissionRuns(root), source: 'submission' },
  ];
}
