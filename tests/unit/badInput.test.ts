import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { paths } from '../../pipeline/content/paths';
import { taskSetRecord } from '../../pipeline/content/select';
import { loadTasks } from '../../pipeline/content/tasks';
import { ContentError } from '../../pipeline/content/yamlFile';
import type { Manifest } from '../../pipeline/runs/records';
import { fixtureEpisode, fixtureManifest, fixtureStep } from '../fixtures/runs';
import { readRun, RunFormatError, RunWriter, sealLine } from '../../pipeline/runs/runDir';
import { readInputs, writeWarehouse } from '../../pipeline/warehouse/buildWarehouse';
import { queryRows, withDuckDB } from '../../pipeline/warehouse/duckdb';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'cb-bad-input-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const tasks = loadTasks();

function makeRun(dir: string, over: Partial<Manifest> = {}) {
  const picked = tasks.filter((t) => t.canonical_type === 'checkbox');
  const w = RunWriter.create(dir, fixtureManifest(path.basename(dir), picked, over));
  for (const [i, t] of picked.slice(0, 3).entries()) {
    w.appendStep(fixtureStep(t.id, `a${i}`, i === 0));
    w.appendEpisode(fixtureEpisode(t.id, `a${i}`, i === 0 ? 'success' : 'max_steps'));
  }
  return picked;
}

describe('bad task YAML', () => {
  const dir = path.join(scratch, 'tasks');
  cpSync(paths.tasks(), dir, { recursive: true });
  const file = path.join(dir, 'checkbox.yaml');
  const good = readFileSync(file, 'utf8');

  it('names the file and line of a YAML syntax error', () => {
    const lines = good.split('\n');
    lines[20] = `${lines[20]}: [unclosed`;
    writeFileSync(file, lines.join('\n'));
    const err = (() => { try { loadTasks(dir); } catch (e) { return e; } })();
    expect(err).toBeInstanceOf(ContentError);
    expect((err as ContentError).message).toMatch(/checkbox\.yaml:\d+: YAML syntax/);
    writeFileSync(file, good);
  });

  it('names the file, line and field of a schema error', () => {
    const lines = good.split('\n');
    const at = lines.findIndex((l) => l.includes('bucket: easy'));
    lines[at] = lines[at].replace('bucket: easy', 'bucket: trivial');
    writeFileSync(file, lines.join('\n'));
    expect(() => loadTasks(dir)).toThrow(new RegExp(`checkbox\\.yaml:${at + 1}: \\[0\\]\\.difficulty\\.bucket: `));
    writeFileSync(file, good);
  });

  it('names the task of a params error', () => {
    const specs = loadTasks(dir).filter((t) => t.canonical_type === 'checkbox');
    (specs[1].params as Record<string, unknown>).initial = 'yes';
    writeFileSync(file, stringify(specs));
    expect(() => loadTasks(dir)).toThrow(/checkbox\.yaml:\d+: \[1\]\.params\.initial: /);
    writeFileSync(file, good);
    expect(loadTasks(dir)).toHaveLength(tasks.length);
  });

  it("names the step that uploads a file the task's folder does not hold", () => {
    const uploads = path.join(dir, 'file_upload_button.yaml');
    const before = readFileSync(uploads, 'utf8');
    const specs = loadTasks(dir).filter((t) => t.canonical_type === 'file_upload_button');
    const i = specs.findIndex((t) => t.reference_solution.some((s) => s.do === 'upload_file'));
    const k = specs[i].reference_solution.findIndex((s) => s.do === 'upload_file');
    (specs[i].reference_solution[k] as { files: string[] }).files = ['not-in-the-folder.pdf'];
    writeFileSync(uploads, stringify(specs));
    expect(() => loadTasks(dir)).toThrow(new RegExp(`file_upload_button\\.yaml:\\d+: \\[${i}\\]\\.reference_solution\\[${k}\\]\\.files: uploads "not-in-the-folder\\.pdf", which is not in the task's files`));
    writeFileSync(uploads, before);
  });
});

