/**
 * `cb submission validate`: decide whether a submitted run can be trusted as far as its records
 * go. Nothing is read before every entry of the directory has been examined with lstat, so a
 * hostile archive cannot make the validator follow a link, block on a FIFO or read a huge file.
 * Then the run is read with the harness's own reader, checked against metadata.yaml and the
 * current tasks, and every episode is re-scored from its final committed state.
 *
 * Problems with the submission are returned in the report (the submission is invalid); only a
 * failure of the validator itself is thrown.
 */
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { evaluatePredicate } from '../../src/core/predicate';
import { jsonEqual, type Json } from '../../src/core/json';
import type { TaskSpec } from '../../src/core/taskSpec';
import { loadOntology } from '../content/ontology';
import { projectRoot } from '../content/paths';
import { taskSetHash } from '../content/select';
import { listIds } from '../content/taskVersion';
import { suiteTasksDir } from '../content/suites';
import { isOfficialSuite } from '../official/importedSuite';
import { loadTasks } from '../content/tasks';
import { ContentError } from '../content/yamlFile';
import { UserError } from '../errors';
import { bootstrapPassRate, DEFAULT_LEVEL, DEFAULT_RESAMPLES, type ScoredEpisode } from '../metrics';
import { mayReplace, type Episode, type Step } from '../runs/records';
import { HUMAN_EVENTS_FILE, readHumanAttempts } from '../human/events';
import { observationDigest, OBSERVATIONS_FILE, readObservations, readRun, RUN_FILES, RunFormatError, type RunData } from '../runs/runDir';
import { manifestFacts, METADATA_FILE, readMetadata, submissionName, type Metadata } from './metadata';

export interface Limits {
  /** GitHub refuses files over 100 MiB in a pull request, so nothing larger can be a real submission. */
  maxFileBytes: number;
  maxTotalBytes: number;
  maxFiles: number;
}

export const DEFAULT_LIMITS: Limits = { maxFileBytes: 100 * 2 ** 20, maxTotalBytes: 2 ** 30, maxFiles: 100_000 };

export const CHECKS = [
  'paths', 'size', 'metadata', 'run-format', 'name', 'consistency', 'task-set', 'duplicate-episode', 'step-budget',
  'step-records', 'final-state', 'rescore',
] as const;
export type Check = (typeof CHECKS)[number];

export interface Problem {
  check: Check;
  message: string;
  /** Path inside the submission, when one file is at fault. */
  file?: string;
  /** Every task at fault (the message may list only the first few). */
  task_ids?: string[];
}

export interface FamilyRow {
  family: string;
  tasks: number;
  submitted: number;
  passed: number;
  pass_rate: number;
}

export interface Summary {
  suite: string;
  /** Tasks of the suite: the denominator of the pass rate. */
  tasks: number;
  submitted: number;
  passed: number;
  pass_rate: number;
  ci: { lo: number; hi: number; level: number; resamples: number };
  /** Tasks of the suite without an episode: counted as failures. */
  missing: string[];
  families: FamilyRow[];
}

export interface ValidationReport {
  submission: string;
  valid: boolean;
  run_id: string | null;
  metadata: Metadata | null;
  problems: Problem[];
  warnings: string[];
  /** Present once the run could be read and matched to its tasks. */
  summary: Summary | null;
}

export interface ValidateOptions {
  limits?: Limits;
  /** Bootstrap resamples of the pass-rate interval (default 10,000). */
  resamples?: number;
  /** The current tasks of a suite (default: loaded from the suite's directory, once per process). */
  suiteTasks?: (suite: string) => TaskSpec[];
}

const REQUIRED = [METADATA_FILE, RUN_FILES.manifest, RUN_FILES.episodes, RUN_FILES.steps];
/** Files a submission may hold besides: observations, and a person's recording the human run came from. */
const OPTIONAL_FILES = [OBSERVATIONS_FILE, HUMAN_EVENTS_FILE];
const SCREENSHOTS = 'screenshots';
const SAFE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;
/** Metadata is a page of text; a cap keeps YAML alias or nesting bombs small. */
const MAX_METADATA_BYTES = 64 * 1024;

