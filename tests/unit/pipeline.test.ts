/**
 * The pipeline end to end on fixture runs: incremental (a second build reads no run again and
 * writes the same tables), and Layer 2 enrichment through a model when asked for.
 */
import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ModelConfigSchema } from '../../pipeline/agents/model/config';
import { loadTasks } from '../../pipeline/content/tasks';
import { RunWriter } from '../../pipeline/runs/runDir';
import { readInputs, writeWarehouse } from '../../pipeline/warehouse/buildWarehouse';
import { queryRows, sqlString, withDuckDB } from '../../pipeline/warehouse/duckdb';
import { TABLES } from '../../pipeline/warehouse/schema';
import { fixtureEpisode, fixtureManifest, fixtureStep } from '../fixtures/runs';
import { startStubModel } from '../fixtures/stubModelServer';

const tasks = loadTasks();
const scratch = mkdtempSync(path.join(os.tmpdir(), 'cb-pipeline-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const picked = tasks.filter((t) => t.canonical_type === 'switch');
function makeRun(dir: string, runId: string) {
  const w = RunWriter.create(dir, fixtureManifest(runId, picked));
  for (const [i, t] of picked.slice(0, 4).entries()) {
    w.appendStep(fixtureStep(t.id, `a${i}`, i < 2));
    w.appendEpisode(fixtureEpisode(t.id, `a${i}`, i < 2 ? 'success' : 'max_steps'));
  }
}

async function tableDump(dir: string): Promise<Record<string, unknown[]>> {
  return withDuckDB(async (c) => {
    const out: Record<string, unknown[]> = {};
    for (const t of Object.keys(TABLES)) out[t] = await queryRows(c, `SELECT * FROM read_parquet(${sqlString(path.join(dir, `${t}.parquet`))})`);
    return out;
  });
}

describe('cb pipeline', () => {
  const runs = path.join(scratch, 'runs');
  const cacheDir = path.join(scratch, 'cache');
  makeRun(path.join(runs, 'r1'), 'r1');
  makeRun(path.join(runs, 'r2'), 'r2');

  it('reads each run once: a rebuild takes every run from the cache and writes the same tables', async () => {
    const seen: boolean[] = [];
    const first = await readInputs([{ dir: runs, source: 'local' }], { cacheDir, onRun: (f) => seen.push(f.cached) });
    await writeWarehouse(first, path.join(scratch, 'wh1'));
    const second = await readInputs([{ dir: runs, source: 'local' }], { cacheDir, onRun: (f) => seen.push(f.cached) });
    await writeWarehouse(second, path.join(scratch, 'wh2'));
    expect(seen).toEqual([false, false, true, true]);
    const [a, b] = [await tableDump(path.join(scratch, 'wh1')), await tableDump(path.join(scratch, 'wh2'))];
    expect(b).toEqual(a);
    expect(a.failures).toHaveLength(4);
    expect(a.run_metrics.map((r) => (r as { passed: number }).passed)).toEqual([2, 2]);
    expect(a.run_pairs).toHaveLength(1);

    // A run whose files change is read again; the others still come from the cache.
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(runs, 'r2', 'steps.jsonl'), later, later);
    const third: boolean[] = [];
    await readInputs([{ dir: runs, source: 'local' }], { cacheDir, onRun: (f) => third.push(f.cached) });
    expect(third).toEqual([true, false]);
  });

  it('asks a model to revise the observations of tasks with failures only when enrichment is on, and validates its replies', async () => {
    const stub = await startStubModel(() => ({ content: '{"primary_category": "no such category"}' }));
    try {
      const inputs = await readInputs([{ dir: runs, source: 'local' }], { cacheDir });
      await writeWarehouse(inputs, path.join(scratch, 'wh-plain'));
      expect(stub.requests).toHaveLength(0);
      const enrich = ModelConfigSchema.parse({ base_url: stub.baseUrl, model: 'stub-judge', backoff_s: 0, timeout_s: 2, max_retries: 0 });
      await writeWarehouse(await readInputs([{ dir: runs, source: 'local' }], { cacheDir }), path.join(scratch, 'wh-enriched'), { enrich });
      // Two tasks failed (in both runs): one model call each.
      expect(stub.requests).toHaveLength(2);
      const rows = await withDuckDB((c) => queryRows(c, `SELECT task_id, source, json_extract_string(observation_json, '$.enrichment.status') AS status
        FROM read_parquet(${sqlString(path.join(scratch, 'wh-enriched', 'observations.parquet'))}) WHERE failed > 0 ORDER BY task_id`));
      // An invalid reply is rejected: the deterministic record stays, marked with the rejection.
      expect(rows).toEqual([picked[2], picked[3]].map((t) => ({ task_id: t.id, source: 'deterministic', status: 'rejected' })).sort((x, y) => (x.task_id < y.task_id ? -1 : 1)));
    } finally {
      await stub.close();
    }
  });
});
