import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { AXES, type Axis, type TaskSpec } from '../../src/core/taskSpec';
import { loadTasks } from '../../pipeline/content/tasks';
import {
  axisScores, calibrate, compareAxes, deriveBounds, deriveCuts, featureVector, mismatches, normalise, rate, rateTask,
  summarise, type AxisCuts, type FeatureBounds,
} from '../../pipeline/audit/aggregate';
import { cutpointVersions, loadCutpoints, writeNextCutpoints } from '../../pipeline/audit/cutpoints';
import { catalogHash, FEATURE_IDS, FEATURES, featuresOfAxis, METADATA_FEATURE_IDS, type FeatureVector } from '../../pipeline/audit/featureCatalog';
import { domFeatures, fittsId, pixelPersistence, scrollRequired, type Picture, type ReplayMeasurement, type StateMeasure, type TargetMeasure } from '../../pipeline/audit/features';
import { readRealizedAudit, REALIZED_FORMAT_VERSION, writeRealizedAudit, type RealizedAudit } from '../../pipeline/audit/realized';
import { checkMetadataCovers, loadTypeMetadata, metadataFeatures, type TypeMetadata } from '../../pipeline/audit/typeMetadata';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'cb-audit-unit-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A vector with every feature null except the given ones. */
const vec = (values: Partial<Record<(typeof FEATURE_IDS)[number], number>>): FeatureVector => featureVector(values);
const bounds = (b: Partial<FeatureBounds>): FeatureBounds =>
  ({ ...Object.fromEntries(FEATURE_IDS.map((id) => [id, { min: 0, max: 1 }])), ...b }) as FeatureBounds;
const allAxes = (r: number) => Object.fromEntries(AXES.map((a) => [a, r])) as Record<Axis, number>;
const uniformCuts = (): AxisCuts => Object.fromEntries(AXES.map((a) => [a, [0.2, 0.4, 0.6, 0.8]])) as AxisCuts;

