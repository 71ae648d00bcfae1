import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { FAMILIES } from '../../src/canonical';
import { coverage, coverageMarkdown } from '../../src/generator/coverage';
import { coreComposition, coreCoverage } from '../../src/generator/coreCoverage';
import { CORE_TASKS_PER_UNIT, CORE_TIER_SHARES, CORE_UNITS } from '../../src/generator/coreUnits';
import { DEFAULT_SEED, generateCoreSuite, generateSuite, generateType } from '../../src/generator/generate';
import type { TaskSpec } from '../../src/core/taskSpec';
import { HEAVY_CLUTTER, type ClutterKind } from '../../src/core/clutterKinds';
import { suiteTasksDir } from '../../pipeline/content/suites';
import { BUCKET_TIERS, FULL_QUOTAS, FULL_TIER_SHARES, QuotaError } from '../../src/generator/plan';
import { carries } from '../../src/generator/family';
import { loadTasks } from '../../pipeline/content/tasks';
import { reportedComposition, suiteBesideTable6 } from '../../pipeline/official/composition';

const root = path.resolve(import.meta.dirname, '../..');

describe('suite generation', () => {
  it('meets every per-type quota in the committed full suite, whose coverage table is in docs/', () => {
    const c = coverage(loadTasks(), FAMILIES);
    expect(c.violations).toEqual([]);
    expect(c.total).toBe(Object.keys(FAMILIES).length * FULL_QUOTAS.perType);
    const doc = readFileSync(path.join(root, 'docs/task-coverage.md'), 'utf8');
    expect(doc, 'docs/task-coverage.md is stale: run npx cb tasks coverage --markdown docs/task-coverage.md').toBe(coverageMarkdown(c, 'Task coverage: the full suite', suiteBesideTable6(loadTasks(), FULL_QUOTAS)));
  });

  it('gives a fresh seed a different suite under the same quotas', () => {
    const fresh = [...generateSuite(DEFAULT_SEED + 1).values()].flat();
    const full = loadTasks();
    expect(coverage(fresh, FAMILIES).violations).toEqual([]);
    const instructions = new Set(full.map((t) => `${t.id}:${t.instruction}`));
    const same = fresh.filter((t) => instructions.has(`${t.id}:${t.instruction}`)).length;
    expect(same / fresh.length).toBeLessThan(0.2);
  });

  it('leaves a generic template a family claims as its own to the family core', () => {
    // The table types' core is the table operation: no scene table of instances around them.
    const tasks = generateType('data_table_sortable', DEFAULT_SEED);
    const ops = tasks.filter((t) => t.template === 'table_operation');
    expect(ops.length).toBeGreaterThan(0);
    expect(ops.filter((t) => t.scene.layout === 'table_cell').map((t) => t.id)).toEqual([]);
    expect(ops.every((t) => /^(In the section "[^"]+", s|S)ort the table by/.test(t.instruction)), ops.map((t) => t.instruction).join('\n')).toBe(true);
    // Types that do not claim it still get it as the instances-in-a-table wrapper.
    expect(generateType('checkbox', DEFAULT_SEED).filter((t) => t.template === 'table_operation').every((t) => t.scene.layout === 'table_cell')).toBe(true);
  });

  it('fails with the type and the quota when a quota cannot be met', () => {
    expect(() => generateType('checkbox', DEFAULT_SEED, { ...FULL_QUOTAS, dark: 25 })).toThrow(QuotaError);
    expect(() => generateType('checkbox', DEFAULT_SEED, { ...FULL_QUOTAS, dark: 25 })).toThrow(/"dark theme" quota for checkbox: only 20 of 25/);
    expect(() => generateType('tabs', DEFAULT_SEED, { ...FULL_QUOTAS, perType: 31 })).toThrow(/quota for tabs/);
  });

  it('keeps every frame label distinct from the component\'s own labels', () => {
    for (const t of loadTasks()) {
      const frame = t.params.frame as Record<string, unknown>;
      const own = JSON.stringify({ ...t.params, frame: undefined }).toLowerCase();
      const labels = [frame.commit, (frame.overlay as { trigger?: string } | undefined)?.trigger, frame.disclosure,
        ...((frame.clutter as { label: string }[] | undefined) ?? []).map((c) => c.label)].filter((x): x is string => typeof x === 'string');
      for (const l of labels) expect(own.includes(`"${l.toLowerCase()}"`), `${t.id}: "${l}"`).toBe(false);
    }
  });
});

describe('the Core suite', () => {
  const core = loadTasks(suiteTasksDir('core'));

  it('holds 19 units of 48 hard tasks at the per-library counts, whose coverage page is in docs/', () => {
    const c = coreCoverage(core);
    expect(c.violations).toEqual([]);
    expect(c.total).toBe(CORE_UNITS.length * CORE_TASKS_PER_UNIT);
    expect(core.every((t) => t.difficulty.bucket === 'hard' && /-C\d{2}$/.test(t.id))).toBe(true);
    const doc = readFileSync(path.join(root, 'docs/task-coverage-core.md'), 'utf8');
    const md = coverageMarkdown(c, 'Task coverage: the core suite', coreComposition(core, loadTasks()), 'Every unit and per-library count holds.');
    expect(doc, 'docs/task-coverage-core.md is stale: run npx cb tasks coverage --suite core --markdown docs/task-coverage-core.md').toBe(md);
  });

  it('asks for more steps than the Full suite and presses every page harder', () => {
    const mean = (ts: TaskSpec[]) => ts.reduce((n, t) => n + t.reference_steps, 0) / ts.length;
    expect(mean(core)).toBeGreaterThan(mean(loadTasks()) + 1.5);
    expect(core.every((t) => t.scene.spacing === 'compact' && t.scene.clutter !== 'none' && t.scene.clutter !== 'low')).toBe(true);
  });

  it('names the unit, type and library of every cell a suite misses, and any task that is not hard', () => {
    const missing = core.filter((t) => !(t.canonical_type === 'slider_range' && t.library === 'mui'));
    const easy = missing.map((t) => (t.id === 'tags_input-antd-C01' ? { ...t, difficulty: { ...t.difficulty, bucket: 'easy' as const } } : t));
    expect(coreCoverage(easy).violations).toEqual([
      'tags_input-antd-C01: an easy task (Core is hard only)',
      'unit 14_sliders: 40 tasks, expected 48',
      'unit 14_sliders: 0 slider_range tasks on mui, expected 8',
    ]);
  });

  it('gives a fresh seed new tasks under the same composition, apart from the Full suite\'s', () => {
    const fresh = [...generateCoreSuite(DEFAULT_SEED + 1).values()].flat();
    expect(coreCoverage(fresh).violations).toEqual([]);
    const seen = new Set([...core, ...loadTasks()].map((t) => t.instruction));
    expect(fresh.filter((t) => seen.has(t.instruction)).length / fresh.length).toBeLessThan(0.2);
  });
});

describe('templates a library cannot carry', () => {
  it('keeps tree_select\'s clear task off Mantine in both suites, and leaves the other libraries their clear tasks', () => {
    const family = FAMILIES.tree_select;
    expect(carries(family, 'mantine', 'clear_reset')).toBe(false);
    for (const tasks of [generateType('tree_select', DEFAULT_SEED), generateCoreSuite(DEFAULT_SEED, ['tree_select']).get('tree_select')!, generateCoreSuite(DEFAULT_SEED + 7, ['tree_select']).get('tree_select')!]) {
      expect(tasks.filter((t) => t.library === 'mantine' && t.template === 'clear_reset').map((t) => t.id)).toEqual([]);
      expect(tasks.some((t) => t.library !== 'mantine' && t.template === 'clear_reset')).toBe(true);
    }
  });
});

describe('clutter on a heavy component\'s pages', () => {
  it('shows no heavy clutter kind on a heavy family\'s pages of that library, in both suites, and heavy kinds elsewhere', () => {
    const heavyCells = Object.values(FAMILIES).flatMap((f) => (f.heavyOn ?? []).map((lib) => `${f.type}/${lib}`));
    expect(heavyCells.length).toBeGreaterThan(0);
    const kinds = (t: TaskSpec) => ((t.params.frame as { clutter?: { kind: ClutterKind }[] }).clutter ?? []).map((c) => c.kind);
    for (const tasks of [loadTasks(), loadTasks(suiteTasksDir('core'))]) {
      const heavy = tasks.filter((t) => heavyCells.includes(`${t.canonical_type}/${t.library}`));
      expect(heavy.filter((t) => kinds(t).length > 0).length).toBeGreaterThan(0);
      for (const t of heavy) expect(kinds(t).filter((k) => HEAVY_CLUTTER[t.library].includes(k)), t.id).toEqual([]);
      // The rule is the heavy families' alone: other pages of those libraries still draw every kind.
      const others = tasks.filter((t) => !heavyCells.includes(`${t.canonical_type}/${t.library}`));
      for (const lib of ['antd', 'mantine'] as const) {
        const shown = new Set(others.filter((t) => t.library === lib).flatMap(kinds));
        expect(HEAVY_CLUTTER[lib].filter((k) => !shown.has(k)), lib).toEqual([]);
      }
    }
  });
});

describe('difficulty tiers', () => {
  it('takes the Full suite\'s tier shares from the paper\'s Table 6 counts', () => {
    const { bucket, tier } = reportedComposition().dimensions;
    expect(FULL_TIER_SHARES).toEqual({ easy: (bucket.easy - tier.L0) / bucket.easy, mid: (tier.L2 - (bucket.hard - tier.L3)) / bucket.mid, hard: tier.L3 / bucket.hard });
  });

  it('gives each bucket\'s upper tier to a type\'s hardest tasks by axis ratings, at the suite\'s shares', () => {
    const sum = (t: TaskSpec) => Object.values(t.difficulty.axes).reduce((a, b) => a + b, 0);
    for (const [tasks, shares] of [[loadTasks(), FULL_TIER_SHARES], [loadTasks(suiteTasksDir('core')), CORE_TIER_SHARES]] as const) {
      for (const bucket of ['easy', 'mid', 'hard'] as const) {
        const of = tasks.filter((t) => t.difficulty.bucket === bucket);
        if (!shares[bucket]) {
          expect(of).toEqual([]);
          continue;
        }
        const [lower, upper] = BUCKET_TIERS[bucket];
        expect(of.filter((t) => t.difficulty.tier !== lower && t.difficulty.tier !== upper).map((t) => t.id)).toEqual([]);
        // Rounded per type, so the suite's share lands within a task per type of the target.
        const types = new Set(of.map((t) => t.canonical_type)).size;
        expect(Math.abs(of.filter((t) => t.difficulty.tier === upper).length - shares[bucket]! * of.length)).toBeLessThan(Math.sqrt(types) * 2);
        for (const type of new Set(of.map((t) => t.canonical_type))) {
          const mine = of.filter((t) => t.canonical_type === type);
          const up = mine.filter((t) => t.difficulty.tier === upper).map(sum);
          const down = mine.filter((t) => t.difficulty.tier === lower).map(sum);
          if (up.length && down.length) expect(Math.min(...up), `${type} ${bucket}`).toBeGreaterThanOrEqual(Math.max(...down));
        }
      }
    }
  });
});

const RELEASE_CORE = path.resolve(root, '../shared/reference/upstream-data/tasks_v2');
describe.skipIf(!existsSync(RELEASE_CORE))('Core tiers beside the official release', () => {
  it('takes Core\'s L3 share from the release\'s Core files', () => {
    const tiers = readdirSync(RELEASE_CORE).filter((f) => f.endsWith('.yaml'))
      .flatMap((f) => (parse(readFileSync(path.join(RELEASE_CORE, f), 'utf8')) as { difficulty: { tier: string } }[]).map((t) => t.difficulty.tier));
    expect(CORE_TIER_SHARES).toEqual({ hard: tiers.filter((t) => t === 'L3').length / tiers.length });
  });
});