const loaded = new Map<string, TaskSpec[]>();
function defaultSuiteTasks(suite: string): TaskSpec[] {
  if (isOfficialSuite(suite)) {
    throw new UserError('runs on the official release\'s task site cannot be re-scored here (its pages expose no committed state), so they are not accepted as submissions');
  }
  const dir = suiteTasksDir(suite);
  if (!loaded.has(dir)) loaded.set(dir, loadTasks(dir));
  return loaded.get(dir)!;
}


/**
 * Examine every entry with lstat before anything is opened: only regular files and directories in
 * the expected places, safe names, bounded sizes. Returns false when the tree is not safe to read.
 */
function scanTree(dir: string, limits: Limits, problems: Problem[]): Set<string> | null {
  const files = new Set<string>();
  let total = 0;
  let count = 0;
  const bad = (check: Check, file: string, message: string) => problems.push({ check, file, message: `${file}: ${message}` });
  const walk = (rel: string, depth: number): void => {
    let names: string[];
    try {
      names = readdirSync(path.join(dir, rel)).sort();
    } catch (e) {
      bad('paths', rel || '.', `cannot be listed (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
      return;
    }
    for (const name of names) {
      const relPath = rel ? `${rel}/${name}` : name;
      if (++count > limits.maxFiles) {
        if (count === limits.maxFiles + 1) bad('size', relPath, `more than ${limits.maxFiles} entries in the submission`);
        return;
      }
      if (!SAFE_NAME.test(name)) { bad('paths', relPath, 'name may hold only letters, digits, ".", "_" and "-" (and may not start with ".")'); continue; }
      const st = lstatSync(path.join(dir, relPath));
      if (st.isSymbolicLink()) { bad('paths', relPath, 'is a symbolic link; submissions may hold only regular files and directories'); continue; }
      if (st.isDirectory()) {
        if ((depth === 0 && name !== SCREENSHOTS) || depth >= 2) { bad('paths', relPath, 'unexpected directory (only screenshots/<task id>/ may hold directories)'); continue; }
        walk(relPath, depth + 1);
        continue;
      }
      if (!st.isFile()) { bad('paths', relPath, 'is not a regular file (device, FIFO or socket)'); continue; }
      if (depth === 0 ? !REQUIRED.includes(name) && !OPTIONAL_FILES.includes(name) : !name.endsWith('.png')) {
        bad('paths', relPath, depth === 0 ? `unexpected file (a submission holds ${REQUIRED.join(', ')}, ${OPTIONAL_FILES.join(', ')} and screenshots/)` : 'unexpected file (screenshots are .png)');
        continue;
      }
      if (name === METADATA_FILE && depth === 0 && st.size > MAX_METADATA_BYTES) { bad('size', relPath, `is ${st.size} bytes; metadata.yaml may hold at most ${MAX_METADATA_BYTES}`); continue; }
      if (st.size > limits.maxFileBytes) { bad('size', relPath, `is ${mib(st.size)}; the limit per file is ${mib(limits.maxFileBytes)}`); continue; }
      total += st.size;
      files.add(relPath);
    }
  };
  const root = lstatSafe(dir);
  if (!root || !root.isDirectory()) {
    problems.push({ check: 'paths', message: `${dir}: ${!root ? 'does not exist' : root.isSymbolicLink() ? 'is a symbolic link' : 'is not a directory'}` });
    return null;
  }
  walk('', 0);
  if (total > limits.maxTotalBytes) problems.push({ check: 'size', message: `the submission holds ${mib(total)}; the limit is ${mib(limits.maxTotalBytes)}` });
  for (const f of REQUIRED) if (!files.has(f) && !problems.some((p) => p.file === f)) bad('paths', f, 'missing');
  return problems.length ? null : files;
}

function lstatSafe(p: string) {
  try {
    return lstatSync(p);
  } catch {
    return null;
  }
}

const mib = (n: number) => (n < 2 ** 20 ? `${n} bytes` : `${(n / 2 ** 20).toFixed(1)} MiB`);

/** The task a damaged line belongs to, when the line still names one: the message should name it. */
function taskOfLine(e: RunFormatError): string | null {
  if (e.line === null) return null;
  try {
    const line = readFileSync(e.file, 'utf8').split('\n')[e.line - 1] ?? '';
    return /"task_id":"([^"\\]{1,200})"/.exec(line)?.[1] ?? null;
  } catch {
    return null;
  }
}

/** A screenshot path named by a step: relative, inside screenshots/, with safe segments only. */
function safeScreenshotPath(p: string): boolean {
  if (path.isAbsolute(p) || p.includes('\\')) return false;
  const parts = p.split('/');
  return parts[0] === SCREENSHOTS && parts.length >= 2 && parts.length <= 3 && parts.every((s) => SAFE_NAME.test(s)) && p.endsWith('.png');
}

export function validateSubmission(dir: string, o: ValidateOptions = {}): ValidationReport {
  const abs = path.resolve(dir);
  const report: ValidationReport = {
    submission: path.basename(abs), valid: false, run_id: null, metadata: null, problems: [], warnings: [], summary: null,
  };
  const problems = report.problems;
  const finish = () => { report.valid = problems.length === 0; return report; };

  const files = scanTree(abs, o.limits ?? DEFAULT_LIMITS, problems);
  if (!files) return finish();

  let metadata: Metadata | null = null;
  try {
    metadata = readMetadata(abs);
    report.metadata = metadata;
  } catch (e) {
    if (e instanceof ContentError) problems.push({ check: 'metadata', file: METADATA_FILE, message: e.message });
    else if (e instanceof RangeError) problems.push({ check: 'metadata', file: METADATA_FILE, message: `${METADATA_FILE}: nested too deeply to read` });
    else throw e;
  }

  let run: RunData | null = null;
  try {
    run = readRun(abs);
    report.run_id = run.manifest.run_id;
  } catch (e) {
    if (e instanceof RunFormatError) {
      const task = taskOfLine(e);
      problems.push({ check: 'run-format', file: path.relative(abs, e.file), message: `${path.relative(abs, e.file)}${e.line ? `:${e.line}` : ''}: ${e.message.replace(/^[^:]*(:\d+)?: /, '')}${task ? ` (task ${task})` : ''}`, ...(task ? { task_ids: [task] } : {}) });
    } else if (e instanceof RangeError) {
      // JSON nested deeply enough to exhaust the stack: refused rather than crashing the validator.
      problems.push({ check: 'run-format', message: `the run's records are nested too deeply to read (${e.message})` });
    } else {
      throw e;
    }
  }
  if (!metadata || !run) return finish();

  checkAgainstManifest(report.submission, metadata, run, problems);
  if (files.has(HUMAN_EVENTS_FILE)) {
    if (run.manifest.mode !== 'human') problems.push({ check: 'paths', file: HUMAN_EVENTS_FILE, message: `${HUMAN_EVENTS_FILE} belongs to a person's recording (mode human), not to a ${run.manifest.mode} run` });
    else {
      try {
        readHumanAttempts(path.join(abs, HUMAN_EVENTS_FILE));
      } catch (e) {
        if (!(e instanceof ContentError)) throw e;
        problems.push({ check: 'run-format', file: HUMAN_EVENTS_FILE, message: e.message.replace(abs + path.sep, '') });
      }
    }
  }

  let suite: TaskSpec[];
  try {
    suite = (o.suiteTasks ?? defaultSuiteTasks)(metadata.task_set.name);
  } catch (e) {
    if (!(e instanceof UserError || e instanceof ContentError)) throw e;
    problems.push({ check: 'task-set', file: METADATA_FILE, message: `task_set.name "${metadata.task_set.name}": ${e.message}` });
    return finish();
  }
  const byId = new Map(suite.map((t) => [t.id, t]));
  if (!checkTaskSet(run, byId, problems)) return finish();

  const current = harnessRelease();
  if (current && metadata.task_set.version !== current) {
    report.warnings.push(`task_set.version is ${metadata.task_set.version}, this checkout is ${current}; the task-set hash matched, so the tasks are the same`);
  }

  checkEpisodes(run, byId, files, problems, report.warnings);
  report.summary = summarize(metadata.task_set.name, suite, run, o.resamples ?? DEFAULT_RESAMPLES);
  return finish();
}

function checkAgainstManifest(name: string, m: Metadata, run: RunData, problems: Problem[]): void {
  const expected = submissionName(m);
  if (name !== expected) {
    problems.push({ check: 'name', message: `the directory is named "${name}" but its metadata gives "${expected}" (<date>_<org>_<model>_<mode>)` });
  }
  const facts = manifestFacts(run.manifest);
  const differ: string[] = [];
  const compare = (field: string, a: unknown, b: unknown) => { if (!jsonEqual(a as Json, b as Json)) differ.push(`${field} is ${JSON.stringify(a)} in ${METADATA_FILE} but ${JSON.stringify(b)} in ${RUN_FILES.manifest}`); };
  compare('mode', m.mode, facts.mode);
  compare('mode_flags', m.mode_flags, facts.mode_flags);
  compare('coordinate_convention', m.coordinate_convention, facts.coordinate_convention);
  compare('max_steps', m.max_steps, facts.max_steps);
  compare('harness_version', m.harness_version, facts.harness_version);
  compare('task_set.name', m.task_set.name, facts.task_set.name);
  compare('task_set.hash', m.task_set.hash, facts.task_set.hash);
  if (run.manifest.agent.model !== null) compare('model', m.model, run.manifest.agent.model);
  for (const d of differ) problems.push({ check: 'consistency', file: METADATA_FILE, message: d });
}

/** The run's tasks must be the current versions of tasks of the declared suite. */
function checkTaskSet(run: RunData, byId: Map<string, TaskSpec>, problems: Problem[]): boolean {
  const ids = run.manifest.task_set.task_ids;
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length) {
    problems.push({ check: 'task-set', file: RUN_FILES.manifest, task_ids: unknown, message: `${unknown.length} task(s) of the run are not in suite "${run.manifest.task_set.name}": ${listIds(unknown)}` });
    return false;
  }
  const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (repeated.length) {
    problems.push({ check: 'task-set', file: RUN_FILES.manifest, task_ids: repeated, message: `task_set.task_ids lists some tasks twice: ${listIds(repeated)}` });
    return false;
  }
  const hash = taskSetHash(ids.map((id) => byId.get(id)!));
  if (hash !== run.manifest.task_set.hash) {
    problems.push({ check: 'task-set', file: RUN_FILES.manifest, message: `task_set.hash ${run.manifest.task_set.hash.slice(0, 12)}… does not match the current versions of its ${ids.length} tasks (${hash.slice(0, 12)}…): the run was recorded on other task specs` });
    return false;
  }
  return true;
}