describe('feature catalog', () => {
  it('lists the 24 features once, numbered 1–24, 1–16 measured and 17–24 from metadata', () => {
    expect(FEATURES.map((f) => f.id)).toEqual([...FEATURE_IDS]);
    expect(FEATURES.map((f) => f.n)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(FEATURES.filter((f) => f.source === 'metadata').map((f) => f.id)).toEqual([...METADATA_FEATURE_IDS]);
    expect(FEATURES.filter((f) => f.source === 'dom').map((f) => f.n)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  });

  it('feeds every feature into an axis and every axis from at least two features', () => {
    for (const f of FEATURES) expect(f.axes.length, f.id).toBeGreaterThan(0);
    for (const a of AXES) expect(featuresOfAxis(a).length, a).toBeGreaterThanOrEqual(2);
  });
});

describe('normalisation', () => {
  const b = bounds({ fitts_id: { min: 1, max: 5 }, target_size: { min: 10, max: 30 }, clutter: { min: 2, max: 2 } });

  it('maps the suite range onto [0, 1] with 1 at the harder end', () => {
    const n = normalise(vec({ fitts_id: 2, target_size: 15, clutter: 2 }), b);
    expect(n.fitts_id).toBe(0.25); // (2 - 1) / (5 - 1), harder when higher
    expect(n.target_size).toBe(0.75); // 1 - (15 - 10) / (30 - 10), harder when smaller
    expect(n.clutter).toBe(0); // no spread over the suite: no information
    expect(n.option_count).toBeNull();
  });

  it('clips values outside the frozen bounds', () => {
    const n = normalise(vec({ fitts_id: 9, target_size: 40 }), b);
    expect(n.fitts_id).toBe(1);
    expect(n.target_size).toBe(0);
  });

  it('derives bounds from the vectors that have the feature', () => {
    const d = deriveBounds([vec({ fitts_id: 3 }), vec({ fitts_id: 1.5, clutter: 4 }), vec({})]);
    expect(d.fitts_id).toEqual({ min: 1.5, max: 3 });
    expect(d.clutter).toEqual({ min: 4, max: 4 });
    expect(d.tolerance).toEqual({ min: 0, max: 0 });
  });
});

describe('axes', () => {
  it('averages an axis\'s normalised features with unit weights', () => {
    // disambiguation_load = mean(option_count, clutter, instance_count)
    const s = axisScores(vec({ option_count: 0.3, clutter: 0.6, instance_count: 0.9 }));
    expect(s.disambiguation_load).toBeCloseTo(0.6, 12);
    // semantic_observability = mean(visible_state_fraction, aria_richness, feedback_modality); two present
    const t = axisScores(vec({ visible_state_fraction: 0.2, feedback_modality: 0.5 }));
    expect(t.semantic_observability).toBeCloseTo(0.35, 12);
    expect(t.precision_requirement).toBeNull();
  });

  it('cuts scores into 1–5 ratings: one step per threshold reached', () => {
    const c: [number, number, number, number] = [0.2, 0.4, 0.6, 0.8];
    expect([0, 0.1, 0.2, 0.39, 0.4, 0.59, 0.6, 0.8, 1].map((x) => rate(x, c))).toEqual([1, 1, 2, 2, 3, 3, 4, 5, 5]);
  });

  it('places cutpoints so realized ratings follow the intended distribution', () => {
    const scores = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0];
    const intended = [1, 1, 2, 2, 3, 3, 4, 4, 5, 5];
    const cuts = deriveCuts(scores, intended);
    expect(cuts).toEqual([0.25, 0.45, 0.65, 0.85]);
    expect(scores.map((s) => rate(s, cuts))).toEqual(intended);
    // Ratings nobody intended: the cut sits at an end of [0, 1].
    expect(deriveCuts([0.2, 0.4, 0.6], [2, 3, 3])).toEqual([0, 0.3, 1, 1]);
    // Tied scores share a rating; the cut goes where the count comes closest (3 below instead of 2).
    const tied = deriveCuts([0.5, 0.5, 0.5, 0.9], [1, 1, 2, 2]);
    expect(tied).toEqual([0.7, 1, 1, 1]);
    expect([0.5, 0.5, 0.5, 0.9].map((s) => rate(s, tied))).toEqual([1, 1, 1, 2]);
    // …and stay above it when that is closer (0 below instead of 3 with one intended at 1).
    expect(deriveCuts([0.5, 0.5, 0.5, 0.9], [1, 2, 2, 2])[0]).toBe(0);
  });

  it('reports a mismatch when realized and intended differ by the threshold or more', () => {
    const scores = { ...Object.fromEntries(AXES.map((a) => [a, 0.5])), precision_requirement: 0.9, disambiguation_load: 0.05 } as Record<Axis, number>;
    const axes = compareAxes(scores, allAxes(3), uniformCuts());
    expect(axes.precision_requirement).toEqual({ score: 0.9, intended: 3, realized: 5, delta: 2 });
    expect(axes.disambiguation_load.delta).toBe(-2);
    expect(mismatches(axes, 2).map((m) => [m.axis, m.delta])).toEqual([['precision_requirement', 2], ['disambiguation_load', -2]]);
    expect(mismatches(axes, 3)).toEqual([]);
    expect(mismatches(axes, 1).length).toBe(2);
  });

  it('summarises deltas per axis', () => {
    const b = bounds({});
    const a = rateTask('a', vec({ option_count: 1, clutter: 1, instance_count: 1 }), allAxes(1), b, uniformCuts(), 2);
    const c = rateTask('c', vec({ option_count: 0, clutter: 0, instance_count: 0 }), allAxes(1), b, uniformCuts(), 2);
    const s = summarise([a, c]);
    expect(a.axes.disambiguation_load).toMatchObject({ score: 1, realized: 5, delta: 4 });
    expect(s.by_axis.disambiguation_load).toEqual({ mismatches: 1, over: 1, under: 0, exact: 1, delta_counts: { 0: 1, 4: 1 } });
    expect(s.tasks_with_mismatch).toBe(1);
    // option_count and clutter also feed density_choice_interference: task a mismatches on two axes.
    expect(a.mismatches.map((x) => x.axis)).toEqual(['density_choice_interference', 'disambiguation_load']);
    expect(s.mismatching_axes_per_task).toEqual({ 0: 1, 2: 1 });
  });
});

describe('calibration', () => {
  const sample = Array.from({ length: 40 }, (_, i) => ({
    id: `t${i}`,
    features: vec(Object.fromEntries(FEATURE_IDS.map((f, k) => [f, ((i * 7 + k * 13) % 17) / 4]))),
    intended: Object.fromEntries(AXES.map((a, k) => [a, 1 + ((i + k) % 5)])) as Record<Axis, number>,
  }));

  it('is deterministic and independent of task order', () => {
    const a = calibrate(sample);
    const b = calibrate([...sample].reverse());
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    const rows = (cal: typeof a) => JSON.stringify(sample.map((t) => rateTask(t.id, t.features, t.intended, cal.bounds, cal.cuts, 2)));
    expect(rows(b)).toBe(rows(a));
  });

  it('gives an axis the intended distribution of ratings on its own calibration set', () => {
    // Distinct disambiguation scores (option_count, clutter and instance_count all grow with i).
    const tasks = Array.from({ length: 25 }, (_, i) => ({
      features: vec({ ...Object.fromEntries(FEATURE_IDS.map((f) => [f, 1])), option_count: i, clutter: 2 * i, instance_count: i % 2 ? i : i + 0.5 }),
      intended: { ...allAxes(1), disambiguation_load: [3, 1, 5, 2, 2, 4][i % 6] } as Record<Axis, number>,
    }));
    const cal = calibrate(tasks);
    const hist = (xs: number[]) => [1, 2, 3, 4, 5].map((r) => xs.filter((x) => x === r).length);
    const realized = tasks.map((t) => rateTask('t', t.features, t.intended, cal.bounds, cal.cuts, 2).axes.disambiguation_load.realized!);
    expect(hist(realized)).toEqual(hist(tasks.map((t) => t.intended.disambiguation_load)));
    // Realized ratings follow the score order.
    const scores = tasks.map((t) => rateTask('t', t.features, t.intended, cal.bounds, cal.cuts, 2).axes.disambiguation_load.score!);
    for (let i = 0; i < tasks.length; i++) for (let j = 0; j < tasks.length; j++) if (scores[i] < scores[j]) expect(realized[i]).toBeLessThanOrEqual(realized[j]);
  });
});

describe('metadata features', () => {
  const tasks = loadTasks();
  const meta = loadTypeMetadata();
  const find = (f: (t: TaskSpec) => boolean) => {
    const t = tasks.find(f);
    if (!t) throw new Error('no such task in the suite');
    return t;
  };

  it('covers every type of the suite', () => {
    expect(() => checkMetadataCovers(tasks, meta)).not.toThrow();
    for (const t of tasks) {
      const m = metadataFeatures(t, meta);
      for (const [k, v] of Object.entries(m)) expect(Number.isFinite(v), `${t.id} ${k}`).toBe(true);
    }
  });

  it('reads a slider\'s value grid, tolerance and surface', () => {
    const t = find((x) => x.canonical_type === 'slider_single' && x.predicate.kind === 'within_tolerance');
    const p = t.params as { min: number; max: number; step: number };
    const n = Math.floor((p.max - p.min) / p.step + 1e-9) + 1;
    const tol = (t.predicate as { tolerance: number }).tolerance;
    const m = metadataFeatures(t, meta);
    expect(m.control_continuity).toBe(1);
    expect(m.precision_surface).toBe(2);
    expect(m.granularity).toBeCloseTo(Math.log2(n), 12);
    expect(m.tolerance).toBeCloseTo((Math.floor((2 * tol) / p.step + 1e-9) + 1) / n, 12);
    expect(m.state_dimensionality).toBe(1);
  });

  it('hand-computes a checkbox group goal and a confirmation', () => {
    const base = find((x) => x.canonical_type === 'checkbox_group');
    const t: TaskSpec = {
      ...base,
      params: { ...base.params, options: ['A', 'B', 'C', 'D', 'E'], frame: { title: 'x', commit: 'Save', confirm: { prompt: 'Sure?', ok: 'Yes', cancel: 'No' } } },
      predicate: { kind: 'set_equals', field: 'selected', target: ['A', 'C', 'E'], commit: 'Save' },
    };
    const m = metadataFeatures(t, meta);
    expect(m.granularity).toBeCloseTo(Math.log2(5), 12);
    expect(m.tolerance).toBeCloseTo(1 / 5, 12);
    expect(m.state_dimensionality).toBe(3);
    expect(m.confirmation_requirement).toBe(2);
    expect(m.control_continuity).toBe(0);
  });

  it('names the task and the param when metadata cannot be applied', () => {
    const t = find((x) => x.canonical_type === 'slider_single');
    expect(() => metadataFeatures({ ...t, params: { ...t.params, step: 'ten' } }, meta)).toThrow(new RegExp(`${t.id}: .*params\\.step`));
    const noType: TypeMetadata = { ...meta, types: {} };
    expect(() => metadataFeatures(t, noType)).toThrow(/no entry/);
  });

  it('rejects a metadata file with an unknown level, naming the field', () => {
    const file = path.join(scratch, 'type-metadata.yaml');
    const data = parse(readFileSync(path.join(path.resolve(import.meta.dirname, '../..'), 'content/audit/type-metadata.yaml'), 'utf8'));
    data.types.slider_single.precision_surface = 'volume_3d';
    writeFileSync(file, stringify(data));
    expect(() => loadTypeMetadata(file)).toThrow(/types\.slider_single\.precision_surface/);
  });
});

describe('versioned cutpoints', () => {
  const cal = calibrate(Array.from({ length: 10 }, (_, i) => ({
    features: vec(Object.fromEntries(FEATURE_IDS.map((f, k) => [f, (i * (k + 1)) % 7]))),
    intended: allAxes(1 + (i % 5)),
  })));
  const derived = { at: '2026-01-01T00:00:00.000Z', method: 'intended_marginals' as const, suite: 'full', tasks: 10, task_set_hash: 'abc' };

  it('writes each derivation as the next version and never replaces one', () => {
    const dir = mkdtempSync(path.join(scratch, 'cuts-'));
    expect(cutpointVersions(dir)).toEqual([]);
    expect(() => loadCutpoints(dir)).toThrow(/derive-cutpoints/);
    const v1 = writeNextCutpoints(cal, derived, dir);
    const before = readFileSync(v1.file, 'utf8');
    const v2 = writeNextCutpoints({ ...cal, cuts: { ...cal.cuts, precision_requirement: [0.1, 0.2, 0.3, 0.4] } }, derived, dir);
    expect([v1.version, v2.version]).toEqual([1, 2]);
    expect(readFileSync(v1.file, 'utf8')).toBe(before);
    expect(loadCutpoints(dir).version).toBe(2);
    const again = loadCutpoints(dir, 1);
    expect(again.cuts).toEqual(cal.cuts);
    expect(again.bounds).toEqual(cal.bounds);
    expect(() => loadCutpoints(dir, 7)).toThrow(/no cutpoints version 7/);
  });

  it('refuses files derived under another catalog or with broken cuts, naming the field', () => {
    const dir = mkdtempSync(path.join(scratch, 'cuts-'));
    const { file } = writeNextCutpoints(cal, derived, dir);
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, good.replace(catalogHash(), '0123456789abcdef'));
    expect(() => loadCutpoints(dir)).toThrow(/catalog_hash/);
    const data = parse(good);
    data.cuts.depth_layering = [0.5, 0.4, 0.6, 0.7];
    writeFileSync(file, stringify(data));
    expect(() => loadCutpoints(dir)).toThrow(/cuts\.depth_layering: cutpoints must not decrease/);
    data.cuts.depth_layering = [0.1, 0.2, 0.3, 0.4];
    data.version = 3;
    writeFileSync(file, stringify(data));
    expect(() => loadCutpoints(dir)).toThrow(/file name says v1/);
  });

  it('ships a frozen version that matches the current catalog', () => {
    const shipped = loadCutpoints();
    expect(shipped.version).toBeGreaterThanOrEqual(1);
    expect(shipped.data.derived.suite).toBe('full');
  });
});

