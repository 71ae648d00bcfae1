/**
 * Task suites: `full` is the fixed-seed suite in content/tasks and `core` the hard-only Core suite
 * in content/core; `fresh-<seed>` and `fresh-core-<seed>` suites are held-out splits of each,
 * generated locally into data/suites/<name>/ (never committed). Every suite but full has its own
 * built site under data/suites/<name>/site.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SEED } from '../../src/generator/generate';
import { UserError } from '../errors';
import { isOfficialSuite, loadImportedSuite } from '../official/importedSuite';
import { paths, projectRoot } from './paths';

export const FULL_SUITE = 'full';
export const CORE_SUITE = 'core';

/** The held-out split of Full (`fresh-<seed>`) or of Core (`fresh-core-<seed>`). */
export function freshSuiteName(seed: number, of: 'full' | 'core' = 'full'): string {
  if (seed === DEFAULT_SEED) throw new UserError(`seed ${DEFAULT_SEED} is the ${of} suite's; a fresh split needs another seed`);
  return of === 'core' ? `fresh-core-${seed}` : `fresh-${seed}`;
}

const OFFICIAL_CORE_SUITE = 'official-core';
const FRESH_CORE_PREFIX = 'fresh-core-';

/** Whether a suite is Core or a held-out split of it (hard-only, composed by Core units). */
export const isCoreSuite = (name: string): boolean => name === CORE_SUITE || (name.startsWith(FRESH_CORE_PREFIX) && /^\d+$/.test(name.slice(FRESH_CORE_PREFIX.length)));

/** Whether a suite holds Core tasks: ours, a held-out split of it, or the official release's Core. */
export const holdsCoreTasks = (name: string): boolean => isCoreSuite(name) || name === OFFICIAL_CORE_SUITE;

/**
 * SQL over a column of suite names: true where the suite holds Full tasks (ours, a held-out split,
 * the official release's), the negation of `holdsCoreTasks` built from the same names. The boards
 * that pool or set runs side by side (families, efficiency, failures) show those runs; Core's, on
 * harder tasks, have the Core page and their own leaderboard group.
 */
export const onFullSuite = (column = 'suite'): string =>
  `(${column} NOT IN ('${CORE_SUITE}', '${OFFICIAL_CORE_SUITE}') AND NOT regexp_full_match(${column}, '${FRESH_CORE_PREFIX}[0-9]+'))`;

export function suiteTasksDir(name: string, root = projectRoot()): string {
  if (name === FULL_SUITE) return path.join(root, 'content', 'tasks');
  if (name === CORE_SUITE) return path.join(root, 'content', 'core');
  if (isOfficialSuite(name)) throw new UserError(`suite "${name}" is an imported official release: its tasks are rendered by the official task site, not built here`);
  if (!/^fresh-(core-)?\d+$/.test(name)) throw new UserError(`unknown suite "${name}": use "full", "core", "fresh-<seed>", "fresh-core-<seed>", "official-full" or "official-core"`);
  return path.join(root, 'data', 'suites', name, 'tasks');
}

/** Where a suite's realized-difficulty audit is kept: data/audit/realized.json for full, realized.<suite>.json for the others. */
export function realizedAuditFile(name: string, root = projectRoot()): string {
  return path.join(paths.audit(root), name === FULL_SUITE ? 'realized.json' : `realized.${name}.json`);
}

export function suiteSiteDir(name: string, root = projectRoot()): string {
  return name === FULL_SUITE ? path.join(root, 'dist') : path.join(root, 'data', 'suites', name, 'site');
}

/** The site directory the last useSuite chose, and the one the user set (CB_SITE_OUT) for Full's. */
let siteChosen: string | undefined;
let userSite: string | undefined;

/** Point every later read of tasks, and every site build, at one suite (inherited by child processes). */
export function useSuite(name: string, root = projectRoot()): void {
  if (isOfficialSuite(name)) {
    // Fails with instructions when the release was not imported.
    loadImportedSuite(name, root);
    process.env.CB_SUITE = name;
    return;
  }
  const dir = suiteTasksDir(name, root);
  if (!existsSync(dir)) {
    const how = name === CORE_SUITE ? '--suite core' : isCoreSuite(name) ? `--suite fresh-core --seed ${name.slice(11)}` : `--suite fresh --seed ${name.slice(6)}`;
    if (name !== FULL_SUITE) throw new UserError(`suite "${name}" does not exist yet: run \`cb tasks generate ${how}\``);
  }
  process.env.CB_SUITE = name;
  process.env.CB_TASKS_DIR = dir;
  // The user may put the Full suite's site elsewhere; a site chosen here for another suite is not theirs.
  if (process.env.CB_SITE_OUT !== undefined && process.env.CB_SITE_OUT !== siteChosen) userSite = process.env.CB_SITE_OUT;
  process.env.CB_SITE_OUT = siteChosen = name === FULL_SUITE && userSite ? userSite : suiteSiteDir(name, root);
}

export function currentSuite(): string {
  return process.env.CB_SUITE ?? FULL_SUITE;
}
