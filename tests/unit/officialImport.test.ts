import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { taskSetHash } from '../../pipeline/content/select';
import { referenceSteps, referenceDurationMs } from '../../pipeline/content/suiteTask';
import { composition, compositionMarkdown, compositionSection } from '../../pipeline/official/composition';
import { importOfficial, readOfficialSuite } from '../../pipeline/official/importOfficial';
import { importedSuiteFile, loadImportedSuite } from '../../pipeline/official/importedSuite';
import { OFFICIAL_SUITES } from '../../pipeline/official/officialSpec';
import { FIXTURE_FULL, officialSpec, writeOfficialRelease } from '../fixtures/officialRelease';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'cb-official-'));
const store = path.join(scratch, 'store');
process.env.CB_OFFICIAL_DIR = store;
afterAll(() => {
  delete process.env.CB_OFFICIAL_DIR;
  rmSync(scratch, { recursive: true, force: true });
});

let n = 0;
const release = (o: Parameters<typeof writeOfficialRelease>[1] = {}) => writeOfficialRelease(path.join(scratch, `release-${n++}`), o);

describe('cb import-official on a release folder', () => {
  beforeEach(() => rmSync(store, { recursive: true, force: true }));

  it('imports both suites, joins the human traces and notes every value it maps', () => {
    const [full, core] = importOfficial(release());
    expect(full.tasks.map((t) => t.id)).toEqual(['button-antd-T01', 'button-mantine-T03', 'button-mui-T02', 'markdown_editor-external-T01']);
    expect(core.tasks.map((t) => t.id)).toEqual(['button-antd-v2-T01', 'button-mui-v2-T02']);
    expect([...full.tasks, ...core.tasks].every((t) => t.reference !== null)).toBe(true);
    expect(full.unmapped).toEqual([]);
    const mui = full.tasks.find((t) => t.id === 'button-mui-T02')!;
    expect(mui.difficulty.bucket).toBe('mid');
    expect(mui.notes).toEqual([expect.objectContaining({ field: 'difficulty.bucket', value: 'medium', mapped_to: 'mid' })]);
    expect(mui.family).toBe('command_navigation');
    const external = full.tasks.find((t) => t.library === 'external')!;
    expect(external.notes.map((x) => x.field)).toEqual(['library']);
    const v2 = core.tasks.find((t) => t.id === 'button-antd-v2-T01')!;
    expect(v2.scene.instances).toBe(4);
    expect(v2.scene.layout).toBe('dashboard');
    expect(v2.notes.map((x) => x.field).sort()).toEqual(['scene.instances', 'scene.layout']);
    // The release's own record is kept whole.
    expect(v2.spec).toEqual(JSON.parse(JSON.stringify(officialSpec('button-antd-v2-T01', {
      goal: 'Click the "Archive" button.', bucket: 'hard', instances: '4_plus', layout: 'dashboard_panel', core: true,
    }))));
    expect(loadImportedSuite('official-core').tasks).toEqual(core.tasks);
  });

  it('gives official tasks the human step budget: hover-only references count as H = 1', () => {
    const [full] = importOfficial(release());
    const hover = full.tasks.find((t) => t.id === 'button-mantine-T03')!;
    expect(hover.reference).toMatchObject({ hover_only: true, steps: 0 });
    expect(referenceSteps(hover, 'official-full')).toBe(0);
    expect(referenceDurationMs(hover, 'official-full')).toBeNull();
    const click = full.tasks.find((t) => t.id === 'button-antd-T01')!;
    expect(referenceSteps(click, 'official-full')).toBe(1);
    expect(referenceDurationMs(click, 'official-full')).toBe(1500);
  });

  it('lists a spec it cannot take in with file, line and field, and keeps the others', () => {
    const bad = { ...officialSpec('button-antd-T04', { goal: 'Click the "Save" button.' }), colour: 'blue' };
    const unknownType = officialSpec('hologram-antd-T01', { goal: 'Click the "Save" button.' });
    const [full] = importOfficial(release({ full: [...FIXTURE_FULL, bad, unknownType] }));
    expect(full.tasks).toHaveLength(4);
    expect(full.unmapped).toEqual([
      { id: 'button-antd-T04', file: path.join('tasks_v1', 'button.yaml'), reason: expect.stringMatching(/^line \d+: \(spec\): Unrecognized key: "colour"/) },
      { id: 'hologram-antd-T01', file: path.join('tasks_v1', 'hologram.yaml'), reason: expect.stringContaining('canonical type "hologram" is not one of the ontology') },
    ]);
  });

  it('reports traces without a task and tasks without a trace', () => {
    const traces = [
      JSON.stringify({ task_id: 'button-antd-T01', status: 'SUCCESS', normalized_steps: 1, raw_steps: 1, duration_ms: 900, hover_only: false, chosen_pass: 1, step_types: ['click'] }),
      JSON.stringify({ task_id: 'gone-antd-T01', status: 'SUCCESS', normalized_steps: 1, raw_steps: 1, duration_ms: 900, hover_only: false, chosen_pass: 1, step_types: ['click'] }),
    ].join('\n');
    const [full] = importOfficial(release({ fullTraces: traces }));
    expect(full.unmatched_traces).toEqual(['gone-antd-T01']);
    const untraced = full.tasks.filter((t) => t.reference === null).map((t) => t.id);
    expect(untraced).toEqual(['button-mantine-T03', 'button-mui-T02', 'markdown_editor-external-T01']);
    expect(() => referenceSteps(full.tasks.find((t) => t.id === 'button-mui-T02')!, 'official-full')).toThrow(/button-mui-T02 of official-full has no human reference trace/);
  });

  it('refuses a malformed trace line by file and line, and leaves the previous import as it was', () => {
    importOfficial(release());
    const before = readFileSync(importedSuiteFile('official-full'), 'utf8');
    const broken = release({ fullTraces: `${JSON.stringify({ task_id: 'button-antd-T01' })}\n{not json` });
    expect(() => importOfficial(broken)).toThrow(/v1_reference\.jsonl:1: status: /);
    const yamlBroken = release();
    writeFileSync(path.join(yamlBroken, 'tasks_v2', '01_fixture_v2.yaml'), '- id: [unclosed\n');
    expect(() => importOfficial(yamlBroken)).toThrow(/01_fixture_v2\.yaml:\d+: YAML syntax/);
    expect(readFileSync(importedSuiteFile('official-full'), 'utf8')).toBe(before);
    expect(() => importOfficial(path.join(scratch, 'nowhere'))).toThrow(/no such folder/);
  });

  it('is deterministic, and the task-set hash follows the release record', () => {
    const a = readOfficialSuite(release(), OFFICIAL_SUITES[0]);
    const b = readOfficialSuite(release(), OFFICIAL_SUITES[0]);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    const changed = readOfficialSuite(release({ full: [officialSpec('button-antd-T01', { goal: 'Click the "Save" button now.' }), ...FIXTURE_FULL.slice(1)] }), OFFICIAL_SUITES[0]);
    expect(taskSetHash(a.tasks)).toBe(taskSetHash(b.tasks));
    expect(taskSetHash(changed.tasks)).not.toBe(taskSetHash(a.tasks));
  });
});