describe('page measurements folded into features', () => {
  const state = (o: Partial<StateMeasure> = {}): StateMeasure => ({ interactables: 2, density: 0.2, clutter: 0, frames: 1, layers: 0, scroll: 0, ...o });
  const target = (o: Partial<TargetMeasure> = {}): TargetMeasure => ({
    role: 'button', name: 'Go', box: { x: 0, y: 0, w: 40, h: 20 }, in_view_before: true, size: 20, spacing: 12, options: 2,
    overlay_depth: 0, contrast: 4.5, frame_offset: 100, aria: 1, fitts_id: 2, via: 'pointer', ...o,
  });
  const m: ReplayMeasurement = {
    steps: [
      { index: 0, do: 'click', action: 'click("1")', error: null, targets: [target({ size: 30, spacing: 4, fitts_id: 3.5, contrast: null, frame_offset: null })], before: state(), after: state({ layers: 1, density: 0.5, clutter: 2 }), persistence: 1, state_changed: false },
      { index: 1, do: 'scroll', action: 'scroll(0, 300)', error: null, targets: [], before: state({ density: 0.5 }), after: state({ scroll: 300, frames: 3 }), persistence: 0.5, state_changed: false },
      { index: 2, do: 'click', action: 'click("2")', error: null, targets: [target({ overlay_depth: 2, options: 7, aria: 2 / 3, in_view_before: false })], before: state(), after: state(), persistence: 0, state_changed: true },
      // A key on the active option of a listbox: it counts for what the agent must read (options,
      // layers, names, contrast), not for hitting it (size, spacing, travel) or for scrolling.
      { index: 3, do: 'keyboard_press', action: 'keyboard_press("Enter")', error: null, targets: [target({ size: 5, spacing: 1, fitts_id: null, overlay_depth: 3, options: 9, aria: 1 / 3, contrast: 2, in_view_before: false, via: 'keyboard' })], before: state(), after: state(), persistence: 0, state_changed: true },
    ],
    visible_state: { initial: null, final: 0.5 },
  };

  it('takes the hardest case of each feature over steps and states', () => {
    expect(domFeatures(m)).toEqual({
      target_size: 20, target_spacing: 4, fitts_id: 3.5, interactable_density: 0.5, option_count: 9, overlay_depth: 3,
      step_burden: 4, scroll_depth: 300, feedback_persistence: 1.5 / 4, reset_cost: 2, visible_state_fraction: 0.5,
      aria_richness: (1 + 2 / 3 + 1 / 3) / 3, contrast_ratio: 2, clutter: 2, placement_offset: 100, instance_count: 3,
    });
    expect(scrollRequired(m)).toBe(true);
    const keyOnly: ReplayMeasurement = { steps: [m.steps[3]], visible_state: m.visible_state };
    expect(scrollRequired(keyOnly)).toBe(false);
    expect(domFeatures(keyOnly)).toMatchObject({ target_size: null, target_spacing: null, fitts_id: null, option_count: 9 });
  });

  it('computes Fitts\' index along the line of approach', () => {
    // Horizontal approach: W is the box width. log2(100 / 20 + 1)
    expect(fittsId({ x: 0, y: 10 }, { x: 90, y: 0, w: 20, h: 20 })).toBeCloseTo(Math.log2(6), 12);
    // Vertical approach onto a wide, short box: W is its height.
    expect(fittsId({ x: 50, y: 0 }, { x: 0, y: 95, w: 100, h: 10 })).toBeCloseTo(Math.log2(11), 12);
    // 45° onto a 20x20 box: the line crosses it over 20·√2.
    expect(fittsId({ x: 0, y: 0 }, { x: 90, y: 90, w: 20, h: 20 })).toBeCloseTo(Math.log2((100 * Math.SQRT2) / (20 * Math.SQRT2) + 1), 12);
    expect(fittsId({ x: 10, y: 10 }, { x: 0, y: 0, w: 20, h: 20 })).toBe(0);
  });

  it('measures feedback persistence from pictures', () => {
    const pic = (f: (i: number) => number): Picture => {
      const rgb = new Uint8Array(10 * 10 * 3);
      for (let i = 0; i < 100; i++) rgb.fill(f(i), i * 3, i * 3 + 3);
      return { width: 10, height: 10, rgb };
    };
    const before = pic(() => 255);
    const after = pic((i) => (i < 40 ? 0 : 255)); // the action darkened 40 pixels
    const held = pic((i) => (i < 10 ? 0 : 255)); // 30 of them faded back
    expect(pixelPersistence(before, after, held)).toBeCloseTo(10 / 40, 12);
    expect(pixelPersistence(before, after, after)).toBe(1);
    expect(pixelPersistence(before, before, before)).toBe(0);
    // Rows 0–1 (pixels 0–19) are the harness's banner: only pixels 20–39 count, none of which stayed.
    expect(pixelPersistence(before, after, held, [{ x: 0, y: 0, w: 10, h: 2 }])).toBe(0);
    // Changes below the noise tolerance are not feedback.
    expect(pixelPersistence(before, pic(() => 250), pic(() => 250))).toBe(0);
  });
});

