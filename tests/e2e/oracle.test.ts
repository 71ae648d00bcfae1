import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { DRAG_CENTRE_OUTPUT, OracleAgent } from '../../pipeline/agents/oracle';
import { runSuite } from '../../pipeline/harness/runSuite';
import { readRun } from '../../pipeline/runs/runDir';
import { evaluatePredicate } from '../../src/core/predicate';
import { modeSample } from './modeSample';

/**
 * The oracle in axtree over its share of the covering sample (./modeSample.ts), so the sweep's size
 * follows the types, not the number of tasks; the full sweep is `npm run sweep:oracle`.
 */
describe('oracle sweep (axtree)', () => {
  const tasks = modeSample.axtree;
  it(`passes its ${tasks.length} covering tasks with exactly their reference steps (and a drag's centring scroll), and the run re-scores`, async () => {
    const outDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'cb-oracle-')), 'run');
    const episodes = await runSuite({
      tasks, makeAgent: () => new OracleAgent(), mode: 'axtree', convention: 'raw', suite: 'full', siteDir: inject('siteDir'), outDir, runId: 'e2e-oracle',
      maxSteps: 20, taskTimeoutS: 600, stepTimeoutS: 300, seed: 0, harnessVersion: 'test', git: { sha: null, dirty: null }, workers: 2,
    });
    const failed = episodes.filter((e) => e.status !== 'success').map((e) => `${e.task_id}: ${e.status} ${e.error ?? ''}`);
    expect(failed).toEqual([]);
    expect(episodes).toHaveLength(tasks.length);

    const run = readRun(outDir);
    const byId = new Map(tasks.map((t) => [t.id, t]));
    // The one action beyond the reference an element drag may take: a page scroll just before it that
    // brings its ends away from the view's edge, where dnd-kit would scroll the page under the drop.
    let extra = 0;
    for (const e of run.episodes) {
      const t = byId.get(e.task_id)!;
      const turns = run.steps.filter((s) => s.task_id === e.task_id);
      const centring = turns.filter((s) => s.output === DRAG_CENTRE_OUTPUT);
      for (const s of centring) expect(s.action, e.task_id).toMatch(/^scroll\(0, -?\d+\)$/);
      const centred = centring.length;
      expect(centred, e.task_id).toBeLessThanOrEqual(t.reference_solution.filter((r) => r.do === 'drag_and_drop').length);
      extra += centred;
      expect(e.steps, e.task_id).toBe(t.reference_steps + centred);
      expect(e.final_state, e.task_id).not.toBeNull();
      // The recorded committed state alone re-scores as a success with the spec's predicate.
      expect(evaluatePredicate(t.predicate, e.final_state!), e.task_id).toBe(true);
    }
    expect(run.steps).toHaveLength(tasks.reduce((n, t) => n + t.reference_steps, 0) + extra);
    expect(run.manifest.finished_at).not.toBeNull();
  });
});
