/**
 * Ingesting submissions: the copy is idempotent (a second ingest changes no byte or timestamp),
 * atomic (a failure between copy and rename leaves the destination as it was), provenance is
 * recorded (a maintainer's re-run, or how much of the run replayed; a replay that diverged refuses
 * the run), and the rebuilt warehouse carries it in the runs table.
 */
import { cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readManifest, readRun, writeManifest } from '../../pipeline/runs/runDir';
import { provenanceLabel } from '../../pipeline/site/data/leaderboard';
import type { ReplayReport, ReplayVerdict } from '../../pipeline/submissions/replay';
import { ingestSubmission, type IngestOptions } from '../../pipeline/submissions/ingest';
import { queryRows, sqlString, withDuckDB } from '../../pipeline/warehouse/duckdb';
import { usePackedSubmission } from '../fixtures/packedSubmission';

const fx = usePackedSubmission('cb-ingest-', 'submissions');
let n = 0;

/** Every file below `dir` with its bytes and modification time. */
function snapshot(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const d of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const r = path.join(rel, d.name);
      if (d.isDirectory()) { out[`${r}/`] = String(statSync(path.join(dir, r)).mtimeMs); walk(r); continue; }
      out[r] = `${statSync(path.join(dir, r)).mtimeMs} ${readFileSync(path.join(dir, r), 'base64')}`;
    }
  };
  walk('');
  return out;
}

const isolated = (dest: string, extra: Partial<IngestOptions> = {}): IngestOptions => ({
  dest, rebuild: false, otherRoots: [{ dir: dest, source: 'submission' }], validate: { resamples: 200 }, ...extra,
});
const freshDest = () => path.join(fx.scratch, `dest-${n++}`);

