import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { FAMILIES } from '../../src/canonical';
import { coverage, coverageMarkdown } from '../../src/generator/coverage';
import { DEFAULT_SEED, generateCoreSuite, generateSuite, taskFileText, type SuiteName } from '../../src/generator/generate';
import { coreComposition, coreCoverage } from '../../src/generator/coreCoverage';
import { FULL_QUOTAS } from '../../src/generator/plan';
import { suiteBesideTable6 } from '../official/composition';
import { checkTask } from '../content/checkTask';
import { loadSuiteTasks, referenceSteps } from '../content/suiteTask';
import { loadTasks } from '../content/tasks';
import { CORE_SUITE, currentSuite, FULL_SUITE, freshSuiteName, isCoreSuite, suiteTasksDir } from '../content/suites';
import { UserError } from '../errors';
import { readRealizedAudit } from '../audit/realized';
import { selectionTasks } from '../content/select';
import { diffVersions, type TaskDiff } from '../content/taskVersion';
import { readManifest } from '../runs/runDir';

export function list(o: { json?: boolean }): void {
  const tasks = loadSuiteTasks(currentSuite());
  if (o.json) {
    console.log(JSON.stringify(tasks.map((t) => ({
      id: t.id, canonical_type: t.canonical_type, library: t.library, template: t.template,
      bucket: t.difficulty.bucket, tier: t.difficulty.tier, instruction: t.instruction, reference_steps: referenceSteps(t, currentSuite()),
    })), null, 2));
    return;
  }
  for (const t of tasks) console.log(`${t.id.padEnd(36)} ${t.template.padEnd(18)} ${t.difficulty.bucket.padEnd(5)} ${t.instruction}`);
  console.log(`${tasks.length} tasks (suite ${currentSuite()})`);
}

export function generate(o: { suite: SuiteName; seed?: number; types?: string }): void {
  const fixed = o.suite === 'full' || o.suite === 'core';
  if (fixed && o.seed !== undefined && o.seed !== DEFAULT_SEED) {
    throw new UserError(`the ${o.suite} suite always uses seed ${DEFAULT_SEED}; for a held-out split use --suite ${o.suite === 'core' ? 'fresh-core' : 'fresh'} --seed ${o.seed}`);
  }
  if (!fixed && o.seed === undefined) throw new UserError(`--suite ${o.suite} needs --seed <n> (keep it private: it defines the held-out split)`);
  const seed = fixed ? DEFAULT_SEED : (o.seed as number);
  const core = o.suite === 'core' || o.suite === 'fresh-core';
  const name = o.suite === 'full' ? FULL_SUITE : o.suite === 'core' ? CORE_SUITE : freshSuiteName(seed, core ? 'core' : 'full');
  const out = suiteTasksDir(name);
  const types = o.types ? o.types.split(',').map((s) => s.trim()) : undefined;
  const suite = core ? generateCoreSuite(seed, types) : generateSuite(seed, types);
  mkdirSync(out, { recursive: true });
  let written = 0;
  for (const [type, tasks] of suite) {
    const file = path.join(out, `${type}.yaml`);
    const text = taskFileText(type, tasks, seed, o.suite);
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
    // Write beside, then rename: a crash never leaves a half-written spec file.
    writeFileSync(`${file}.tmp`, text);
    renameSync(`${file}.tmp`, file);
    written++;
  }
  const total = [...suite.values()].reduce((n, t) => n + t.length, 0);
  console.log(`${name}: ${total} tasks over ${suite.size} types (seed ${seed}); ${written} file(s) changed in ${path.relative(process.cwd(), out) || '.'}`);
}

export function check(): void {
  const tasks = loadTasks();
  const problems = tasks.flatMap((t) => checkTask(t).map((p) => `${t.id}: ${p}`));
  for (const p of problems) console.error(p);
  console.log(`${tasks.length} tasks checked, ${problems.length} problem(s)`);
  if (problems.length) process.exitCode = 1;
}

export function coverageCommand(o: { markdown?: string }): void {
  const suite = currentSuite();
  const tasks = loadTasks();
  const core = isCoreSuite(suite);
  const c = core ? coreCoverage(tasks) : coverage(tasks, FAMILIES);
  const md = core
    ? coverageMarkdown(c, `Task coverage: the ${suite} suite`, coreComposition(tasks, loadTasks(suiteTasksDir(FULL_SUITE))), 'Every unit and per-library count holds.')
    : coverageMarkdown(c, `Task coverage: the ${suite} suite`, suiteBesideTable6(tasks, FULL_QUOTAS));
  console.log(md);
  if (o.markdown) {
    mkdirSync(path.dirname(path.resolve(o.markdown)), { recursive: true });
    writeFileSync(o.markdown, md);
  }
  if (c.violations.length) process.exitCode = 1;
}

/** A run directory's or an audit file's recorded task versions against the current tasks of its suite. */
export function diffRecorded(target: string): { suite: string; selection: string | null; diff: TaskDiff } {
  const at = path.resolve(target);
  if (!existsSync(at)) throw new UserError(`${target}: no such run directory or audit file`);
  const recorded = statSync(at).isDirectory()
    ? (({ task_set: t }) => ({ suite: t.name, selection: t.selection, versions: t.versions }))(readManifest(at))
    : (({ suite, selection, task_versions }) => ({ suite, selection, versions: task_versions }))(readRealizedAudit(at));
  const current = selectionTasks(loadSuiteTasks(recorded.suite), recorded.selection);
  return { suite: recorded.suite, selection: recorded.selection, diff: diffVersions(recorded.versions, current) };
}

export function diff(target: string, o: { json?: boolean }): void {
  const { suite, selection, diff: d } = diffRecorded(target);
  if (o.json) {
    console.log(JSON.stringify({ suite, selection, ...d }, null, 2));
    return;
  }
  for (const [what, ids] of [['added', d.added], ['changed', d.changed], ['removed', d.removed]] as const) {
    for (const id of ids) console.log(`${what.padEnd(8)} ${id}`);
  }
  console.log(`${target}: suite ${suite}${selection === null ? '' : ` (tasks ${selection.length > 60 ? `${selection.slice(0, 57)}…` : selection})`}: `
    + `${d.added.length} added, ${d.changed.length} changed, ${d.removed.length} removed, ${d.unchanged.length} unchanged`);
}
