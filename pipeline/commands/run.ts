import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { makeAgent } from '../agents';
import { loadTasks } from '../content/tasks';
import { paths, projectRoot } from '../content/paths';
import { selectTasks } from '../content/select';
import { currentSuite } from '../content/suites';
import { runSuite } from '../harness/runSuite';
import type { Episode } from '../runs/records';
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
  replace?: boolean;
  workers: number;
}

export function harnessVersion(root = projectRoot()): string {
  return JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version;
}

export function gitInfo(root = projectRoot()): { sha: string | null; dirty: boolean | null } {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
    return { sha: git('rev-parse', 'HEAD'), dirty: git('status', '--porcelain', '--untracked-files=no') !== '' };
  } catch {
    return { sha: null, dirty: null };
  }
}

export async function run(o: RunCommandOptions): Promise<{ dir: string; episodes: Episode[] }> {
  const root = projectRoot();
  const tasks = selectTasks(loadTasks(), o.tasks);
  const agent = makeAgent(o.agent, { seed: o.seed });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').replace(/Z$/, '');
  const dir = o.out ? path.resolve(o.out) : path.join(paths.runs(root), `${stamp}_${o.agent}_${o.mode}`);
  if (o.replace && existsSync(path.join(dir, 'manifest.json'))) rmSync(dir, { recursive: true });
  await ensureSite(root);
  let passed = 0;
  const episodes = await runSuite({
    tasks, agent, makeAgent: () => makeAgent(o.agent, { seed: o.seed }), workers: o.workers, mode: o.mode, suite: currentSuite(), siteDir: paths.site(root), outDir: dir, runId: path.basename(dir),
    maxSteps: o.maxSteps, taskTimeoutS: o.taskTimeoutS ?? 600, seed: o.seed, harnessVersion: harnessVersion(root), git: gitInfo(root),
    onEpisode(ep, done) {
      if (ep.status === 'success') passed++;
      if (!o.quiet) {
        console.error(`[${done}/${tasks.length}] ${ep.status.padEnd(9)} ${ep.task_id} (${ep.steps} steps, ${Math.round(ep.duration_ms)} ms)${ep.error ? ` ${ep.error.split('\n')[0]}` : ''}  pass ${passed}/${done}`);
      }
    },
  });
  console.log(`${o.agent} ${o.mode}: ${passed}/${episodes.length} passed (${((100 * passed) / Math.max(1, episodes.length)).toFixed(1)}%) → ${path.relative(process.cwd(), dir) || dir}`);
  if (passed < episodes.length && o.agent === 'oracle') process.exitCode = 1;
  return { dir, episodes };
}
