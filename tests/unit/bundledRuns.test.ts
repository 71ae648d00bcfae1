import { describe, expect, it } from 'vitest';
import { paths } from '../../pipeline/content/paths';
import { readInputs } from '../../pipeline/warehouse/buildWarehouse';

describe('bundled runs', () => {
  it('match the current task specs, so the published leaderboard describes these tasks', () => {
    const { runs, suites } = readInputs([{ dir: paths.bundledRuns(), source: 'bundled' }]);
    const tasks = suites.get('full')!;
    expect(runs.length).toBeGreaterThan(0);
    const oracle = runs.find((r) => r.data.manifest.agent.name === 'oracle' && r.data.manifest.mode === 'axtree');
    expect(oracle, 'an oracle axtree run is bundled').toBeDefined();
    expect(oracle!.data.episodes.map((e) => e.task_id).sort()).toEqual(tasks.map((t) => t.id).sort());
    expect(oracle!.data.episodes.every((e) => e.status === 'success')).toBe(true);
  });
});