function checkEpisodes(run: RunData, byId: Map<string, TaskSpec>, files: Set<string>, problems: Problem[], warnings: string[]): void {
  const m = run.manifest;
  const budget = m.budget.max_steps;
  const perTurn = m.mode_flags.max_actions_per_turn;
  const listed = new Set(m.task_set.task_ids);
  const at = new Map<Check, { file: string; what: string; ids: string[] }[]>();
  const flag = (check: Check, file: string, what: string, task: string) => {
    const groups = at.get(check) ?? [];
    let g = groups.find((x) => x.what === what);
    if (!g) { g = { file, what, ids: [] }; groups.push(g); }
    if (!g.ids.includes(task)) g.ids.push(task);
    at.set(check, groups);
  };

  // Only a top-up that dropped tasks leaves episodes of unlisted tasks behind (as history).
  const dropped = m.top_ups.some((u) => u.removed > 0);
  const stray = dropped ? [] : run.history.filter((e) => !listed.has(e.task_id)).map((e) => e.task_id);
  for (const t of stray) flag('task-set', RUN_FILES.episodes, 'episodes for tasks that are not in the manifest\'s task set', t);
  for (const e of run.episodes) {
    if (e.task_version !== m.task_set.versions[e.task_id]) flag('task-set', RUN_FILES.episodes, 'final episodes recorded on another task version than the manifest lists', e.task_id);
    // Unscored, so a submission must not hold them: a failure relabelled would leave the pass rate.
    if (e.status === 'harness_error') flag('task-set', RUN_FILES.episodes, 'final episodes that ended in a harness error (re-run them with `cb run --resume <run-dir> --retry-errors` before submitting)', e.task_id);
  }

  const attemptsSeen = new Map<string, Episode>();
  const byAttempt = new Map(run.history.map((e) => [e.attempt, e]));
  for (const e of run.history) {
    const prev = attemptsSeen.get(e.attempt);
    if (prev) flag('duplicate-episode', RUN_FILES.episodes, 'attempt ids used by more than one episode line', e.task_id);
    attemptsSeen.set(e.attempt, e);
    if (e.retry_of !== null) {
      const replaced = byAttempt.get(e.retry_of);
      if (!replaced || replaced.task_id !== e.task_id || !mayReplace(replaced, e)) {
        flag('duplicate-episode', RUN_FILES.episodes, 'second episodes that retry neither a harness error, an older version of the task, nor a changed page (one attempt per task; best-of-k is declared in metadata, not recorded as extra episodes)', e.task_id);
      }
    }
  }

  const stepsOf = new Map<string, Step[]>();
  for (const s of run.steps) {
    const of = stepsOf.get(s.attempt);
    if (of) of.push(s);
    else stepsOf.set(s.attempt, [s]);
  }
  const missingShots = new Set<string>();
  for (const e of run.episodes) {
    const steps = stepsOf.get(e.attempt) ?? [];
    const t = e.task_id;
    if (e.steps > budget || steps.some((s) => s.step > budget)) flag('step-budget', RUN_FILES.episodes, `episodes over the budget of ${budget} turns`, t);
    if (steps.some((s) => s.action_index >= perTurn)) flag('step-budget', RUN_FILES.steps, `turns with more than the mode's ${perTurn} action(s)`, t);
    if (steps.some((s) => s.task_id !== t)) flag('step-records', RUN_FILES.steps, 'steps recorded under another task\'s attempt', t);
    if (!stepsInOrder(steps)) flag('step-records', RUN_FILES.steps, 'steps out of order (turns from 1 without gaps, actions of a turn from 0)', t);
    const lastTurn = steps.length ? steps[steps.length - 1].step : 0;
    const turnsAgree = lastTurn === e.steps || (e.status === 'harness_error' && lastTurn === e.steps - 1);
    if (steps.length !== e.actions || !turnsAgree) flag('step-records', RUN_FILES.episodes, 'episodes whose turn or action counts differ from their step records', t);
    if (e.observations) {
      let shown: ReturnType<typeof readObservations> | null = null;
      try {
        shown = readObservations(run.dir, e);
      } catch (err) {
        if (!(err instanceof RunFormatError)) throw err;
        flag('step-records', OBSERVATIONS_FILE, 'episodes whose observations are damaged or missing', t);
      }
      const answered = (s: Step) => { const o = shown?.[s.step - 1]; return !!o && o.step === s.step && observationDigest(o.url, o.text) === s.obs_digest; };
      if (shown && (shown.length !== e.steps || !steps.every(answered))) {
        flag('step-records', OBSERVATIONS_FILE, 'episodes whose recorded observations are not the ones their steps answered', t);
      }
    }
    const doneAt = steps.findIndex((s) => s.done);
    if (doneAt >= 0 && doneAt !== steps.length - 1) flag('step-records', RUN_FILES.steps, 'steps recorded after the page signalled success', t);
    const lastState = steps.length ? steps[steps.length - 1].state : null;
    if (!jsonEqual(lastState as Json, e.final_state as Json)) flag('final-state', RUN_FILES.episodes, 'final_state differs from the state recorded by the episode\'s last step', t);
    for (const s of steps) {
      for (const shot of [s.screenshot, s.screenshot_marked]) {
        if (shot === null) continue;
        if (!safeScreenshotPath(shot)) flag('paths', RUN_FILES.steps, 'screenshot paths outside screenshots/ (absolute, "..", or unsafe characters)', t);
        else if (!files.has(shot)) missingShots.add(t);
      }
    }
    const task = byId.get(t);
    if (!task) continue;
    const claimed = e.status === 'success';
    const rescored = e.final_state !== null && evaluatePredicate(task.predicate, e.final_state);
    if (claimed && !rescored) flag('rescore', RUN_FILES.episodes, 'claimed successes whose final state does not satisfy the task\'s predicate', t);
    if (!claimed && rescored) flag('rescore', RUN_FILES.episodes, `failures whose final state satisfies the task's predicate`, t);
    if (claimed !== (doneAt >= 0)) flag('step-records', RUN_FILES.steps, 'episodes whose status disagrees with the page\'s success signal in their steps', t);
  }
  if (missingShots.size) warnings.push(`screenshots named by steps are not included for ${missingShots.size} task(s); screenshots are optional`);
  for (const check of CHECKS) {
    for (const g of at.get(check) ?? []) {
      problems.push({ check, file: g.file, task_ids: g.ids, message: `${g.what}: ${listIds(g.ids)}` });
    }
  }
}

