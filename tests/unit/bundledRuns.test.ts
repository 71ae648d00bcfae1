import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../../pipeline/content/paths';
import { readInputs } from '../../pipeline/warehouse/buildWarehouse';

describe('bundled runs', () => {
  it('match the current task specs, so the published leaderboard describes these tasks', async () => {
    const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'cb-bundled-'));
    try {
      const { runs, suites, realized } = await readInputs([{ dir: paths.bundledRuns(), source: 'bundled' }], { cacheDir });
      const tasks = suites.get('full')!;
      expect(runs.length).toBeGreaterThan(0);
      const oracle = runs.find((r) => r.manifest.agent.name === 'oracle' && r.manifest.mode === 'axtree');
      expect(oracle, 'an oracle axtree run is bundled').toBeDefined();
      expect(oracle!.scored.map((e) => e.task_id).sort()).toEqual(tasks.map((t) => t.id).sort());
      expect(oracle!.scored.every((e) => e.success)).toBe(true);
      expect(oracle!.episodes).toBe(tasks.length);
      // The oracle is bundled in every observation/action space, and solves every task in each.
      const oracles = runs.filter((r) => r.manifest.agent.name === 'oracle');
      expect(oracles.map((r) => r.manifest.mode).sort()).toEqual(['axtree', 'browser_use', 'pixel', 'som']);
      for (const r of oracles) expect(r.scored.filter((e) => !e.success).map((e) => `${r.manifest.mode} ${e.task_id}`)).toEqual([]);
      // The committed realized-difficulty audit covers the same tasks (readInputs refuses a stale one).
      expect([...realized.keys()].sort()).toEqual(tasks.map((t) => t.id).sort());
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });
});
