/**
 * The realized-difficulty audit on a small stratified sample in real Chromium: the measured
 * features must agree with what the scene is known to contain, and the stored audit must re-rate
 * to the same ratings.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TaskSpec } from '../../src/core/taskSpec';
import { AXES } from '../../src/core/taskSpec';
import { loadTasks } from '../../pipeline/content/tasks';
import { readRealizedAudit, type AuditRow, type RealizedAudit } from '../../pipeline/audit/realized';
import { runAudit } from '../../pipeline/audit/runAudit';
import { loadTypeMetadata } from '../../pipeline/audit/typeMetadata';
import { useSite } from './browser';

const tasks = loadTasks();
const pick = (what: string, f: (t: TaskSpec) => boolean): TaskSpec => {
  const t = tasks.find(f);
  if (!t) throw new Error(`the suite has no ${what}`);
  return t;
};
const plain = (t: TaskSpec) => t.scene.layout === 'isolated_card' && t.scene.instances === 1 && t.scene.clutter === 'none'
  && t.scene.placement === 'center' && !(t.params.frame as Record<string, unknown>).scroll;

/** Same type, library and template, one with heavy clutter and one without. */
function clutterPair(): [TaskSpec, TaskSpec] {
  for (const high of tasks.filter((t) => t.scene.clutter === 'high' && t.scene.instances === 1 && t.scene.layout === 'isolated_card')) {
    const none = tasks.find((t) => t.canonical_type === high.canonical_type && t.library === high.library && t.template === high.template && plain(t));
    if (none) return [high, none];
  }
  throw new Error('the suite has no comparable clutter pair');
}

const [clutterHigh, clutterNone] = clutterPair();
const sample = {
  slider: pick('plain slider', (t) => t.canonical_type === 'slider_single' && t.library === 'mui' && plain(t)),
  multi: pick('task with 4 instances', (t) => t.scene.instances >= 4 && t.scene.layout === 'isolated_card'),
  clutterHigh,
  clutterNone,
  modal: pick('modal flow', (t) => t.scene.layout === 'modal_flow' && t.scene.instances === 1),
  drawer: pick('drawer flow', (t) => t.scene.layout === 'drawer_flow'),
  popup: pick('select opened and chosen', (t) => t.canonical_type === 'select_custom_single' && t.template === 'open_and_select' && t.library === 'mui' && plain(t)),
  keyed: pick('select chosen from the keyboard', (t) => t.canonical_type === 'select_custom_single' && t.library === 'antd'
    && t.reference_solution.some((s) => s.do === 'keyboard_press') && t.scene.instances === 1),
  scroll: pick('scroll-to-find task', (t) => t.template === 'scroll_find'),
  corner: pick('corner placement', (t) => t.scene.placement === 'top_left' && t.scene.clutter === 'none' && t.scene.instances === 1 && t.scene.layout === 'isolated_card'),
  password: pick('password entry', (t) => t.canonical_type === 'password_input' && t.template === 'enter_text' && plain(t)),
  // A commit through the scene's confirmation dialog (a type may claim confirm_cancel as its own core instead).
  confirm: pick('confirmation', (t) => t.template === 'confirm_cancel' && !!(t.params.frame as { confirm?: unknown }).confirm && t.library === 'mui' && t.scene.layout === 'isolated_card'),
  // A row of a virtual list found by turning the wheel (the oracle points at a row, wheels twice, then clicks).
  seek: pick('seek in a virtual list', (t) => t.reference_solution.some((s) => s.do === 'click' && !!s.seek)),
  checkbox: pick('plain checkbox', (t) => t.canonical_type === 'checkbox' && t.library === 'mantine' && t.template === 'toggle_state' && plain(t)),
};
const picked = [...new Map(Object.values(sample).map((t) => [t.id, t])).values()];

