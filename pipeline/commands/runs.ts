import path from 'node:path';
import { loadTasks } from '../content/tasks';
import { statSync } from 'node:fs';
import { loadSuiteTasks } from '../content/suiteTask';
import { mergeRuns } from '../runs/merge';
import { upgradeAudit, upgradeRun } from '../runs/upgrade';

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
