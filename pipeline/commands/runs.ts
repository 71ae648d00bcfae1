import path from 'node:path';
import { loadTasks } from '../content/tasks';
import { statSync } from 'node:fs';
import { loadSuiteTasks } from '../content/suiteTask';
import { mergeRuns } from '../runs/merge';
import { upgradeAudit, upgradeRun } from '../runs/upgrade';
import { topUpTraceShots } from '../runs/traceShots';
import { paths } from '../content/paths';
import { globToRegExp } from '../content/select';
import { UserError } from '../errors';
import { useSuite } from '../content/suites';
import { isOfficialSuite } from '../official/importedSuite';
import { readManifest } from '../runs/runDir';
import { taskSiteSession } from './taskSite';

export function merge(dirs: string[], o: { out: string }): void {
  const m = mergeRuns(dirs.map((d) => path.resolve(d)), path.resolve(o.out), loadTasks());
  console.log(`merged ${dirs.length} shards: ${m.task_set.task_ids.length} tasks → ${o.out}`);
}

export function upgrade(targets: string[]): void {
  for (const t of targets) {
    const at = path.resolve(t);
    const result = statSync(at).isDirectory() ? upgradeRun(at, loadSuiteTasks) : upgradeAudit(at, loadSuiteTasks);
    console.log(`${result === 'upgraded' ? 'upgraded' : 'already current'}: ${t}`);
  }
}

/** `cb runs shots`: tops up each run's replayed screenshots; fails when an episode cannot be replayed from its first turn's page on. */
export async function shots(dirs: string[], o: { all?: boolean; out?: string; workers?: number; tasks?: string }): Promise<void> {
  const pattern = o.tasks ? globToRegExp(o.tasks) : null;
  const out = path.resolve(o.out ?? paths.traceShots());
  const unreplayed: string[] = [];
  // Each run replays on its own suite's task site: one site (and browser) per suite, in turn.
  const bySuite = new Map<string, string[]>();
  for (const dir of dirs) {
    const suite = readManifest(path.resolve(dir)).task_set.name;
    bySuite.set(suite, [...(bySuite.get(suite) ?? []), dir]);
  }
  for (const [suite, suiteDirs] of bySuite) {
    if (!isOfficialSuite(suite)) useSuite(suite);
    const site = taskSiteSession();
    try {
      for (const dir of suiteDirs) {
        const t0 = performance.now();
        const r = await topUpTraceShots(path.resolve(dir), {
          replayOn: site.get, out, which: o.all ? 'all' : 'failed', workers: o.workers ?? 2, only: pattern ? (id) => pattern.test(id) : undefined,
        });
        console.log(`${r.run}: ${r.made} episodes captured, ${r.kept} kept, ${r.pruned} removed; ${r.files} screenshots, ${(r.bytes / 1e6).toFixed(2)} MB (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
        for (const v of r.unreplayed) {
          if (v.kind === 'diverged') console.log(`  ${r.run} ${v.task_id}: replay diverged at step ${v.at.step} (${v.why}); its pages up to that step are kept`);
          else if (v.kind === 'not_replayable' && v.turn !== undefined) console.log(`  ${r.run} ${v.task_id}: ${v.why}; its pages before turn ${v.turn} are kept`);
          else if (v.kind === 'not_replayable') unreplayed.push(`${r.run} ${v.task_id}: ${v.why}`);
        }
      }
    } finally {
      await site.close();
    }
  }
  if (unreplayed.length) throw new UserError(`${unreplayed.length} episode(s) cannot be replayed, so they have no screenshots:\n  ${unreplayed.join('\n  ')}`);
}
