/**
 * Task suites: `full` is the fixed-seed suite in content/tasks; `fresh-<seed>` suites are held-out
 * splits generated locally into data/suites/<name>/ (never committed), each with its own built site.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SEED } from '../../src/generator/generate';
import { UserError } from '../errors';
import { isOfficialSuite, loadImportedSuite } from '../official/importedSuite';
import { projectRoot } from './paths';

export const FULL_SUITE = 'full';

export function freshSuiteName(seed: number): string {
  if (seed === DEFAULT_SEED) throw new UserError(`seed ${DEFAULT_SEED} is the full suite's; a fresh split needs another seed`);
  return `fresh-${seed}`;
}

export function suiteTasksDir(name: string, root = projectRoot()): string {
  if (name === FULL_SUITE) return path.join(root, 'content', 'tasks');
  if (isOfficialSuite(name)) throw new UserError(`suite "${name}" is an imported official release: its tasks are rendered by the official task site, not built here`);
  if (!/^fresh-\d+$/.test(name)) throw new UserError(`unknown suite "${name}": use "full", "fresh-<seed>", "official-full" or "official-core"`);
  return path.join(root, 'data', 'suites', name, 'tasks');
}

export function suiteSiteDir(name: string, root = projectRoot()): string {
  return name === FULL_SUITE ? path.join(root, 'dist') : path.join(root, 'data', 'suites', name, 'site');
}

/** Point every later read of tasks, and every site build, at one suite (inherited by child processes). */
export function useSuite(name: string, root = projectRoot()): void {
  if (isOfficialSuite(name)) {
    // Fails with instructions when the release was not imported.
    loadImportedSuite(name, root);
    process.env.CB_SUITE = name;
    return;
  }
  const dir = suiteTasksDir(name, root);
  if (name !== FULL_SUITE && !existsSync(dir)) throw new UserError(`suite "${name}" does not exist yet: run \`cb tasks generate --suite fresh --seed ${name.slice(6)}\``);
  process.env.CB_SUITE = name;
  process.env.CB_TASKS_DIR = dir;
  if (name !== FULL_SUITE || !process.env.CB_SITE_OUT) process.env.CB_SITE_OUT = suiteSiteDir(name, root);
}

export function currentSuite(): string {
  return process.env.CB_SUITE ?? FULL_SUITE;
}
