import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SingleBar } from 'cli-progress';
import { agentFromManifest, makeAgent } from '../agents';
import type { Agent } from '../agents/agent';
import { loadSuiteTasks } from '../content/suiteTask';
import { OFFICIAL_SUITES } from '../official/officialSpec';
import { paths, projectRoot } from '../content/paths';
import { idsMatching, selectionTasks, selectTasks } from '../content/select';
import { currentSuite } from '../content/suites';
import { UserError } from '../errors';
import { CONVENTIONS, type Convention } from '../harness/coordinates';
import { checkTopUp, DEFAULT_TASK_URL, runSuite, type RedoneRefused } from '../harness/runSuite';
import { readManifest, readRun } from '../runs/runDir';
import { listIds } from '../content/taskVersion';
import type { Episode, ModeName } from '../runs/records';
import { ensureSite } from '../site/build';

export interface RunCommandOptions {
  /** Required for new runs; resumes and top-ups use the agent the run was recorded with. */
  agent?: string;
  agentConfig?: string;
  agentUrl?: string;
  mode: ModeName;
  convention: Convention;
  tasks?: string;
  out?: string;
  resume?: string;
  topUp?: string;
  retryErrors?: boolean;
  /** With topUp: a task id glob to re-record though unchanged. */
  redo?: string;
  shard?: string;
  maxSteps: number;
  taskTimeout: number;
  stepTimeout: number;
  seed: number;
  workers: number;
  screenshots?: boolean;
  envUrl?: string;
  taskUrl?: string;
  loadTimeout?: number;
  warmUpTimeout?: number;
  readySelector?: string;
  readyTextAbsent?: string;
  quiet?: boolean;
  replace?: boolean;
}

export function harnessVersion(root = projectRoot()): string {
  return JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version;
}

export function gitInfo(root = projectRoot()): { sha: string | null; dirty: boolean | null } {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
    // data/ holds runs and records, not code: a run replacing its own bundled copy is not a dirty checkout.
    return { sha: git('rev-parse', 'HEAD'), dirty: git('status', '--porcelain', '--untracked-files=no', '--', '.', ':(exclude)data') !== '' };
  } catch {
    return { sha: null, dirty: null };
  }
}

/** `i/n` → shard index and count (1-based on the command line). */
export function parseShard(s: string): { index: number; count: number } {
  const m = /^(\d+)\/(\d+)$/.exec(s);
  const i = m ? Number(m[1]) : NaN;
  const n = m ? Number(m[2]) : NaN;
  if (!m || n < 1 || i < 1 || i > n) throw new UserError(`--shard must look like i/n with 1 ≤ i ≤ n, got "${s}"`);
  return { index: i - 1, count: n };
}

