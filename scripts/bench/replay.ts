/**
 * Replay against recording: the rule agent records a run on a sample of tasks, then
 * `cb submission verify`'s replay re-executes it, both with the same workers on the same built
 * site and machine, alternating for `--rounds` rounds so drift in the machine's load falls on both.
 * The ratio replay / record is what a maintainer pays to verify a submission against what the
 * submitter paid to record it (the rule agent decides in microseconds, so this is the harsh case:
 * recording time is almost all page and harness time, which replay repeats).
 *   npm run bench:replay [-- --tasks 120 --rounds 2 --workers 2]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from '../../pipeline/commands/run';
import { paths } from '../../pipeline/content/paths';
import { loadTasks } from '../../pipeline/content/tasks';
import { launchChromium } from '../../pipeline/harness/browser';
import { serveTaskPages } from '../../pipeline/harness/staticServer';
import { ensureSite } from '../../pipeline/site/build';
import { replayRun } from '../../pipeline/submissions/replay';

const arg = (name: string, def: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const v = i > 0 ? Number(process.argv[i + 1]) : def;
  if (!Number.isInteger(v) || v < 1) { console.error(`--${name} must be a whole number ≥ 1`); process.exit(2); }
  return v;
};
const nTasks = arg('tasks', 120);
const rounds = arg('rounds', 2);
const workers = arg('workers', 2);

await ensureSite();
const all = loadTasks();
// Evenly spread over the suite (ids are sorted by type and library), so every family is in it.
const sample = all.filter((_, i) => i % Math.max(1, Math.floor(all.length / nTasks)) === 0).slice(0, nTasks);
const glob = `{${sample.map((t) => t.id).join(',')}}`;
const scratch = mkdtempSync(path.join(os.tmpdir(), 'cb-bench-replay-'));
const rows: { record: number; replay: number; replayed: number; episodes: number }[] = [];
try {
  for (let r = 0; r < rounds; r++) {
    const out = path.join(scratch, `rule-${r}`);
    let t = performance.now();
    await run({ agent: 'rule', mode: 'axtree', convention: 'raw', tasks: glob, out, maxSteps: 20, taskTimeout: 600, stepTimeout: 300, seed: 0, workers, quiet: true });
    const record = (performance.now() - t) / 1000;
    // Replay pays for its own site server and browser, as `cb submission verify` does.
    t = performance.now();
    const site = await serveTaskPages(paths.site());
    const browser = await launchChromium();
    let report;
    try {
      report = await replayRun(out, { browser, siteUrl: site.url, workers });
    } finally {
      await browser.close();
      await site.close();
    }
    const replay = (performance.now() - t) / 1000;
    rows.push({ record, replay, replayed: report.replayed, episodes: report.episodes.length });
    console.log(`round ${r + 1}: record ${record.toFixed(1)} s, replay ${replay.toFixed(1)} s (${report.replayed}/${report.episodes.length} replayed), ratio ${(replay / record).toFixed(2)}`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
const sum = (k: 'record' | 'replay') => rows.reduce((s, x) => s + x[k], 0);
console.log(`\nrule agent, axtree, ${sample.length} tasks, ${workers} workers, ${rounds} round(s)`);
console.log(`record ${sum('record').toFixed(1)} s, replay ${sum('replay').toFixed(1)} s: replay / record = ${(sum('replay') / sum('record')).toFixed(2)}`);
if (rows.some((x) => x.replayed !== x.episodes)) {
  console.log('some episodes did not replay: see `cb submission verify` on a recorded run');
  process.exitCode = 1;
}
