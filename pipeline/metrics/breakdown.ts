/**
 * Pass rate grouped by a task property: family, canonical type, template, library, tier, bucket, a
 * scene factor (`scene.clutter`) or an intended-difficulty axis rating (`axes.precision_requirement`).
 * Groups come out in a fixed order: the natural order of the level where one is defined (easy → hard,
 * none → high…), then numbers ascending, then other strings in code-point order.
 */
import { CLUTTERS, GUIDANCES, LAYOUTS, PLACEMENTS, SCALES, SPACINGS, SceneSchema, THEMES } from '../../src/core/taskSpec';
import { bootstrapPassRate, type BootstrapCI, type BootstrapOptions } from './bootstrap';
import { checkRun, compareStrings, factsOf, indexFacts } from './episodes';
import { MetricInputError, type ScoredEpisode, type TaskFacts } from './types';

export type BreakdownKey =
  | 'family' | 'canonical_type' | 'template' | 'library' | 'tier' | 'bucket' | 'reference_steps'
  | `scene.${string}` | `axes.${string}`;

export const SCENE_FACTORS = Object.keys(SceneSchema.shape) as (keyof typeof SceneSchema.shape)[];

/** The grouping keys of the diagnostic tables: plain keys and every scene factor (axes and reference_steps are opt-in). */
export const BREAKDOWN_KEYS: readonly BreakdownKey[] = [
  'family', 'canonical_type', 'template', 'library', 'tier', 'bucket',
  ...SCENE_FACTORS.map((f) => `scene.${f}` as const),
];

const NATURAL_ORDER: Partial<Record<BreakdownKey, readonly (string | number)[]>> = {
  bucket: ['easy', 'mid', 'hard'],
  tier: ['L0', 'L1', 'L2', 'L3'],
  'scene.theme': THEMES,
  'scene.spacing': SPACINGS,
  'scene.layout': LAYOUTS,
  'scene.placement': PLACEMENTS,
  'scene.scale': SCALES,
  'scene.guidance': GUIDANCES,
  'scene.clutter': CLUTTERS,
};

export interface BreakdownGroup {
  key: BreakdownKey;
  level: string | number;
  n: number;
  passed: number;
  rate: number;
  /** Present when a CI was asked for. */
  ci?: BootstrapCI;
}

export interface BreakdownOptions {
  /** Add a task-resampling bootstrap CI to each group (`true` for the defaults); every group uses the same seed. */
  ci?: true | BootstrapOptions;
}

/** The level of `key` for a task; fails naming the task and key when the task lacks it. */
export function levelOf(f: TaskFacts, key: BreakdownKey): string | number {
  const dot = key.indexOf('.');
  if (dot < 0) {
    const v: unknown = (f as unknown as Record<string, unknown>)[key];
    if (typeof v === 'string' || typeof v === 'number') return v;
    throw new MetricInputError(`task ${f.id}: breakdown key "${key}" is not a text or number field of the task facts`);
  }
  const group = key.slice(0, dot);
  const name = key.slice(dot + 1);
  const table: Record<string, string | number> | undefined = group === 'scene' ? f.scene : group === 'axes' ? f.axes : undefined;
  if (!table) throw new MetricInputError(`breakdown: unknown key "${key}" (use a TaskFacts field, scene.<factor> or axes.<axis>)`);
  const v = table[name];
  if (v === undefined) throw new MetricInputError(`task ${f.id}: no ${group} value "${name}" for breakdown key "${key}"`);
  return v;
}

function compareLevels(key: BreakdownKey): (a: string | number, b: string | number) => number {
  const order = NATURAL_ORDER[key] ?? [];
  const rank = (v: string | number) => { const i = order.indexOf(v); return i < 0 ? order.length : i; };
  return (a, b) => {
    const r = rank(a) - rank(b);
    if (r !== 0) return r;
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    if (typeof a !== typeof b) return typeof a === 'number' ? -1 : 1;
    return compareStrings(String(a), String(b));
  };
}

export function breakdown(
  episodes: readonly ScoredEpisode[], facts: readonly TaskFacts[], key: BreakdownKey, options: BreakdownOptions = {},
): BreakdownGroup[] {
  const sorted = checkRun(episodes);
  const index = indexFacts(facts);
  const groups = new Map<string | number, ScoredEpisode[]>();
  for (const e of sorted) {
    const level = levelOf(factsOf(index, e), key);
    const g = groups.get(level);
    if (g) g.push(e); else groups.set(level, [e]);
  }
  const ciOptions = options.ci === true ? {} : options.ci;
  return [...groups.keys()].sort(compareLevels(key)).map((level) => {
    const g = groups.get(level) as ScoredEpisode[];
    const passed = g.filter((e) => e.success).length;
    const row: BreakdownGroup = { key, level, n: g.length, passed, rate: passed / g.length };
    if (ciOptions) row.ci = bootstrapPassRate(g, ciOptions);
    return row;
  });
}

/** Several breakdowns of one run, in the order of `keys` (default: BREAKDOWN_KEYS). */
export function breakdowns(
  episodes: readonly ScoredEpisode[], facts: readonly TaskFacts[], keys: readonly BreakdownKey[] = BREAKDOWN_KEYS, options: BreakdownOptions = {},
): { key: BreakdownKey; groups: BreakdownGroup[] }[] {
  return keys.map((key) => ({ key, groups: breakdown(episodes, facts, key, options) }));
}