export async function run(o: RunCommandOptions): Promise<{ dir: string; episodes: Episode[] }> {
  const root = projectRoot();
  if (!CONVENTIONS.includes(o.convention)) throw new UserError(`unknown coordinate convention "${o.convention}"`);
  if (o.resume && o.topUp) throw new UserError('--resume and --top-up are two ways to continue a run; give one (a top-up also finishes an interrupted run)');
  if (o.redo && !o.topUp) throw new UserError('--redo re-records tasks of an existing run: give it with --top-up <run-dir>');
  const suite = currentSuite();
  const official = OFFICIAL_SUITES.find((s) => s.suite === suite);
  let tasks = loadSuiteTasks(suite);
  let dir: string;
  let shard: { index: number; count: number } | null = null;
  let selection: string | null = o.tasks ?? null;
  let agentFactory: () => Agent;
  const existing = o.resume ?? o.topUp;
  if (existing) {
    dir = path.resolve(existing);
    // Everything is checked before the run is touched: a refused top-up leaves it as it was.
    const m = readManifest(dir);
    if (m.task_set.name !== suite) throw new UserError(`${dir} is a run on the ${m.task_set.name} suite; add --suite ${m.task_set.name}`);
    if (o.agent && o.agent !== m.agent.name) throw new UserError(`${dir} is a ${m.agent.name}/${m.mode} run; resume it with the same agent and mode`);
    agentFactory = agentFromManifest(dir, m.agent, m.seed);
    if (o.agentConfig || o.agentUrl) throw new UserError(`${dir} keeps the agent config it was recorded with; drop ${o.agentConfig ? '--agent-config' : '--agent-url'}`);
    Object.assign(o, { agent: m.agent.name, mode: m.mode, seed: m.seed, maxSteps: m.budget.max_steps, taskTimeout: m.budget.task_timeout_s, stepTimeout: m.budget.step_timeout_s });
    if (m.mode_flags.coordinate_convention !== 'none') o.convention = m.mode_flags.coordinate_convention as Convention;
    if (m.env_url) o.envUrl = m.env_url;
    shard = m.shard;
    selection = m.task_set.selection;
    if (o.topUp) {
      checkTopUp(dir, m, harnessVersion(root));
      tasks = selectionTasks(tasks, selection);
    } else {
      const byId = new Map(tasks.map((t) => [t.id, t]));
      const missing = m.task_set.task_ids.filter((id) => !byId.has(id));
      if (missing.length) throw new UserError(`${dir} lists tasks that no longer exist (${listIds(missing)}); bring it up to date with --top-up ${existing}`);
      tasks = m.task_set.task_ids.map((id) => byId.get(id)!);
    }
  } else {
    if (!o.agent) throw new UserError('--agent is required for a new run (oracle, random, rule, openai or http)');
    const name = o.agent;
    // A bad agent name or config fails at once, before the site is built or a browser started.
    if (o.agentUrl && name !== 'http') throw new UserError(`--agent-url is for the http agent, not ${name}`);
    const agentOptions = { seed: o.seed, config: o.agentConfig, url: o.agentUrl };
    makeAgent(name, agentOptions);
    agentFactory = () => makeAgent(name, agentOptions);
    tasks = selectTasks(tasks, o.tasks);
    if (o.shard) {
      shard = parseShard(o.shard);
      tasks = tasks.filter((_, i) => i % shard!.count === shard!.index);
    }
    const stamp = new Date().toISOString().replace(/[:.]/g, '-').replace(/Z$/, '');
    dir = o.out ? path.resolve(o.out) : path.join(paths.runs(root), `${stamp}_${o.agent}_${o.mode}${shard ? `_shard${shard.index + 1}of${shard.count}` : ''}`);
  }
  agentFactory();
  if (official && o.agent === 'oracle') throw new UserError(`the oracle replays our reference solutions, and the ${suite} specs carry no executable solution; run another agent`);
  if (official && !o.envUrl) throw new UserError(`${suite} tasks are pages of the official task site: start it and pass its address with --env-url`);
  // The official site serves Core tasks on the Full URL with a flag.
  const taskUrl = o.taskUrl ?? (official ? `${DEFAULT_TASK_URL}${official.taskUrlQuery}` : undefined);
  if (!o.envUrl) await ensureSite(root);
  if (!official && (o.readySelector || o.readyTextAbsent)) throw new UserError(`--ready-selector and --ready-text-absent are for pages of another task site (the official suites); the ${suite} suite's pages mark themselves ready`);

  let passed = 0;
  let finished = 0;
  let total = 0;
  let prior = 0;
  let redoneRefused: RedoneRefused | null = null;
  const bar = o.quiet || !process.stderr.isTTY ? null : new SingleBar({
    format: '{bar} {value}/{total} tasks | pass {pass} | ETA {eta_formatted} | {last}', hideCursor: true, stream: process.stderr,
  });
  const episodes = await runSuite({
    tasks, makeAgent: agentFactory, mode: o.mode, convention: o.convention, suite, selection, siteDir: paths.site(root), envUrl: o.envUrl, taskUrl, readyAttribute: !official, outDir: dir, runId: path.basename(dir),
    readiness: { selector: o.readySelector ?? null, textAbsent: o.readyTextAbsent ?? null }, loadTimeoutS: o.loadTimeout, warmUpTimeoutS: o.warmUpTimeout,
    maxSteps: o.maxSteps, taskTimeoutS: o.taskTimeout, stepTimeoutS: o.stepTimeout, seed: o.seed, harnessVersion: harnessVersion(root),
    git: gitInfo(root), workers: o.workers, screenshots: o.screenshots, shard, resume: !!o.resume, retryErrors: o.retryErrors,
    topUp: !!o.topUp, replace: !!o.replace && !existing,
    redo: o.redo ? idsMatching(tasks, o.redo) : undefined,
    onWarmUp(w) {
      if (o.quiet) return;
      if ('elapsedMs' in w) console.error(`waiting for the task site at ${o.envUrl} (${Math.round(w.elapsedMs / 1000)} s): ${w.waitingFor}`);
      else {
        console.error(`task site ${o.envUrl} ready after ${(w.ms / 1000).toFixed(1)} s (waited for: ${w.waitedFor.join('; ')})`);
        if (w.problem) console.error(`its first task page is not usable (${w.problem}); going on, as the episode records it`);
      }
    },
    onTopUp(d) {
      if (!o.quiet) console.error(`top-up of ${path.relative(process.cwd(), dir) || dir}: ${d.added.length} added, ${d.changed.length} changed, ${d.removed.length} removed, ${d.unchanged.length} unchanged`);
    },
    onRedone(r) {
      redoneRefused = r;
    },
    onStart(todo, done) {
      total = todo;
      // Episodes kept from an earlier pass count toward the rate shown, over all episodes so far.
      prior = done.length;
      passed = done.filter((e) => e.status === 'success').length;
      bar?.start(todo, 0, { pass: '–', last: '' });
    },
    onEpisode(ep) {
      finished++;
      if (ep.status === 'success') passed++;
      const rate = `${((100 * passed) / (prior + finished)).toFixed(1)}%`;
      if (bar) bar.update(finished, { pass: rate, last: `${ep.task_id} ${ep.status}` });
      else if (!o.quiet) {
        console.error(`[${finished}/${total}] ${ep.status.padEnd(13)} ${ep.task_id} (${ep.steps} steps, ${Math.round(ep.duration_ms)} ms)${ep.error ? ` ${ep.error.split('\n')[0]}` : ''}  pass ${rate}`);
      }
    },
  });
  bar?.stop();
  const ok = episodes.filter((e) => e.status === 'success').length;
  // A page that did not load or a harness that failed says nothing about the agent: such episodes
  // are left out of the pass rate and counted apart.
  const errors = episodes.filter((e) => e.status === 'harness_error');
  const scored = episodes.length - errors.length;
  console.log(`${o.agent} ${o.mode}: ${ok}/${scored} passed (${scored ? `${((100 * ok) / scored).toFixed(1)}%` : 'no episode scored'})${errors.length ? `; ${errors.length} harness error(s) not counted — re-run them with --resume ${path.relative(process.cwd(), dir)} --retry-errors` : ''} → ${path.relative(process.cwd(), dir) || dir}`);
  for (const e of errors.slice(0, 20)) console.error(`harness error ${e.task_id}: ${e.error?.split('\n')[0] ?? 'unknown'}`);
  if (errors.length > 20) console.error(`… and ${errors.length - 20} more (episodes.jsonl has every reason)`);
  // Printed even when quiet: the run now holds episodes a submission cannot.
  const { samePage, undigested } = redoneRefused ?? { samePage: [], undigested: [] };
  if (samePage.length) {
    console.error(`warning: ${samePage.length} redone task(s) ran on the same page as the episode they replace (equal page digests), a second attempt that submission validation refuses: ${listIds(samePage)}`);
  }
  if (undigested.length) {
    console.error(`warning: ${undigested.length} redone task(s) cannot show that their page changed (the episode replaced or the new one has no page digest), which submission validation refuses: ${listIds(undigested)}`);
  }
  if (o.agent === 'oracle' && ok < episodes.length) {
    // The oracle must solve every task: a failure is a defect of a task or of the harness, so name it.
    const steps = readRun(dir, { recover: true }).steps;
    for (const e of episodes.filter((x) => x.status !== 'success')) {
      console.error(`oracle failed ${e.task_id}: ${e.status}${e.error ? ` ${e.error.split('\n')[0]}` : ''}`);
      // What it did and what the page held after each action, so a failure seen once can be read.
      for (const st of steps.filter((x) => x.attempt === e.attempt && x.action !== 'noop()')) {
        console.error(`  step ${st.step}: ${st.action}${st.error ? ` (error: ${st.error.split('\n')[0]})` : ''} → ${JSON.stringify(st.state)}`);
      }
    }
    process.exitCode = 1;
  }
  return { dir, episodes };
}
