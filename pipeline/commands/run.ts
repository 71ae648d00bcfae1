import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { makeAgent } from '../agents';
import { loadTasks } from '../content/tasks';
import { paths, projectRoot } from '../content/paths';
import { selectTasks, taskSetHash } from '../content/select';
import { launchChromium, VIEWPORT } from '../harness/browser';
import { runEpisode } from '../harness/runner';
import { serveStatic } from '../harness/staticServer';
import { TaskEnv } from '../harness/taskEnv';
import { RUN_FORMAT_VERSION, type Episode } from '../runs/records';
import { RunWriter } from '../runs/runDir';
import { ensureSite } from '../site/build';

export interface RunCommandOptions {
  agent: string;
  mode: string;
  tasks?: string;
  out?: string;
  maxSteps: number;
  seed: number;
  taskTimeoutS?: number;
  quiet?: boolean;
}

export function harnessVersion(root = projectRoot()): string {
  return JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version;
}

export function gitInfo(root = projectRoot()): { sha: string | null; dirty: boolean | null } {
  try {
    const sha = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() !== '';
    return { sha, dirty };
  } catch {
    return { sha: null, dirty: null };
  }
}

export async function run(o: RunCommandOptions): Promise<{ dir: string; episodes: Episode[] }> {
  const root = projectRoot();
  const tasks = selectTasks(loadTasks(), o.tasks);
  const agent = makeAgent(o.agent, { seed: o.seed });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').replace(/Z$/, '');
  const runId = o.out ? path.basename(path.resolve(o.out)) : `${stamp}_${o.agent}_${o.mode}`;
  const dir = o.out ? path.resolve(o.out) : path.join(paths.runs(root), runId);
  await ensureSite(root);
  const site = await serveStatic(paths.site(root));
  const browser = await launchChromium();
  const episodes: Episode[] = [];
  try {
    const writer = RunWriter.create(dir, {
      format: 'componentbench-run', format_version: RUN_FORMAT_VERSION, run_id: runId,
      agent: { name: agent.name, model: agent.model }, mode: o.mode, harness_version: harnessVersion(root),
      task_set: { name: 'local', hash: taskSetHash(tasks), count: tasks.length }, git: gitInfo(root), seed: o.seed,
      budget: { max_steps: o.maxSteps, task_timeout_s: o.taskTimeoutS ?? 600 },
      browser: { name: 'chromium', version: browser.version() }, started_at: new Date().toISOString(), finished_at: null,
    });
    const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
    const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'no-preference' });
    const env = await TaskEnv.open(context, { taskUrl: (id) => `${site.url}/task/${id}?mode=benchmark` });
    for (const [i, task] of tasks.entries()) {
      const ep = await runEpisode(env, agent, task, { maxSteps: o.maxSteps, taskTimeoutMs: (o.taskTimeoutS ?? 600) * 1000 }, writer);
      episodes.push(ep);
      if (!o.quiet) {
        const passed = episodes.filter((e) => e.status === 'success').length;
        console.error(`[${i + 1}/${tasks.length}] ${ep.status.padEnd(9)} ${task.id} (${ep.steps} steps, ${Math.round(ep.duration_ms)} ms)${ep.error ? ` ${ep.error.split('\n')[0]}` : ''}  pass ${passed}/${episodes.length}`);
      }
    }
    await context.close();
    writer.writeManifest({ ...manifest, finished_at: new Date().toISOString() });
  } finally {
    await browser.close();
    await site.close();
  }
  const passed = episodes.filter((e) => e.status === 'success').length;
  console.log(`${o.agent} ${o.mode}: ${passed}/${episodes.length} passed (${((100 * passed) / Math.max(1, episodes.length)).toFixed(1)}%) → ${path.relative(process.cwd(), dir)}`);
  return { dir, episodes };
}