describe('cb submission ingest', () => {
  it('copies a valid submission with its provenance, and a second ingest changes nothing', async () => {
    const dest = freshDest();
    const first = await ingestSubmission(fx.submission, isolated(dest));
    expect(first.changed).toBe(true);
    expect(first.provenance.provenance).toBe('self-reported');
    const target = path.join(dest, path.basename(fx.submission));
    expect(readdirSync(target).sort()).toEqual(['episodes.jsonl', 'manifest.json', 'metadata.yaml', 'observations.jsonl.gz', 'provenance.json', 'steps.jsonl']);
    const before = snapshot(dest);
    const second = await ingestSubmission(fx.submission, isolated(dest));
    expect(second.changed).toBe(false);
    expect(snapshot(dest)).toEqual(before);
  });

  it('refuses an invalid submission and writes nothing', async () => {
    const dest = freshDest();
    const bad = path.join(fx.scratch, 'bad', path.basename(fx.submission));
    cpSync(fx.submission, bad, { recursive: true });
    writeFileSync(path.join(bad, 'extra.txt'), 'x');
    await expect(ingestSubmission(bad, isolated(dest))).rejects.toThrow(/is not a valid submission .*extra\.txt: unexpected file/);
    expect(existsSync(dest)).toBe(false);
  });

  it('leaves the destination as it was when it fails between copy and rename', async () => {
    const dest = freshDest();
    const crash = () => { throw new Error('simulated crash before the rename'); };
    await expect(ingestSubmission(fx.submission, isolated(dest, { beforeRename: crash }))).rejects.toThrow('simulated crash');
    expect(snapshot(dest)).toEqual({});

    await ingestSubmission(fx.submission, isolated(dest));
    const before = snapshot(dest);
    const changed = path.join(fx.scratch, 'changed', path.basename(fx.submission));
    cpSync(fx.submission, changed, { recursive: true });
    const meta = path.join(changed, 'metadata.yaml');
    writeFileSync(meta, readFileSync(meta, 'utf8').replace(/^notes: .*$/m, 'notes: a revised note'));
    await expect(ingestSubmission(changed, isolated(dest, { beforeRename: crash }))).rejects.toThrow('simulated crash');
    expect(snapshot(dest)).toEqual(before);

    const after = await ingestSubmission(changed, isolated(dest));
    expect(after.changed).toBe(true);
    expect(readFileSync(path.join(after.dir, 'metadata.yaml'), 'utf8')).toContain('a revised note');
    expect(readdirSync(dest)).toEqual([path.basename(fx.submission)]);
  });

  it('marks a run verified only with a maintainer re-run of the same configuration', async () => {
    const dest = freshDest();
    const r = await ingestSubmission(fx.submission, isolated(dest, { verifiedBy: fx.run.dir }));
    expect(r.provenance.provenance).toBe('verified');
    expect(r.provenance.verified_by).toEqual({ run_id: 'submitted-fixture', tasks: 3, passed: 2 });

    const other = path.join(fx.scratch, 'rerun');
    cpSync(fx.run.dir, other, { recursive: true });
    writeManifest(other, { ...readManifest(other), budget: { ...readManifest(other).budget, max_steps: 30 } });
    await expect(ingestSubmission(fx.submission, isolated(freshDest(), { verifiedBy: other }))).rejects.toThrow(/differs from the submission's in budget/);
  });

  it('marks a run replay-verified when every episode replayed, says how much of a partial replay did, and refuses a divergence', async () => {
    const episodes = readRun(fx.submission).episodes;
    const verdict = (i: number, kind: 'replayed' | 'not_replayable' | 'diverged'): ReplayVerdict => {
      const head = { task_id: episodes[i].task_id, attempt: episodes[i].attempt, claimed: episodes[i].status };
      if (kind === 'replayed') return { ...head, kind, actions: 1 };
      if (kind === 'not_replayable') return { ...head, kind, why: 'the site changed since the run' };
      return { ...head, kind, at: { step: 1, action_index: 0, action: 'click("12")' }, why: 'the committed state differs', recorded: null, replayed: null };
    };
    const report = (kinds: ('replayed' | 'not_replayable' | 'diverged')[]): ReplayReport => {
      const vs = kinds.map((k, i) => verdict(i, k));
      const count = (k: string) => vs.filter((v) => v.kind === k).length;
      return { run: 'submitted-fixture', mode: 'axtree', episodes: vs, replayed: count('replayed'), diverged: count('diverged'), notReplayable: count('not_replayable') };
    };
    expect(episodes.length).toBe(3);
    const all = await ingestSubmission(fx.submission, isolated(freshDest(), { replay: report(['replayed', 'replayed', 'replayed']) }));
    expect(all.provenance.provenance).toBe('replay-verified');
    expect(all.provenance.replay).toEqual({ replayed: 3, episodes: 3, not_replayable: 0 });
    const some = await ingestSubmission(fx.submission, isolated(freshDest(), { replay: report(['replayed', 'not_replayable', 'replayed']) }));
    expect(some.provenance.provenance).toBe('partially-replayed');
    expect(provenanceLabel(some.provenance.provenance, 2, 3)).toBe('partially replayed (2/3)');
    const none = await ingestSubmission(fx.submission, isolated(freshDest(), { replay: report(['not_replayable', 'not_replayable', 'not_replayable']) }));
    expect(none.provenance.provenance).toBe('self-reported');
    const dest = freshDest();
    await expect(ingestSubmission(fx.submission, isolated(dest, { replay: report(['replayed', 'diverged', 'replayed']) })))
      .rejects.toThrow(new RegExp(`replay of 1 episode\\(s\\) diverged from the record \\(${episodes[1].task_id}\\)`));
    expect(existsSync(dest)).toBe(false);
  });

  it('refuses a run id the warehouse already holds', async () => {
    const dest = freshDest();
    await expect(ingestSubmission(fx.submission, isolated(dest, { otherRoots: [{ dir: path.join(fx.scratch, 'runs'), source: 'local' }] })))
      .rejects.toThrow(/run id "submitted-fixture" .* is already used by/);
  });

  it('rebuilds the warehouse with the run, its source and provenance; ingesting again gives the same tables', async () => {
    const dest = freshDest();
    const out = path.join(fx.scratch, 'warehouse');
    const rebuild = { roots: [{ dir: dest, source: 'submission' as const }], out, cache: path.join(fx.scratch, 'cache') };
    await ingestSubmission(fx.submission, isolated(dest, { rebuild }));
    const rows = await withDuckDB((conn) => queryRows(conn, `SELECT run_id, source, provenance, replayed_episodes, replay_episodes FROM read_parquet(${sqlString(path.join(out, 'runs.parquet'))})`));
    expect(rows).toEqual([{ run_id: 'submitted-fixture', source: 'submission', provenance: 'self-reported', replayed_episodes: null, replay_episodes: null }]);
    const tables = () => Object.fromEntries(readdirSync(out).map((f) => [f, readFileSync(path.join(out, f), 'base64')]));
    const before = tables();
    const again = await ingestSubmission(fx.submission, isolated(dest, { rebuild }));
    expect(again.changed).toBe(false);
    expect(tables()).toEqual(before);
  }, 240_000);
});