describe('bad run directories', () => {
  it('names the file and line of a truncated record', () => {
    const dir = path.join(scratch, 'runs-truncated', 'r1');
    makeRun(dir);
    appendFileSync(path.join(dir, 'steps.jsonl'), '{"task_id":"checkbox-antd-T01","step":2,"act');
    expect(() => readRun(dir)).toThrow(RunFormatError);
    expect(() => readRun(dir)).toThrow(/steps\.jsonl:4: truncated line/);
    // Resuming tolerates exactly that damage: the torn tail of a killed writer.
    expect(readRun(dir, { recover: true }).episodes).toHaveLength(3);
  });

  it('names the field of an invalid record', () => {
    const dir = path.join(scratch, 'runs-invalid', 'r1');
    makeRun(dir);
    appendFileSync(path.join(dir, 'episodes.jsonl'), sealLine({ ...fixtureEpisode('x', 'zz', 'success'), status: 'won' }));
    expect(() => readRun(dir)).toThrow(/episodes\.jsonl:4: status: /);
  });

  it('names the line whose checksum does not match (an edited record)', () => {
    const dir = path.join(scratch, 'runs-tampered', 'r1');
    makeRun(dir);
    const file = path.join(dir, 'episodes.jsonl');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"status":"max_steps"', '"status":"success"'));
    expect(() => readRun(dir)).toThrow(/episodes\.jsonl:2: checksum mismatch/);
  });

  it('refuses a run recorded against other versions of its tasks, naming them', async () => {
    const checkboxes = tasks.filter((t) => t.canonical_type === 'checkbox');
    const root = path.join(scratch, 'runs-stale');
    makeRun(path.join(root, 'r1'), {
      task_set: { ...taskSetRecord('full', checkboxes, null), versions: { ...taskSetRecord('full', checkboxes, null).versions, [checkboxes[1].id]: '0'.repeat(16) } },
    });
    await expect(readInputs([{ dir: root, source: 'local' }], { cacheDir: path.join(scratch, 'cache') }))
      .rejects.toThrow(`1 of its ${checkboxes.length} tasks changed since it was recorded (${checkboxes[1].id})`);
  });
});

describe('warehouse build', () => {
  it('writes Parquet tables DuckDB reads back with the same counts', async () => {
    const root = path.join(scratch, 'runs-good');
    makeRun(path.join(root, 'r1'));
    const out = path.join(scratch, 'wh-good');
    const counts = await writeWarehouse(await readInputs([{ dir: root, source: 'local' }], { cacheDir: path.join(scratch, 'cache') }), out);
    expect(counts).toMatchObject({ tasks: tasks.length, runs: 1, episodes: 3, steps: 3, run_metrics: 1 });
    const rows = await withDuckDB((c) => queryRows(c, `
      SELECT (SELECT count(*) FROM read_parquet('${out}/tasks.parquet'))::INT AS tasks,
             (SELECT sum(success::INT) FROM read_parquet('${out}/episodes.parquet'))::INT AS passed,
             (SELECT agent FROM read_parquet('${out}/runs.parquet')) AS agent`));
    expect(rows).toEqual([{ tasks: tasks.length, passed: 1, agent: 'fixture' }]);
  });

  it('leaves the previous warehouse intact and no partial files when a table fails', async () => {
    const goodRoot = path.join(scratch, 'runs-good');
    const out = path.join(scratch, 'wh-atomic');
    await writeWarehouse(await readInputs([{ dir: goodRoot, source: 'local' }], { cacheDir: path.join(scratch, 'cache') }), out);
    const before = Object.fromEntries(readdirSync(out).map((f) => [f, readFileSync(path.join(out, f)).toString('base64')]));
    const badRoot = path.join(scratch, 'runs-bad-time');
    makeRun(path.join(badRoot, 'r2'), { started_at: 'the day before yesterday' });
    await expect((async () => writeWarehouse(await readInputs([{ dir: badRoot, source: 'local' }], { cacheDir: path.join(scratch, 'cache') }), out))()).rejects.toThrow();
    const after = Object.fromEntries(readdirSync(out).map((f) => [f, readFileSync(path.join(out, f)).toString('base64')]));
    expect(after).toEqual(before);
    expect(readdirSync(scratch).filter((d) => d.startsWith('wh-atomic.'))).toEqual([]);
    expect(existsSync(path.join(out, 'runs.parquet'))).toBe(true);
  });
});