describe('audit file', () => {
  const doc = (): RealizedAudit => {
    const features = vec({ fitts_id: 2, option_count: 3 });
    const rated = rateTask('button-antd-T01', features, allAxes(2), bounds({ fitts_id: { min: 0, max: 4 }, option_count: { min: 1, max: 5 } }), uniformCuts(), 2);
    return {
      format: 'componentbench-realized-audit', format_version: REALIZED_FORMAT_VERSION, created_at: '2026-01-01T00:00:00.000Z', suite: 'full',
      selection: null, task_set_hash: 'h', task_versions: { 'button-antd-T01': '0123456789abcdef' }, top_ups: [], catalog_hash: catalogHash(), cutpoints: { version: 1, file: 'cutpoints.v1.yaml' },
      settings: { hold_ms: 400, mismatch_threshold: 2, viewport: { width: 1280, height: 720 }, measured_by: 'replay' },
      summary: { tasks: 1, replayed: 1, solved: 1, failed: [], replay_seconds: 1.5, mismatch: summarise([rated]) },
      tasks: [{
        task_id: 'button-antd-T01', canonical_type: 'button', library: 'antd', template: 'activate',
        replay: { solved: true, error: null, duration_ms: 1000, scroll_required: false, actions: 0 },
        features, normalised: rated.normalised, axes: rated.axes, mismatches: rated.mismatches,
        measurement: { steps: [], visible_state: { initial: null, final: null } },
      }],
    };
  };

  it('round-trips through disk', () => {
    const file = path.join(scratch, 'realized.json');
    writeRealizedAudit(file, doc());
    expect(readRealizedAudit(file)).toEqual(doc());
  });

  it('turns away a file written by an older audit, saying how to bring it up to date', () => {
    const file = path.join(scratch, 'older.json');
    writeFileSync(file, JSON.stringify({ ...doc(), format_version: REALIZED_FORMAT_VERSION - 1 }));
    expect(() => readRealizedAudit(file)).toThrow(/older\.json: format_version \d+: measured by an older audit .*audit afresh/);
  });

  it('names the task and field of a damaged row', () => {
    const file = path.join(scratch, 'damaged.json');
    const d = doc() as unknown as { tasks: { axes: Record<string, { realized: number }> }[] };
    d.tasks[0].axes.depth_layering.realized = 9;
    writeFileSync(file, JSON.stringify(d));
    expect(() => readRealizedAudit(file)).toThrow(/tasks\[0\]\.axes\.depth_layering\.realized \(task button-antd-T01\)/);
  });
});
