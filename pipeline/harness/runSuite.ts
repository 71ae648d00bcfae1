/**
 * Running one agent over a task list into a run directory: new runs, resumed runs (finished
 * episodes are skipped, attempts killed in flight are redone) and re-runs of harness errors. Tasks
 * are spread over `workers` browser contexts in one process; for many machines, shard the task list
 * and merge the run directories afterwards.
 */
import type { SuiteTask } from '../content/suiteTask';
import { taskSetHash } from '../content/select';
import type { Agent } from '../agents/agent';
import { UserError } from '../errors';
import { RUN_FORMAT_VERSION, type Episode, type Manifest, type ModeName } from '../runs/records';
import { readRun, RunWriter, writeManifest } from '../runs/runDir';
import { launchChromium, VIEWPORT } from './browser';
import type { Convention } from './coordinates';
import { modeFlags } from './modes';
import { runEpisode } from './runner';
import { serveStatic } from './staticServer';
import { TaskEnv } from './taskEnv';
import { forEachConcurrent } from './workerPool';

export const DEFAULT_TASK_URL = '/task/{id}?mode=benchmark';

export interface RunSuiteOptions {
  tasks: SuiteTask[];
  /** A fresh agent per worker (agents keep per-episode state). */
  makeAgent: () => Agent;
  mode: ModeName;
  convention: Convention;
  suite: string;
  /** Serve this built site locally… */
  siteDir?: string;
  /** …or drive an already running task site (anything that speaks the signal contract). */
  envUrl?: string;
  /** Task page path pattern; `{id}` is replaced by the task id. */
  taskUrl?: string;
  /** Pages mark themselves ready with html[data-cb-ready] (ours do; the official site's need not). */
  readyAttribute?: boolean;
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
  /** Continue the run already in outDir. */
  resume?: boolean;
  /** With resume: run again the episodes that ended in harness_error. */
  retryErrors?: boolean;
  onStart?(todo: number, done: Episode[]): void;
  onEpisode?(e: Episode): void;
}

export async function runSuite(o: RunSuiteOptions): Promise<Episode[]> {
  const probe = o.makeAgent();
  if (!probe.supports(o.mode)) throw new UserError(`the ${probe.name} agent does not support ${o.mode} mode`);
  // A model agent answers in its own coordinate convention.
  o = { ...o, convention: probe.convention ?? o.convention };
  let writer: RunWriter;
  let manifest: Manifest;
  let todo: { task: SuiteTask; retryOf: string | null }[];
  let previous: Episode[] = [];
  if (o.resume) {
    const run = readRun(o.outDir, { recover: true });
    manifest = run.manifest;
    if (manifest.task_set.hash !== taskSetHash(o.tasks)) {
      throw new UserError(`${o.outDir} was recorded on a different version of its tasks; it cannot be resumed against the current ones`);
    }
    if (manifest.agent.name !== probe.name || manifest.mode !== o.mode) {
      throw new UserError(`${o.outDir} is a ${manifest.agent.name}/${manifest.mode} run; resume it with the same agent and mode`);
    }
    const final = new Map(run.episodes.map((e) => [e.task_id, e]));
    todo = o.tasks
      .filter((t) => !final.has(t.id) || (o.retryErrors && final.get(t.id)!.status === 'harness_error'))
      .map((t) => ({ task: t, retryOf: final.get(t.id)?.attempt ?? null }));
    previous = run.episodes.filter((e) => !todo.some((x) => x.task.id === e.task_id));
    writer = RunWriter.reopen(o.outDir);
    manifest = { ...manifest, resumed_at: [...manifest.resumed_at, new Date().toISOString()], finished_at: null };
    writeManifest(o.outDir, manifest);
  } else {
    todo = o.tasks.map((task) => ({ task, retryOf: null }));
    manifest = {
      format: 'componentbench-run', format_version: RUN_FORMAT_VERSION, run_id: o.runId,
      agent: { name: probe.name, model: probe.model, config: probe.config }, mode: o.mode, mode_flags: modeFlags(o.mode, o.convention),
      harness_version: o.harnessVersion,
      task_set: { name: o.suite, hash: taskSetHash(o.tasks), task_ids: o.tasks.map((t) => t.id) },
      env_url: o.envUrl ?? null, shard: o.shard ?? null, git: o.git, seed: o.seed,
      budget: { max_steps: o.maxSteps, task_timeout_s: o.taskTimeoutS, step_timeout_s: o.stepTimeoutS },
      viewport: { ...VIEWPORT }, browser: { name: 'chromium', version: 'unknown' }, screenshots: !!o.screenshots,
      started_at: new Date().toISOString(), resumed_at: [], finished_at: null,
    };
    writer = RunWriter.create(o.outDir, manifest);
  }
  o.onStart?.(todo.length, previous);

  const site = o.envUrl ? null : await serveStatic(o.siteDir ?? 'dist');
  const base = (o.envUrl ?? site!.url).replace(/\/$/, '');
  const pattern = o.taskUrl ?? DEFAULT_TASK_URL;
  const browser = await launchChromium();
  const episodes: Episode[] = [];
  try {
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
          taskUrl: (id) => `${base}${pattern.replace('{id}', encodeURIComponent(id))}`, mode: o.mode, convention: o.convention,
          readyAttribute: o.readyAttribute,
        });
        return { context, env, agent: o.makeAgent() };
      },
      async ({ env, agent }, { task, retryOf }) => {
        const ep = await runEpisode(env, agent, task, {
          maxSteps: o.maxSteps, taskTimeoutMs: o.taskTimeoutS * 1000, stepTimeoutMs: o.stepTimeoutS * 1000,
          screenshots: !!o.screenshots, retryOf,
        }, writer);
        episodes.push(ep);
        o.onEpisode?.(ep);
      },
      async ({ context }) => context.close(),
    );
    writeManifest(o.outDir, { ...manifest, finished_at: new Date().toISOString() });
  } finally {
    await browser.close();
    await site?.close();
  }
  return [...previous, ...episodes];
}
