/**
 * Human reference traces: the recorder's export format, the documented cleaning, `cb human clean`
 * and the H the metrics then use.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { cleanHuman } from '../../pipeline/commands/human';
import { taskReference } from '../../pipeline/content/suiteTask';
import { loadTasks } from '../../pipeline/content/tasks';
import { taskVersion } from '../../pipeline/content/taskVersion';
import { bestOf, cleanAttempt, normalizeChord, referenceOf } from '../../pipeline/human/clean';
import { HUMAN_EVENTS_FORMAT, readHumanAttempts, type HumanAttempt, type HumanEvent } from '../../pipeline/human/events';
import { forgetHumanReferences, readHumanReferences } from '../../pipeline/human/reference';
import { writeHumanRun } from '../../pipeline/human/runArchive';
import { HUMAN_EVENTS_FILE } from '../../pipeline/human/events';
import { harnessVersion } from '../../pipeline/commands/run';
import { EXIT_NOT_REPLAYABLE, verify } from '../../pipeline/commands/submission';
import { readRun } from '../../pipeline/runs/runDir';
import { packSubmission } from '../../pipeline/submissions/pack';
import { unreplayableRun } from '../../pipeline/submissions/replay';
import { validateSubmission } from '../../pipeline/submissions/validate';
import { readInputs, writeWarehouse } from '../../pipeline/warehouse/buildWarehouse';
import { queryRows, sqlString, withDuckDB } from '../../pipeline/warehouse/duckdb';
import { writeOfficialRun } from '../fixtures/officialRelease';
import { FIXTURE_FLAGS } from '../fixtures/submissionRun';
import { oracleStates } from '../../scripts/fuzz/forgeries';

const box = { x: 10, y: 10, w: 100, h: 30 };
const field = { role: 'textbox', name: 'City', box };
const other = { role: 'textbox', name: 'Street', box };
const button = { role: 'button', name: 'Save', box };
const attempt = (events: HumanEvent[], o: Partial<HumanAttempt> = {}): HumanAttempt => ({
  format: HUMAN_EVENTS_FORMAT, format_version: 1, suite: 'full', task_id: 'x-antd-T01', task_version: 'v1', pass: 1, outcome: 'success',
  duration_ms: 10_000, viewport: { width: 1280, height: 720 }, final_state: null, events, ...o,
});
const click = (t: number, target = button): HumanEvent => ({ kind: 'click', t, x: 1, y: 1, button: 'left', count: 1, target });
const key = (t: number, k: string, target: typeof field | null = field): HumanEvent => ({ kind: 'key', t, key: k, target });
const type = (t: number, text: string, target = field, len = 200): HumanEvent => ({ kind: 'type', t, t_end: t + len, text, target });
const wheel = (t: number): HumanEvent => ({ kind: 'wheel', t, t_end: t + 100, x: 5, y: 5, dx: 0, dy: 120, target: null });

describe('human trace cleaning', () => {
  it('normalises key names and chords', () => {
    expect(normalizeChord('ctrl+a')).toBe('Control+A');
    expect(normalizeChord('shift+ctrl+Left')).toBe('Control+Shift+ArrowLeft');
    expect(normalizeChord('Cmd+Shift+z')).toBe('Shift+Meta+Z');
    expect(normalizeChord('Esc')).toBe('Escape');
    expect(normalizeChord('Control++')).toBe('Control++');
    expect(normalizeChord('a')).toBe('a');
    expect(normalizeChord('Shift')).toBe('Shift');
  });

  it('merges typing into one element within the idle gap, corrections included; a pause or another element starts a new step', () => {
    const c = cleanAttempt(attempt([
      click(0, field), type(500, 'Par'), key(800, 'Backspace'), type(1000, 'ris'), key(3000, 'Shift'), key(3100, 'Enter'),
      type(3500, 'Lyon', other), type(7000, ' Rhône', other), key(9000, 'Backspace', other),
    ]));
    expect(c.steps).toEqual(['click', 'type', 'key', 'type', 'type', 'key']);
    // Recorded step events (a bare Shift included) against normalised steps.
    expect(c.raw_steps).toBe(9);
  });

  it('takes Enter between typing into one field and more typing as a line break, and Enter that ends typing as a key', () => {
    expect(cleanAttempt(attempt([click(0, field), type(300, 'The office is closed.', field, 100), key(450, 'Enter'), type(500, 'Work from home.', field, 100)])).steps)
      .toEqual(['click', 'type']);
    expect(cleanAttempt(attempt([click(0, field), type(300, 'Paris', field, 100), key(450, 'Enter'), click(900, other)])).steps)
      .toEqual(['click', 'type', 'key', 'click']);
  });

  it('keeps typing one step where the page moves focus on by itself (a segmented field), and not across a gesture', () => {
    const c = cleanAttempt(attempt([
      click(0, field), type(300, '09', field, 40), type(380, '1335', other, 100),
      click(1000, field), type(1300, '10'), key(1400, 'Tab'), type(1500, '30', other),
    ]));
    expect(c.steps).toEqual(['click', 'type', 'click', 'type', 'key', 'type']);
  });

  it('counts printable keys as typing and merges wheel turns', () => {
    const c = cleanAttempt(attempt([key(0, 'h'), key(100, 'Shift+I'), key(200, ' '), wheel(2000), wheel(2300), wheel(2600), wheel(6000), click(7000)]));
    expect(c.steps).toEqual(['type', 'scroll', 'scroll', 'click']);
  });

  it('keeps only what follows the last reset, timed from it, without pauses; hovers are no steps', () => {
    const c = cleanAttempt(attempt([
      click(0), click(1000), { kind: 'reset', t: 2000 }, { kind: 'hover', t: 2500, t_end: 3000, target: button },
      { kind: 'pause', t: 3000, t_end: 6000 }, click(7000),
    ], { duration_ms: 8000 }));
    expect(c.steps).toEqual(['click']);
    expect(c.duration_ms).toBe(8000 - 2000 - 3000);
    expect(c.resets).toBe(1);
    expect(c.raw_steps).toBe(3);
  });

  it('keeps the successful attempt with fewest steps, then the shorter, then the cold one; flags hover-only successes', () => {
    const cold = cleanAttempt(attempt([click(0), click(500)], { pass: 1, duration_ms: 900 }));
    const warm = cleanAttempt(attempt([click(0), click(400)], { pass: 2, duration_ms: 700 }));
    const failed = cleanAttempt(attempt([click(0)], { pass: 2, outcome: 'abandoned' }));
    expect(bestOf([cold, warm])?.pass).toBe(2);
    expect(bestOf([cold, failed])?.pass).toBe(1);
    expect(referenceOf([cold, warm])).toMatchObject({ status: 'SUCCESS', normalized_steps: 2, duration_ms: 700, chosen_pass: 2, hover_only: false, step_types: ['click', 'click'] });
    expect(referenceOf([failed])).toMatchObject({ status: 'FAILED' });
    const hover = cleanAttempt(attempt([{ kind: 'hover', t: 100, t_end: 900, target: button }], { duration_ms: 1000 }));
    expect(referenceOf([hover])).toMatchObject({ status: 'SUCCESS', normalized_steps: 0, hover_only: true });
  });
});

describe('cb human clean', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cb-human-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const [a, b] = loadTasks().filter((t) => t.canonical_type === 'button');
  // The oracle's final states satisfy their tasks: what a page holds after a real success.
  const solved = oracleStates();
  const done = (t: typeof a) => ({ task_id: t.id, task_version: taskVersion(t), final_state: solved.get(t.id)! });
  const write = (name: string, lines: unknown[]) => {
    const f = path.join(dir, name);
    writeFileSync(f, lines.map((l) => `${JSON.stringify(l)}\n`).join(''));
    return f;
  };

  it('names the file, line and field of a bad export line', () => {
    const good = attempt([click(0)], { task_id: a.id, task_version: taskVersion(a) });
    expect(() => readHumanAttempts(write('bad.jsonl', [good, { ...good, pass: 2, events: [click(500), click(100)] }]))).toThrow(/bad\.jsonl:2: events\[1\]\.t: is 100, before the event before it/);
    expect(() => readHumanAttempts(write('dup.jsonl', [good, good]))).toThrow(/dup\.jsonl:2: pass: .* pass 1 was recorded on line 1 already/);
    expect(() => readHumanAttempts(write('kind.jsonl', [{ ...good, events: [{ kind: 'tap', t: 0 }] }]))).toThrow(/kind\.jsonl:1: events\[0\]\.kind/);
    expect(() => cleanHuman([write('official.jsonl', [good])], { suite: 'official-full', out: path.join(dir, 'x.jsonl') })).toThrow(/official-full ships its own human references/);
    // A success is re-scored from the page's final state, as a run's is.
    const out = path.join(dir, 'never.jsonl');
    expect(() => cleanHuman([write('unsolved.jsonl', [good])], { suite: 'full', out })).toThrow(new RegExp(`unsolved\\.jsonl: ${a.id} pass 1 claims success, but its final_state is missing`));
    const wrong = { ...good, final_state: a.negative_states[0].state };
    expect(() => cleanHuman([write('wrong.jsonl', [wrong])], { suite: 'full', out })).toThrow(/claims success, but its final_state does not satisfy the task/);
    expect(existsSync(out)).toBe(false);
  });

  it('writes references in the release\'s format, leaves out attempts of older task versions, keeps other tasks\' references and says so', () => {
    const out = path.join(dir, 'refs.jsonl');
    const first = cleanHuman([write('one.jsonl', [
      attempt([click(0), click(300)], { ...done(a), pass: 1, duration_ms: 1200 }),
      attempt([click(0)], { ...done(a), pass: 2, duration_ms: 800 }),
      attempt([click(0)], { task_id: b.id, task_version: 'older', pass: 1 }),
    ])], { suite: 'full', out });
    expect(first).toMatchObject({ attempts: 3, tasks: 1, references: 1, stale: [`${b.id} pass 1`], meanSteps: 1, replaced: [] });
    const refs = readHumanReferences(out);
    expect([...refs.keys()]).toEqual([a.id]);
    expect(refs.get(a.id)).toEqual({ task_id: a.id, task_version: taskVersion(a), status: 'SUCCESS', normalized_steps: 1, raw_steps: 1, duration_ms: 800, hover_only: false, chosen_pass: 2, step_types: ['click'] });
    const second = cleanHuman([write('two.jsonl', [attempt([click(0), click(10), click(20)], { ...done(b), pass: 1, duration_ms: 2000 })])], { suite: 'full', out });
    expect(second.replaced).toEqual([]);
    expect([...readHumanReferences(out).keys()]).toEqual([a.id, b.id].sort());
    const third = cleanHuman([write('three.jsonl', [attempt([click(0), click(5)], { ...done(a), pass: 1, duration_ms: 600 })])], { suite: 'full', out });
    expect(third.replaced).toEqual([a.id]);
    expect(readHumanReferences(out).get(a.id)?.normalized_steps).toBe(2);
  });

  it('gives the metrics the human H of a task recorded on its current version, the reference solution\'s otherwise', () => {
    const root = path.join(dir, 'root');
    mkdirSync(path.join(root, 'data', 'human'), { recursive: true });
    const ref = (task: typeof a, o: object) => JSON.stringify({ task_id: task.id, task_version: taskVersion(task), status: 'SUCCESS', normalized_steps: 4, raw_steps: 6, duration_ms: 3100, hover_only: false, chosen_pass: 1, step_types: ['click', 'click', 'type', 'click'], ...o });
    writeFileSync(path.join(root, 'data', 'human', 'full.jsonl'), `${ref(a, {})}\n${ref(b, { task_version: 'older' })}\n`);
    forgetHumanReferences();
    expect(taskReference(a, 'full', root)).toEqual({ steps: 4, duration_ms: 3100, source: 'human' });
    expect(taskReference(b, 'full', root)).toEqual({ steps: b.reference_steps, duration_ms: null, source: 'oracle' });
    expect(taskReference(a, 'fresh-7', root)).toEqual({ steps: a.reference_steps, duration_ms: null, source: 'oracle' });
    writeFileSync(path.join(root, 'data', 'human', 'full.jsonl'), `${ref(a, { hover_only: true, normalized_steps: 0, step_types: [] })}\n`);
    forgetHumanReferences();
    expect(taskReference(a, 'full', root)).toEqual({ steps: 0, duration_ms: null, source: 'human' });
    forgetHumanReferences();
  });

  const release = path.resolve('..', 'shared', 'reference', 'upstream-data', 'human_traces', 'v1_reference.jsonl');
  it.skipIf(!existsSync(release))('reads the official release\'s reference traces with the same reader', () => {
    const refs = readHumanReferences(release);
    expect(refs.size).toBe(readFileSync(release, 'utf8').split('\n').filter(Boolean).length);
    expect([...refs.values()].every((r) => r.step_types.every((k) => ['click', 'drag', 'type', 'key', 'scroll'].includes(k)))).toBe(true);
  });
});

describe('cb human archive', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cb-human-run-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const [a, b, c] = loadTasks().filter((t) => t.canonical_type === 'button');
  const solved = oracleStates();
  const at = (t: typeof a, o: Partial<HumanAttempt>) => attempt([], {
    task_id: t.id, task_version: taskVersion(t), started_at: '2026-12-01T10:00:00.000Z', user_agent: 'Chromium test', ...o,
  });
  const lines = [
    // Cold: a click, typing with a correction, a chord, a pause, then the committing click.
    at(a, { pass: 1, duration_ms: 9000, final_state: solved.get(a.id)!, events: [
      click(100, field), type(500, 'Pa'), key(700, 'Backspace'), type(900, 'aris'), key(3000, 'ctrl+a'),
      { kind: 'pause', t: 3500, t_end: 5500 }, { kind: 'click', t: 6000, x: 640.4, y: 200.6, button: 'left', count: 1, target: button },
    ] }),
    at(a, { pass: 2, duration_ms: 1000, final_state: solved.get(a.id)!, events: [click(300)] }),
    at(b, { pass: 1, outcome: 'abandoned', duration_ms: 4000, final_state: b.negative_states[0].state, events: [wheel(100), wheel(400), click(2000)] }),
    at(c, { pass: 1, outcome: 'skipped', duration_ms: 0 }),
  ];
  const file = path.join(dir, 'export.jsonl');
  writeFileSync(file, lines.map((l) => `${JSON.stringify(l)}\n`).join(''));

  it('writes the cold attempts as a run in mode human, with the cleaned steps as pointer and keyboard actions', () => {
    const out = path.join(dir, 'human-run');
    const s = writeHumanRun([file], { suite: 'full', out, harnessVersion: '0.0.0-test' });
    expect(s).toMatchObject({ episodes: 2, successes: 1, skipped: [c.id], stale: [] });
    const run = readRun(out);
    expect(run.manifest).toMatchObject({
      run_id: 'human-run', agent: { name: 'human', model: null, config: { attempt: 'cold' } }, mode: 'human',
      mode_flags: { acts_by: 'person', screenshot: true, axtree: false }, viewport: { width: 1280, height: 720 },
      started_at: '2026-12-01T10:00:00.000Z', browser: { name: 'user agent', version: 'Chromium test' },
    });
    expect(run.manifest.task_set.task_ids).toEqual([a.id, b.id].sort());
    const steps = (id: string) => run.steps.filter((x) => x.task_id === id);
    expect(steps(a.id).map((x) => x.action)).toEqual(['mouse_click(1, 1)', 'keyboard_type("Paris")', 'keyboard_press("Control+A")', 'mouse_click(640, 201)']);
    // The person's thinking time before the last click leaves the pause out.
    expect(steps(a.id).at(-1)).toMatchObject({ done: true, state: solved.get(a.id), agent_ms: 6000 - 3000 - 2000 });
    expect(steps(a.id).slice(0, -1).every((x) => x.state === null && !x.done)).toBe(true);
    const ea = run.episodes.find((e) => e.task_id === a.id)!;
    expect(ea).toMatchObject({ status: 'success', steps: 4, actions: 4, duration_ms: 7000, final_state: solved.get(a.id) });
    expect(run.episodes.find((e) => e.task_id === b.id)).toMatchObject({ status: 'infeasible', steps: 2, actions: 3, error: 'the person gave up' });
    // A wheel burst is one step: the pointer put where the wheel turned, then the scroll.
    expect(steps(b.id).map((x) => [x.step, x.action])).toEqual([[1, 'mouse_move(5, 5)'], [1, 'scroll(0, 240)'], [2, 'mouse_click(1, 1)']]);
    // Both attempts ride along, so the archive cleans as the export does.
    const fromArchive = cleanHuman([out], { suite: 'full', out: path.join(dir, 'from-archive.jsonl') });
    const fromExport = cleanHuman([file], { suite: 'full', out: path.join(dir, 'from-export.jsonl') });
    expect(fromArchive.references).toBe(1);
    expect(readFileSync(path.join(dir, 'from-archive.jsonl'), 'utf8')).toBe(readFileSync(path.join(dir, 'from-export.jsonl'), 'utf8'));
  });

  it('packs into a submission that validates, re-scored like any run; replay refuses only official-suite runs, by name', async () => {
    const out = path.join(dir, 'human-pack');
    writeHumanRun([file], { suite: 'full', out, harnessVersion: harnessVersion() });
    const sub = packSubmission(out, { ...FIXTURE_FLAGS, model: 'human', out: path.join(dir, 'submissions') }).dir;
    expect(existsSync(path.join(sub, HUMAN_EVENTS_FILE))).toBe(true);
    const report = validateSubmission(sub);
    expect(report.problems).toEqual([]);
    expect(report.summary).toMatchObject({ passed: 1, submitted: 2 });
    // It replays like a pixel run (tests/e2e/recorder.test.ts); a run on an official suite cannot.
    expect(unreplayableRun(readRun(sub).manifest)).toBeNull();
    // `cb submission verify` refuses that by name, with its own exit code, before starting a browser.
    const official = writeOfficialRun(path.join(dir, 'official'), loadTasks().slice(0, 2));
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      await verify(official, { workers: 1 });
      expect(process.exitCode).toBe(EXIT_NOT_REPLAYABLE);
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/^not replayed: it ran on official-full, whose tasks keep no committed state/));
    } finally {
      process.exitCode = undefined;
      log.mockRestore();
    }
    // A recording that is not parseable is a problem of the submission, named by file and line.
    writeFileSync(path.join(sub, HUMAN_EVENTS_FILE), '{"format":"componentbench-human-events"}\n');
    expect(validateSubmission(sub).problems).toEqual([expect.objectContaining({ check: 'run-format', file: HUMAN_EVENTS_FILE, message: expect.stringMatching(/human-events\.jsonl:1: /) })]);
  });

  it('is scored in the warehouse as its own mode, a person beside the agents', async () => {
    const runs = path.join(dir, 'runs');
    writeHumanRun([file], { suite: 'full', out: path.join(runs, 'human-wh'), harnessVersion: 'x' });
    const wh = path.join(dir, 'wh');
    await writeWarehouse(await readInputs([{ dir: runs, source: 'local' }], { cacheDir: path.join(dir, 'cache') }), wh);
    const rows = await withDuckDB((c) => queryRows(c, `SELECT agent, mode, tasks, passed FROM read_parquet(${sqlString(path.join(wh, 'run_metrics.parquet'))})`));
    expect(rows).toEqual([{ agent: 'human', mode: 'human', tasks: 2, passed: 1 }]);
  }, 120_000);

  it('refuses an existing directory, a missing start time and mixed viewports, leaving nothing behind', () => {
    const taken = path.join(dir, 'taken');
    mkdirSync(taken);
    writeFileSync(path.join(taken, 'keep.txt'), 'mine');
    expect(() => writeHumanRun([file], { suite: 'full', out: taken, harnessVersion: 'x' })).toThrow(/taken already exists/);
    expect(readFileSync(path.join(taken, 'keep.txt'), 'utf8')).toBe('mine');
    const noStart = path.join(dir, 'no-start.jsonl');
    writeFileSync(noStart, `${JSON.stringify({ ...lines[0], started_at: undefined })}\n`);
    expect(() => writeHumanRun([noStart], { suite: 'full', out: path.join(dir, 'r1'), harnessVersion: 'x' })).toThrow(new RegExp(`no-start\\.jsonl: ${a.id} pass 1 has no started_at`));
    const mixed = path.join(dir, 'mixed.jsonl');
    writeFileSync(mixed, [lines[0], { ...lines[2], viewport: { width: 800, height: 600 } }].map((l) => `${JSON.stringify(l)}\n`).join(''));
    expect(() => writeHumanRun([mixed], { suite: 'full', out: path.join(dir, 'r2'), harnessVersion: 'x' })).toThrow(/800×600.*a run has one viewport/);
    expect(existsSync(path.join(dir, 'r1')) || existsSync(path.join(dir, 'r2'))).toBe(false);
  });
});
