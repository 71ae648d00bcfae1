import { loadTasks } from '../content/tasks';
import { paths, projectRoot } from '../content/paths';
import { coveringSample, selectTasks } from '../content/select';
import { scanSuite, type LeakReport } from '../leaks/scanLeaks';
import { ensureSite } from '../site/build';
import { LeakRecord } from '../leaks/leakRecord';

/**
 * Scan the selected task pages, rendering only those changed since the record last saw them (all
 * of them with `cache: false`), and keep every rendered page's report in data/leaks/report.json.
 */
export async function scanLeaks(o: { tasks?: string; covering?: boolean; json?: boolean; workers: number; cache: boolean }): Promise<LeakReport[]> {
  const root = projectRoot();
  const all = loadTasks();
  const selected = selectTasks(all, o.tasks);
  const tasks = o.covering ? coveringSample(selected) : selected;
  await ensureSite(root);
  const t0 = performance.now();
  const record = LeakRecord.open(paths.leakRecord(root), paths.site(root));
  record.keepOnly(all.map((t) => t.id));
  let reports: LeakReport[];
  try {
    reports = await scanSuite(tasks, paths.site(root), {
      onReport: (r) => {
        if (!o.json) for (const p of r.problems) console.log(`LEAK ${r.task_id}: ${p}${r.cached ? ' (unchanged since the last scan)' : ''}`);
      },
      workers: o.workers, record, rerender: !o.cache,
    });
  } finally {
    // What was rendered before an interruption is kept.
    record.save();
  }
  const leaky = reports.filter((r) => r.problems.length > 0);
  const cached = reports.filter((r) => r.cached).length;
  const seconds = ((performance.now() - t0) / 1000).toFixed(1);
  if (o.json) console.log(JSON.stringify({ scanned: reports.length, rendered: reports.length - cached, leaks: leaky.length, seconds: Number(seconds), reports: leaky }, null, 2));
  else console.log(`${reports.length} tasks scanned (${reports.length - cached} rendered, ${cached} unchanged since their last scan), ${leaky.length} with leaks, in ${seconds} s`);
  if (leaky.length) process.exitCode = 1;
  return reports;
}