describe('realized-difficulty audit', () => {
  const { site } = useSite();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'cb-audit-e2e-'));
  const out = path.join(scratch, 'realized.json');
  const cutpointsDir = path.join(scratch, 'cutpoints');
  let audit: RealizedAudit;
  const row = (t: TaskSpec): AuditRow => audit.tasks.find((r) => r.task_id === t.id)!;

  beforeAll(async () => {
    const { mkdirSync } = await import('node:fs');
    mkdirSync(cutpointsDir);
    ({ audit } = await runAudit({
      tasks: picked, suite: 'full', meta: loadTypeMetadata(), cutpointsDir, derive: true, baseUrl: site().url,
      workers: 2, holdMs: 300, mismatchThreshold: 2, out,
    }));
  });

  it('replays every sampled reference solution to success', () => {
    expect(picked.length).toBeLessThanOrEqual(20);
    expect(audit.summary.failed).toEqual([]);
    for (const t of picked) {
      const r = row(t);
      expect(r.replay.actions, t.id).toBe(t.reference_steps);
      expect(r.features.step_burden, t.id).toBe(t.reference_steps);
    }
    // Every action a reference step takes is measured, as reference_steps counts them: a seek's
    // pointing and its two wheel turns before the click too.
    const seek = row(sample.seek);
    expect(sample.seek.reference_steps).toBeGreaterThan(sample.seek.reference_solution.length);
    const scrolls = sample.seek.reference_solution.filter((s) => s.do === 'scroll').length;
    expect(seek.measurement!.steps.filter((s) => s.do === 'scroll').length).toBeGreaterThanOrEqual(scrolls + 2);
  });

  it('measures sane values everywhere', () => {
    for (const t of picked) {
      const f = row(t).features;
      expect(f.target_size, t.id).toBeGreaterThan(4);
      expect(f.target_size, t.id).toBeLessThan(720);
      expect(f.contrast_ratio, t.id).toBeGreaterThanOrEqual(1);
      expect(f.contrast_ratio, t.id).toBeLessThanOrEqual(21);
      expect(f.aria_richness, t.id).toBeGreaterThan(0);
      expect(f.option_count, t.id).toBeGreaterThanOrEqual(1);
      expect(f.interactable_density, t.id).toBeGreaterThan(0);
      expect(f.feedback_persistence, t.id).toBeGreaterThanOrEqual(0);
      expect(f.feedback_persistence, t.id).toBeLessThanOrEqual(1);
      expect(f.reset_cost, t.id).toBeGreaterThanOrEqual(1);
    }
  });

  it('counts the rendered instances', () => {
    for (const t of picked) expect(row(t).features.instance_count, t.id).toBe(t.scene.instances);
  });

  it('finds the overlay layers of dialogs, drawers and popups, and none on a plain card', () => {
    for (const t of [sample.modal, sample.drawer, sample.popup, sample.confirm]) expect(row(t).features.overlay_depth, t.id).toBeGreaterThanOrEqual(1);
    for (const t of [sample.checkbox, sample.slider]) expect(row(t).features.overlay_depth, t.id).toBe(0);
  });

  it('measures a key on the option it makes active, for reading it but not for hitting it', () => {
    const steps = row(sample.keyed).measurement!.steps;
    const keys = steps.filter((s) => s.do === 'keyboard_press');
    expect(keys.length).toBeGreaterThan(0);
    for (const s of keys) {
      expect(s.targets.map((t) => [t.via, t.role, t.fitts_id])).toEqual([['keyboard', 'option', null]]);
    }
    expect(row(sample.keyed).features.overlay_depth!).toBeGreaterThanOrEqual(1);
    const aimed = steps.flatMap((s) => s.targets).filter((t) => t.via === 'pointer').map((t) => t.size);
    expect(row(sample.keyed).features.target_size).toBeCloseTo(Math.min(...aimed), 2);
  });

  it('sees more clutter and density with heavy clutter than without', () => {
    const high = row(sample.clutterHigh).features;
    const none = row(sample.clutterNone).features;
    expect(high.clutter!).toBeGreaterThan(none.clutter!);
    expect(high.clutter!).toBeGreaterThanOrEqual(3);
    expect(high.interactable_density!).toBeGreaterThan(none.interactable_density!);
  });

  it('measures scrolling, placement and a slider\'s small thumb', () => {
    expect(row(sample.scroll).replay.scroll_required).toBe(true);
    expect(row(sample.scroll).features.scroll_depth!).toBeGreaterThan(0);
    expect(row(sample.checkbox).features.scroll_depth).toBe(0);
    expect(row(sample.corner).features.placement_offset!).toBeGreaterThan(row(sample.checkbox).features.placement_offset! + 100);
    const slider = row(sample.slider).features;
    expect(slider.control_continuity).toBe(1);
    expect(slider.precision_surface).toBe(2);
    expect(slider.target_size!).toBeLessThan(40);
  });

  it('sees a masked password as less observable than a plain checkbox', () => {
    expect(row(sample.password).features.visible_state_fraction!).toBeLessThan(1);
    expect(row(sample.checkbox).features.visible_state_fraction).toBe(1);
    expect(row(sample.confirm).features.confirmation_requirement).toBe(2);
  });

  it('rates every axis 1–5 and re-rates the stored measurements identically', async () => {
    for (const r of audit.tasks) for (const a of AXES) expect(r.axes![a].realized, `${r.task_id} ${a}`).toBeGreaterThanOrEqual(1);
    const stored = readRealizedAudit(out);
    expect(stored.tasks.map((r) => r.task_id)).toEqual(picked.map((t) => t.id).sort());
    const again = await runAudit({
      tasks: picked, suite: 'full', meta: loadTypeMetadata(), cutpointsDir, cutpointsVersion: 1, from: { file: out, audit: stored },
      workers: 1, holdMs: 300, mismatchThreshold: 2, out: null,
    });
    expect(again.audit.tasks).toEqual(audit.tasks);
    expect(again.audit.summary.mismatch).toEqual(audit.summary.mismatch);
  });

  it('tops up: replays only the added and changed tasks and those asked for again, drops removed ones and keeps the rest as measured', async () => {
    const stored = readRealizedAudit(out);
    const [changed, added, again] = [picked[0], picked[1], picked[3]];
    // As if measured on an older suite: one task at another version, one not yet there, one since removed.
    const { [added.id]: _, ...versions } = stored.task_versions;
    const removed = { ...stored.tasks.find((r) => r.task_id === picked[2].id)!, task_id: 'checkbox-antd-T99' };
    const older: RealizedAudit = {
      ...stored,
      task_versions: { ...versions, [changed.id]: '0123456789abcdef', [removed.task_id]: '0123456789abcdef' },
      tasks: [...stored.tasks.filter((r) => r.task_id !== added.id), removed],
    };
    const replayed: string[] = [];
    let seen: unknown = null;
    const topped = await runAudit({
      tasks: picked, suite: 'full', meta: loadTypeMetadata(), cutpointsDir, cutpointsVersion: 1, topUp: { file: out, audit: older, redo: new Set([again.id]) },
      baseUrl: site().url, workers: 2, holdMs: 300, mismatchThreshold: 2, out: null,
      onTask: (r) => replayed.push(r.task_id), onTopUp: (d) => { seen = d; },
    });
    expect(replayed.sort()).toEqual([changed.id, added.id, again.id].sort());
    expect(seen).toMatchObject({ added: [added.id], changed: [changed.id], removed: ['checkbox-antd-T99'] });
    expect(topped.audit.task_versions).toEqual(stored.task_versions);
    expect(topped.audit.task_set_hash).toBe(stored.task_set_hash);
    expect(topped.audit.tasks.map((r) => r.task_id)).toEqual(stored.tasks.map((r) => r.task_id));
    const untouched = stored.tasks.filter((r) => ![changed.id, added.id, again.id].includes(r.task_id));
    for (const r of untouched) expect(topped.audit.tasks.find((x) => x.task_id === r.task_id)!.measurement).toEqual(r.measurement);
    for (const id of [changed.id, added.id, again.id]) expect(topped.audit.tasks.find((x) => x.task_id === id)!.replay.solved).toBe(true);
    expect(topped.audit.top_ups).toHaveLength(1);
    expect(topped.audit.top_ups[0]).toMatchObject({ added: 1, changed: 1, redone: 1, removed: 1 });
    await expect(runAudit({
      tasks: picked, suite: 'full', meta: loadTypeMetadata(), cutpointsDir, topUp: { file: out, audit: older },
      baseUrl: site().url, workers: 1, holdMs: 100, mismatchThreshold: 2, out: null,
    })).rejects.toThrow(/measured with --hold-ms 300/);
  });
});
