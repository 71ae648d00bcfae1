/**
 * Pipeline throughput on synthetic runs (a seeded behaviour simulator; its runs are marked
 * synthetic, live in a temporary directory and are deleted afterwards — never published).
 * For each size it times the whole warehouse build (read + validate runs, base tables, metric
 * tables, reported results) and, as the baseline measured in the same run, reading the same run
 * files with JSON.parse alone. Peak memory is the process's maximum resident set (DuckDB runs
 * in-process, so it is included).
 *   npm run bench:pipeline [-- --sizes 10000,100000 --seed 7]
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadTasks } from '../../pipeline/content/tasks';
import { paths } from '../../pipeline/content/paths';
import { readRun } from '../../pipeline/runs/runDir';
import { simulateRuns } from '../../pipeline/synthetic/behaviourSimulator';
import { readInputs, writeWarehouse } from '../../pipeline/warehouse/buildWarehouse';

const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};
const sizes = arg('sizes', '10000,100000').split(',').map(Number);
const seed = Number(arg('seed', '7'));

function rawRead(runsDir: string): number {
  let lines = 0;
  for (const d of readdirSync(runsDir)) {
    for (const f of ['episodes.jsonl', 'steps.jsonl']) {
      for (const line of readFileSync(path.join(runsDir, d, f), 'utf8').split('\n')) if (line) { JSON.parse(line); lines++; }
    }
  }
  return lines;
}

async function main() {
  const tasks = loadTasks();
  const oracle = readRun(path.join(paths.bundledRuns(), 'oracle-axtree'));
  const successStates = new Map(oracle.episodes.filter((e) => e.final_state).map((e) => [e.task_id, e.final_state!]));
  const results: { episodes: number; steps: number; seconds: number; baseline: number; peakGiB: number }[] = [];
  for (const n of sizes) {
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'cb-bench-pipeline-'));
    try {
      const runsDir = path.join(scratch, 'runs');
      // A 24-step budget puts the synthetic warehouse at about ten steps per episode (1M steps per 100k episodes).
      await simulateRuns({ tasks, successStates, episodes: n, seed, outDir: runsDir, maxSteps: 24 });
      let t = performance.now();
      const lines = rawRead(runsDir);
      const baseline = (performance.now() - t) / 1000;
      t = performance.now();
      const inputs = await readInputs([{ dir: runsDir, source: 'local' }], { allowSynthetic: true, cacheDir: path.join(scratch, 'cache'), realizedFile: null, official: false });
      const readSeconds = (performance.now() - t) / 1000;
      const counts = await writeWarehouse(inputs, path.join(scratch, 'warehouse'));
      const seconds = (performance.now() - t) / 1000;
      const cachedAt = performance.now();
      await writeWarehouse(await readInputs([{ dir: runsDir, source: 'local' }], { allowSynthetic: true, cacheDir: path.join(scratch, 'cache'), realizedFile: null, official: false }), path.join(scratch, 'warehouse'));
      const rebuildSeconds = (performance.now() - cachedAt) / 1000;
      const peakGiB = process.resourceUsage().maxRSS / 2 ** 20;
      results.push({ episodes: counts.episodes, steps: counts.steps, seconds, baseline, peakGiB });
      console.log(`${counts.episodes} episodes, ${counts.steps} steps (${lines} lines): pipeline ${seconds.toFixed(1)} s, `
        + `JSON.parse of the same files ${baseline.toFixed(1)} s (ratio ${(seconds / baseline).toFixed(1)}×), peak RSS ${peakGiB.toFixed(2)} GiB; `
        + `reading runs ${readSeconds.toFixed(1)} s, tables ${(seconds - readSeconds).toFixed(1)} s; rebuild with every run cached ${rebuildSeconds.toFixed(1)} s`);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  if (results.length > 1) {
    const [a, b] = [results[0], results[results.length - 1]];
    console.log(`growth ${a.episodes} → ${b.episodes} episodes: ×${(b.episodes / a.episodes).toFixed(1)} data, ×${(b.seconds / a.seconds).toFixed(1)} time`);
  }
  const last = results[results.length - 1];
  console.log(`goal at the largest size: ≤ 60 s and < 4 GiB — ${last.seconds <= 60 && last.peakGiB < 4 ? 'met' : 'NOT met'}`);
}

main();
