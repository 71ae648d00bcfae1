/**
 * Running one agent over a task list into a run directory: new runs, resumed runs (finished
 * episodes are skipped, attempts killed in flight are redone), re-runs of harness errors, and
 * top-ups (only the tasks added or changed since the run was recorded run again). Tasks are spread
 * over `workers` browser contexts in one process; for many machines, shard the task list and merge
 * the run directories afterwards.
 */
import type { SuiteTask } from '../content/suiteTask';
import { taskSetRecord } from '../content/select';
import { diffVersions, staleTasks, taskVersion, versionsHash, type TaskDiff } from '../content/taskVersion';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { Agent } from '../agents/agent';
import { UserError } from '../errors';
import { mayReplace, RUN_FORMAT_VERSION, type Episode, type Manifest, type ModeName } from '../runs/records';
import { readRun, RunWriter, writeManifest } from '../runs/runDir';
import { SiteFileHashes } from '../site/siteFiles';
import { launchChromium, VIEWPORT } from './browser';
import type { Convention } from './coordinates';
import { modeFlags } from './modes';
import { runEpisode } from './runner';
import { isTaskPagePath, serveTaskPages } from './staticServer';
import type { ReadinessRule } from './siteReadiness';
import { LOAD_TIMEOUT_MS, TaskEnv } from './taskEnv';
import { warmUp, type WarmUpResult } from './warmUp';
import { forEachConcurrent } from './workerPool';

export const DEFAULT_TASK_URL = '/task/{id}?mode=benchmark';

/** A dev server's first page can take minutes to compile (about 165 s measured on the official site). */
export const WARM_UP_TIMEOUT_S = 300;

export interface RunSuiteOptions {
  tasks: SuiteTask[];
  /** A fresh agent per worker (agents keep per-episode state). */
  makeAgent: () => Agent;
  mode: ModeName;
  convention: Convention;
  suite: string;
  /** The task glob the tasks were selected with (null: the whole suite), recorded for top-ups. */
  selection?: string | null;
  /** Serve this built site locally… */
  siteDir?: string;
  /** …or drive an already running task site (anything that speaks the signal contract). */
  envUrl?: string;
  /** Task page path pattern; `{id}` is replaced by the task id. */
  taskUrl?: string;
  /** Pages mark themselves ready with html[data-cb-ready] (ours do; the official site's need not). */
  readyAttribute?: boolean;
  /** For pages without the ready mark: what counts as mounted. */
  readiness?: ReadinessRule;
  /** How long a task page may take to be ready before its episode is a harness error. */
  loadTimeoutS?: number;
  /** With envUrl: how long the warm-up may wait for the site's first page (a cold dev server compiles). */
  warmUpTimeoutS?: number;
  onWarmUp?(e: { elapsedMs: number; waitingFor: string } | WarmUpResult): void;
  outDir: string;
  runId: string;
  maxSteps: number;
  taskTimeoutS: number;
  stepTimeoutS: number;
  seed: number;
  harnessVersion: string;
  git: Manifest['git'];
  workers?: number;
  screenshots?: boolean;
  shard?: Manifest['shard'];
  /** Replace the run already in outDir (removed only once the site has answered). */
  replace?: boolean;
  /** Continue the run already in outDir. */
  resume?: boolean;
  /** With resume: run again the episodes that ended in harness_error. */
  retryErrors?: boolean;
  /** Top-ups only: also re-record these tasks, unchanged though they are (a page changed under their episodes). */
  redo?: ReadonlySet<string>;
  /**
   * Bring the run in outDir up to date with `tasks` (the current versions of its selection): run
   * the added and changed tasks as new attempts and drop the removed ones from its task set.
   */
  topUp?: boolean;
  onTopUp?(diff: TaskDiff): void;
  /** After a top-up with `redo`: the redone tasks whose new episode submission validation refuses. */
  onRedone?(refused: RedoneRefused): void;
  onStart?(todo: number, done: Episode[]): void;
  onEpisode?(e: Episode): void;
}

/** Redone tasks whose new episode does not show that their page changed since the episode it replaces. */
export interface RedoneRefused {
  /** Both episodes fetched the same files: the redo was a second attempt on the same page. */
  samePage: string[];
  /** One of the two episodes has no page digest (recorded before pages were digested, or on an external site). */
  undigested: string[];
}