function stepsInOrder(steps: Step[]): boolean {
  let turn = 0;
  let index = -1;
  for (const s of steps) {
    if (s.step === turn && s.action_index === index + 1) { index++; continue; }
    if (s.step === turn + 1 && s.action_index === 0) { turn++; index = 0; continue; }
    return false;
  }
  return true;
}

function summarize(suiteName: string, suite: TaskSpec[], run: RunData, resamples: number): Summary {
  const familyOf = loadOntology().familyOf;
  const byTask = new Map(run.episodes.map((e) => [e.task_id, e]));
  const scored: ScoredEpisode[] = suite.map((t) => {
    const e = byTask.get(t.id);
    const success = !!e && e.status === 'success' && e.final_state !== null && evaluatePredicate(t.predicate, e.final_state);
    return {
      run_id: run.manifest.run_id, task_id: t.id, success, steps: e?.steps ?? 0, actions: e?.actions ?? 0,
      duration_ms: e?.duration_ms ?? 0, reference_steps: t.reference_steps, reference_duration_ms: null,
    };
  });
  const ci = bootstrapPassRate(scored, { resamples });
  const families = new Map<string, FamilyRow>();
  scored.forEach((s, i) => {
    const family = familyOf.get(suite[i].canonical_type) ?? 'unknown';
    const row = families.get(family) ?? { family, tasks: 0, submitted: 0, passed: 0, pass_rate: 0 };
    row.tasks++;
    if (byTask.has(s.task_id)) row.submitted++;
    if (s.success) row.passed++;
    families.set(family, row);
  });
  const rows = [...families.values()].map((r) => ({ ...r, pass_rate: r.passed / r.tasks })).sort((a, b) => (a.family < b.family ? -1 : 1));
  const passed = scored.filter((s) => s.success).length;
  return {
    suite: suiteName, tasks: suite.length, submitted: suite.filter((t) => byTask.has(t.id)).length, passed, pass_rate: ci.estimate,
    ci: { lo: ci.lo, hi: ci.hi, level: DEFAULT_LEVEL, resamples }, missing: suite.filter((t) => !byTask.has(t.id)).map((t) => t.id), families: rows,
  };
}

