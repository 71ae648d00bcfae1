import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { OracleAgent } from '../../pipeline/agents/oracle';
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
    const centring = (actions: string[]) => actions.filter((a, i) => a.startsWith('scroll(') && actions[i + 1]?.startsWith('drag_and_drop(')).length;
    let extra = 0;
    for (const e of run.episodes) {
      const t = byId.get(e.task_id)!;
      const actions = run.steps.filter((s) => s.task_id === e.task_id).map((s) => s.action);
      const ref = t.reference_solution.map((r) => (r.do === 'scroll' ? 'scroll(' : r.do === 'drag_and_drop' ? 'drag_and_drop(' : r.do));
      const centred = centring(actions) - centring(ref);
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