const SHARED = path.resolve(__dirname, '../../../shared/reference/upstream-data');

describe.skipIf(!existsSync(SHARED))('import of the official release in ../shared', () => {
  it('takes in 2,910 Full and 912 Core tasks with all 3,822 human traces, and matches docs/official-suite.md', () => {
    const full = readOfficialSuite(SHARED, OFFICIAL_SUITES[0]);
    const core = readOfficialSuite(SHARED, OFFICIAL_SUITES[1]);
    expect(full.tasks).toHaveLength(2910);
    expect(core.tasks).toHaveLength(912);
    expect(full.unmapped).toEqual([]);
    expect(core.unmapped).toEqual([]);
    expect(full.tasks.filter((t) => t.reference).length + core.tasks.filter((t) => t.reference).length).toBe(3822);
    expect([...full.unmatched_traces, ...core.unmatched_traces]).toEqual([]);
    for (const t of [...full.tasks, ...core.tasks]) for (const note of t.notes) expect(note.reason.length).toBeGreaterThan(10);
    const c = composition(full.tasks);
    expect(c.library).toEqual({ antd: 1000, external: 30, mantine: 970, mui: 910 });
    expect(c.canonical_type).toEqual({ types: 97, tasks_per_type_min: 30, tasks_per_type_max: 30 });
    const doc = readFileSync(path.resolve(__dirname, '../../docs/official-suite.md'), 'utf8');
    expect(compositionSection(doc)).toBe(compositionMarkdown([full, core]));
  });
});