export async function runSuite(o: RunSuiteOptions): Promise<Episode[]> {
  const probe = o.makeAgent();
  if (!probe.supports(o.mode)) throw new UserError(`the ${probe.name} agent does not support ${o.mode} mode`);
  // A model agent answers in its own coordinate convention.
  o = { ...o, convention: probe.convention ?? o.convention };
  const siteDir = o.envUrl ? null : path.resolve(o.siteDir ?? 'dist');
  const site = siteDir === null ? null : await serveTaskPages(siteDir);
  const base = (o.envUrl ?? site!.url).replace(/\/$/, '');
  const pattern = o.taskUrl ?? DEFAULT_TASK_URL;
  const taskUrl = (id: string) => `${base}${pattern.replace('{id}', encodeURIComponent(id))}`;
  const browser = await launchChromium().catch(async (e) => { await site?.close(); throw e; });
  try {
    // Before the run directory is touched: a site that is not there leaves nothing behind.
    if (o.envUrl && o.tasks.length) {
      const w = await warmUp(browser, {
        base, taskUrl, taskId: o.tasks[0].id, readyAttribute: o.readyAttribute !== false, readiness: o.readiness,
        timeoutMs: (o.warmUpTimeoutS ?? WARM_UP_TIMEOUT_S) * 1000,
        onProgress: (elapsedMs, waitingFor) => o.onWarmUp?.({ elapsedMs, waitingFor }),
      });
      o.onWarmUp?.(w);
    }
    return await record(o, probe, browser, taskUrl, siteDir);
  } finally {
    await browser.close();
    await site?.close();
  }
}

