/**
 * Human reference traces: the recorder's export format, the documented cleaning, `cb human clean`
 * and the H the metrics then use.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanHuman } from '../../pipeline/commands/human';
import { taskReference } from '../../pipeline/content/suiteTask';
import { loadTasks } from '../../pipeline/content/tasks';
import { taskVersion } from '../../pipeline/content/taskVersion';
import { bestOf, cleanAttempt, normalizeChord, referenceOf } from '../../pipeline/human/clean';
import { HUMAN_EVENTS_FORMAT, readHumanAttempts, type HumanAttempt, type HumanEvent } from '../../pipeline/human/events';
import { forgetHumanReferences, readHumanReferences } from '../../pipeline/human/reference';
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
