import { loadTasks } from '../content/tasks';
import { paths, projectRoot } from '../content/paths';
import { coveringSample, selectTasks } from '../content/select';
import { scanSuite, type LeakReport } from '../leaks/scanLeaks';
import { ensureSite } from '../site/build';

export async function scanLeaks(o: { tasks?: string; covering?: boolean; json?: boolean; workers: number }): Promise<LeakReport[]> {
  const root = projectRoot();
  const selected = selectTasks(loadTasks(), o.tasks);
  const tasks = o.covering ? coveringSample(selected) : selected;
  await ensureSite(root);
  const reports = await scanSuite(tasks, paths.site(root), (r) => {
    if (!o.json) for (const p of r.problems) console.log(`LEAK ${r.task_id}: ${p}`);
  }, o.workers);
  const leaky = reports.filter((r) => r.problems.length > 0);
  if (o.json) console.log(JSON.stringify({ scanned: reports.length, leaks: leaky.length, reports: leaky }, null, 2));
  else console.log(`${reports.length} tasks scanned, ${leaky.length} with leaks`);
  if (leaky.length) process.exitCode = 1;
  return reports;
}
