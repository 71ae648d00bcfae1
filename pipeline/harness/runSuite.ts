/** Running one agent over a task list against a built site, into a new run directory. */
import type { TaskSpec } from '../../src/core/taskSpec';
import { taskSetHash } from '../content/select';
import type { Agent } from '../agents/agent';
import { RUN_FORMAT_VERSION, type Episode, type Manifest } from '../runs/records';
import { RunWriter } from '../runs/runDir';
import { launchChromium, VIEWPORT } from './browser';
import { runEpisode } from './runner';
import { serveStatic } from './staticServer';
import { TaskEnv } from './taskEnv';
import { forEachConcurrent } from './workerPool';

export interface RunSuiteOptions {
  tasks: TaskSpec[];
  agent: Agent;
  /** Fresh agents for workers beyond the first (agents keep per-episode state). */
  makeAgent?: () => Agent;
  mode: string;
  /** Suite the tasks come from (recorded in the manifest). */
  suite: string;
  siteDir: string;
  outDir: string;
  runId: string;
  maxSteps: number;
  taskTimeoutS: number;
  seed: number;
  harnessVersion: string;
  git: Manifest['git'];
  /** Browser contexts working in parallel (default 1). */
  workers?: number;
  onEpisode?(e: Episode, done: number): void;
}

export async function runSuite(o: RunSuiteOptions): Promise<Episode[]> {
  const site = await serveStatic(o.siteDir);
  const browser = await launchChromium();
  const episodes: Episode[] = [];
  try {
    const manifest: Manifest = {
      format: 'componentbench-run', format_version: RUN_FORMAT_VERSION, run_id: o.runId,
      agent: { name: o.agent.name, model: o.agent.model }, mode: o.mode, harness_version: o.harnessVersion,
      task_set: { name: o.suite, hash: taskSetHash(o.tasks), task_ids: o.tasks.map((t) => t.id) }, git: o.git, seed: o.seed,
      budget: { max_steps: o.maxSteps, task_timeout_s: o.taskTimeoutS },
      browser: { name: 'chromium', version: browser.version() }, started_at: new Date().toISOString(), finished_at: null,
    };
    const writer = RunWriter.create(o.outDir, manifest);
    await forEachConcurrent(
      o.tasks,
      o.workers ?? 1,
      async (w) => {
        const context = await browser.newContext({ viewport: VIEWPORT });
        const env = await TaskEnv.open(context, { taskUrl: (id) => `${site.url}/task/${id}?mode=benchmark` });
        return { context, env, agent: w === 0 ? o.agent : o.makeAgent?.() ?? o.agent };
      },
      async ({ env, agent }, task) => {
        const ep = await runEpisode(env, agent, task, { maxSteps: o.maxSteps, taskTimeoutMs: o.taskTimeoutS * 1000 }, writer);
        episodes.push(ep);
        o.onEpisode?.(ep, episodes.length);
      },
      async ({ context }) => context.close(),
    );
    writer.writeManifest({ ...manifest, finished_at: new Date().toISOString() });
  } finally {
    await browser.close();
    await site.close();
  }
  return episodes;
}