async function record(o: RunSuiteOptions, probe: Agent, browser: Browser, taskUrl: (id: string) => string, siteDir: string | null): Promise<Episode[]> {
  let writer: RunWriter;
  let manifest: Manifest;
  let todo: { task: SuiteTask; retryOf: string | null }[];
  let previous: Episode[] = [];
  /** Top-ups only: records a re-run task's new version (and lists an added task) once its episode is written. */
  let recorded: ((task: SuiteTask) => void) | null = null;
  /** Top-ups only: the final episode of every task `redo` re-records. */
  const redoneFrom = new Map<string, Episode>();
  if (o.resume || o.topUp) {
    const run = readRun(o.outDir, { recover: true });
    manifest = run.manifest;
    if (manifest.agent.name !== probe.name || manifest.mode !== o.mode) {
      throw new UserError(`${o.outDir} is a ${manifest.agent.name}/${manifest.mode} run; resume it with the same agent and mode`);
    }
    const final = new Map(run.episodes.map((e) => [e.task_id, e]));
    // A task dropped by an earlier top-up and added again continues its own attempt chain.
    const latest = new Map(run.history.map((e) => [e.task_id, e.attempt]));
    let due: (t: SuiteTask) => boolean;
    const at = new Date().toISOString();
    if (o.topUp) {
      checkTopUp(o.outDir, manifest, o.harnessVersion);
      const diff = diffVersions(manifest.task_set.versions, o.tasks);
      // Tasks named to re-record count as changed: their episodes are replaced like a changed task's.
      const again = diff.unchanged.filter((id) => o.redo?.has(id));
      diff.changed.push(...again);
      for (const id of again) if (final.has(id)) redoneFrom.set(id, final.get(id)!);
      diff.unchanged = diff.unchanged.filter((id) => !o.redo?.has(id));
      o.onTopUp?.(diff);
      const redo = new Set([...diff.added, ...diff.changed]);
      due = (t) => redo.has(t.id) || !final.has(t.id);
      const keep = new Set(diff.removed);
      const versions = Object.fromEntries(Object.entries(manifest.task_set.versions).filter(([id]) => !keep.has(id)));
      manifest = {
        ...manifest,
        task_set: { ...manifest.task_set, ...listed(o.tasks, versions) },
        top_ups: [...manifest.top_ups, { at, added: diff.added.length, changed: diff.changed.length, removed: diff.removed.length, git: o.git }],
      };
      recorded = (task) => {
        versions[task.id] = taskVersion(task);
        manifest = { ...manifest, task_set: { ...manifest.task_set, ...listed(o.tasks, versions) } };
        writeManifest(o.outDir, manifest);
      };
    } else {
      const stale = staleTasks(manifest.task_set, o.tasks);
      if (stale) throw new UserError(`${o.outDir} cannot be resumed: ${stale}`);
      due = (t) => !final.has(t.id);
      manifest = { ...manifest, resumed_at: [...manifest.resumed_at, at] };
    }
    todo = o.tasks
      .filter((t) => due(t) || (o.retryErrors && final.get(t.id)?.status === 'harness_error'))
      .map((t) => ({ task: t, retryOf: latest.get(t.id) ?? null }));
    const redone = new Set(todo.map((x) => x.task.id));
    previous = run.episodes.filter((e) => !redone.has(e.task_id) && e.task_id in manifest.task_set.versions);
    writer = RunWriter.reopen(o.outDir);
    manifest = { ...manifest, finished_at: null };
    writeManifest(o.outDir, manifest);
  } else {
    todo = o.tasks.map((task) => ({ task, retryOf: null }));
    manifest = {
      format: 'componentbench-run', format_version: RUN_FORMAT_VERSION, run_id: o.runId,
      agent: { name: probe.name, model: probe.model, config: probe.config }, mode: o.mode, mode_flags: modeFlags(o.mode, o.convention),
      harness_version: o.harnessVersion,
      task_set: taskSetRecord(o.suite, o.tasks, o.selection ?? null),
      env_url: o.envUrl ?? null, shard: o.shard ?? null, git: o.git, seed: o.seed,
      budget: { max_steps: o.maxSteps, task_timeout_s: o.taskTimeoutS, step_timeout_s: o.stepTimeoutS },
      viewport: { ...VIEWPORT }, browser: { name: 'chromium', version: 'unknown' }, screenshots: !!o.screenshots,
      started_at: new Date().toISOString(), resumed_at: [], top_ups: [], finished_at: null,
    };
    if (o.replace && existsSync(path.join(o.outDir, 'manifest.json'))) rmSync(o.outDir, { recursive: true });
    writer = RunWriter.create(o.outDir, manifest);
  }
  o.onStart?.(todo.length, previous);

  const episodes: Episode[] = [];
  // Only the files the task page server serves make the page (anything else it answered 404).
  const hashes = siteDir === null ? null : new SiteFileHashes(siteDir);
  const pageDigest = hashes ? (sitePaths: string[]) => hashes.pageDigest(sitePaths.filter(isTaskPagePath)) : undefined;
  const loadTimeoutMs = o.loadTimeoutS !== undefined ? o.loadTimeoutS * 1000 : LOAD_TIMEOUT_MS;
  if (manifest.browser.version === 'unknown') {
    manifest = { ...manifest, browser: { name: 'chromium', version: browser.version() } };
    writeManifest(o.outDir, manifest);
  }
  await forEachConcurrent(
    todo,
    o.workers ?? 1,
    async () => {
      const context = await browser.newContext({ viewport: VIEWPORT });
      const env = await TaskEnv.open(context, {
        taskUrl, mode: o.mode, convention: o.convention, readyAttribute: o.readyAttribute, readiness: o.readiness, loadTimeoutMs,
      });
      return { context, env, agent: o.makeAgent() };
    },
    async ({ env, agent }, { task, retryOf }) => {
      const ep = await runEpisode(env, agent, task, {
        maxSteps: o.maxSteps, taskTimeoutMs: o.taskTimeoutS * 1000, stepTimeoutMs: o.stepTimeoutS * 1000,
        screenshots: !!o.screenshots, retryOf, pageDigest,
      }, writer);
      episodes.push(ep);
      recorded?.(task);
      o.onEpisode?.(ep);
    },
    async ({ context }) => context.close(),
  );
  writeManifest(o.outDir, { ...manifest, finished_at: new Date().toISOString() });
  if (redoneFrom.size) {
    const samePage: string[] = [];
    const undigested: string[] = [];
    for (const e of episodes) {
      const before = redoneFrom.get(e.task_id);
      if (!before || mayReplace(before, e)) continue;
      (before.page_digest && e.page_digest ? samePage : undigested).push(e.task_id);
    }
    o.onRedone?.({ samePage: samePage.sort(), undigested: undigested.sort() });
  }
  return [...previous, ...episodes];
}

/** Why a run cannot be topped up by this checkout (before anything is built or touched). */
export function checkTopUp(dir: string, m: Manifest, harnessVersion: string): void {
  if (m.shard) throw new UserError(`${dir} is shard ${m.shard.index + 1}/${m.shard.count} of a run; merge the shards with \`cb runs merge\` and top up the merged run`);
  if (m.harness_version !== harnessVersion) {
    throw new UserError(`${dir} was recorded with harness ${m.harness_version} and this checkout is ${harnessVersion}: one run holds one harness version, so record it afresh`);
  }
}

/** The task ids (in the order of `tasks`) and summary hash of a run that holds `versions`. */
function listed(tasks: SuiteTask[], versions: Record<string, string>) {
  return { task_ids: tasks.map((t) => t.id).filter((id) => id in versions), versions, hash: versionsHash(versions) };
}
