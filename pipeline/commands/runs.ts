import path from 'node:path';
import { loadTasks } from '../content/tasks';
import { mergeRuns } from '../runs/merge';

export function merge(dirs: string[], o: { out: string }): void {
  const m = mergeRuns(dirs.map((d) => path.resolve(d)), path.resolve(o.out), loadTasks());
  console.log(`merged ${dirs.length} shards: ${m.task_set.task_ids.length} tasks → ${o.out}`);
}