function harnessRelease(): string | null {
  try {
    return JSON.parse(readFileSync(path.join(projectRoot(), 'package.json'), 'utf8')).version ?? null;
  } catch {
    return null;
  }
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** The human summary: verdict, pass rate with its interval, per-family table, problems, warnings. */
export function formatReport(r: ValidationReport): string {
  const out: string[] = [];
  out.push(`Submission ${r.submission}: ${r.valid ? 'VALID' : 'INVALID'}${r.run_id ? ` (run ${r.run_id})` : ''}`);
  if (r.metadata) out.push(`Model ${r.metadata.model} by ${r.metadata.organisation}, mode ${r.metadata.mode}, ${r.metadata.attempts}, suite ${r.metadata.task_set.name}`);
  const s = r.summary;
  if (s) {
    out.push('', `Pass rate ${pct(s.pass_rate)} (${s.passed}/${s.tasks} tasks of suite ${s.suite}), ${Math.round(s.ci.level * 100)}% bootstrap CI ${pct(s.ci.lo)}–${pct(s.ci.hi)}`);
    if (s.missing.length) out.push(`${s.missing.length} task(s) of the suite have no episode and count as failures: ${listIds(s.missing)}`);
    const w = Math.max(6, ...s.families.map((f) => f.family.length));
    out.push('', `${'family'.padEnd(w)}  tasks  submitted  passed  pass rate`);
    for (const f of s.families) out.push(`${f.family.padEnd(w)}  ${String(f.tasks).padStart(5)}  ${String(f.submitted).padStart(9)}  ${String(f.passed).padStart(6)}  ${pct(f.pass_rate).padStart(9)}`);
  }
  out.push('', r.problems.length ? `Problems (${r.problems.length}):` : 'No problems found.');
  for (const p of r.problems) out.push(`- [${p.check}] ${p.message}`);
  if (r.warnings.length) out.push('', 'Warnings:', ...r.warnings.map((w) => `- ${w}`));
  return out.join('\n');
}
