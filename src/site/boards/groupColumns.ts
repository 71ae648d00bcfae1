/**
 * Column grouping for the heatmaps: one group per model (or scripted agent), one column per mode
 * inside it, like the paper's Figure 3.
 */
import { actorName } from '../../../pipeline/site/data/leaderboard';

export interface ColumnGroup<T> {
  label: string;
  columns: T[];
}

export function groupByActor<T extends { agent?: string | null; model: string | null }>(items: T[]): ColumnGroup<T>[] {
  const groups = new Map<string, ColumnGroup<T>>();
  for (const item of items) {
    const label = actorName(item.agent ?? null, item.model);
    const g = groups.get(label) ?? { label, columns: [] };
    g.columns.push(item);
    groups.set(label, g);
  }
  return [...groups.values()];
}
