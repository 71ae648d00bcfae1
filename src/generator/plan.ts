/**
 * Slot planning: for one canonical type, decide for each of its tasks the library, difficulty
 * bucket, template and scene, so that the suite's quotas hold by construction. Easy tasks keep the
 * library defaults; difficulty comes from realistic burdens layered on mid and hard tasks.
 */
import type { Library } from '../core/ontology';
import type { DifficultyBlock, Scene, TaskSpec } from '../core/taskSpec';
import { DEFAULT_SCENE } from './scene';
import { carries, WRAPPER_TEMPLATES, supportedTemplates, type TaskFamily, type WrapperTemplate } from './family';
import type { Rng } from './rng';

export type Bucket = DifficultyBlock['bucket'];
export const BUCKETS: Bucket[] = ['easy', 'mid', 'hard'];

export interface Quotas {
  perType: number;
  perBucket: number;
  dark: number;
  compact: number;
  clutter: number;
  multiInstance: number;
  templates: number;
}

/** The full suite's quotas per canonical type. */
export const FULL_QUOTAS: Quotas = { perType: 30, perBucket: 10, dark: 3, compact: 3, clutter: 4, multiInstance: 4, templates: 7 };

export interface Slot {
  type: string;
  library: Library;
  bucket: Bucket;
  template: string;
  /** The family's own template that the task's core instantiates. */
  coreTemplate: string;
  scene: Scene;
  commit: boolean;
  confirm: boolean;
  disclosure: boolean;
  scroll: boolean;
  /** For overlay layouts: whether the overlay starts closed. */
  overlayClosed: boolean;
}

export class QuotaError extends Error {
  constructor(type: string, quota: string, detail: string) {
    super(`cannot meet the "${quota}" quota for ${type}: ${detail}`);
    this.name = 'QuotaError';
  }
}

export const WRAPPER_BUCKETS: Record<WrapperTemplate, Bucket[]> = {
  match_reference: ['mid', 'hard'],
  table_operation: ['mid', 'hard'],
  scroll_find: ['easy', 'mid', 'hard'],
  open_overlay: ['easy', 'mid', 'hard'],
  confirm_cancel: ['mid', 'hard'],
  disclose: ['easy', 'mid'],
};

/** A generic template that wraps the family's core; a family that declares it as its own (a table's
 * `table_operation`) instantiates it in its core instead. */
export const wraps = (family: TaskFamily, t: string): t is WrapperTemplate => (WRAPPER_TEMPLATES as readonly string[]).includes(t) && !family.templates.includes(t);

/** A slot with the library defaults: nothing around the core, the plain scene. */
export function newSlot(family: TaskFamily, library: Library, bucket: Bucket, template: string): Slot {
  return {
    type: family.type, library, bucket, template, coreTemplate: template && !wraps(family, template) ? template : family.templates[0],
    scene: { ...DEFAULT_SCENE }, commit: false, confirm: false, disclosure: false, scroll: false, overlayClosed: false,
  };
}

export function planSlots(family: TaskFamily, rng: Rng, q: Quotas = FULL_QUOTAS): Slot[] {
  const libs = family.libraries;
  if (libs.length === 0) throw new QuotaError(family.type, 'libraries', 'the family ships on no library');
  if (q.perType !== q.perBucket * BUCKETS.length) throw new QuotaError(family.type, 'buckets', `${q.perType} tasks cannot split ${q.perBucket}/${q.perBucket}/${q.perBucket}`);
  if (q.perType % libs.length !== 0) throw new QuotaError(family.type, 'libraries', `${q.perType} tasks do not split evenly over ${libs.length} libraries`);

  // Buckets dealt round-robin over libraries, the starting library rotating per bucket, so each
  // library gets an even share and all buckets are balanced per library.
  const slots: Slot[] = [];
  BUCKETS.forEach((bucket, b) => {
    for (let j = 0; j < q.perBucket; j++) {
      slots.push(newSlot(family, libs[(j + b) % libs.length], bucket, ''));
    }
  });

  assignTemplates(family, slots, rng, q);
  for (const s of slots) dressScene(s, family, rng);
  enforceSceneQuotas(family, slots, rng, q);
  return slots;
}

function assignTemplates(family: TaskFamily, slots: Slot[], rng: Rng, q: Quotas): void {
  const supported = supportedTemplates(family);
  if (family.templates.length === 0) throw new QuotaError(family.type, 'templates', 'the family declares no template of its own');
  if (supported.length > slots.length) throw new QuotaError(family.type, 'templates', `${supported.length} templates do not fit in ${slots.length} tasks`);
  // Every supported template once (wrappers into the buckets where they fit), the rest are the
  // family's own templates, its first one most often.
  const open = rng.shuffle(slots.map((_, i) => i));
  const take = (pred: (s: Slot) => boolean): number | undefined => {
    const k = open.findIndex((i) => pred(slots[i]));
    return k < 0 ? undefined : open.splice(k, 1)[0];
  };
  const libCount = new Map<string, number>();
  for (const t of supported) {
    const buckets = wraps(family, t) ? WRAPPER_BUCKETS[t] : BUCKETS;
    // Spread the generic templates over libraries: prefer the library that has the fewest so far.
    const order = [...family.libraries].sort((a, b) => (libCount.get(`${t}:${a}`) ?? 0) - (libCount.get(`${t}:${b}`) ?? 0));
    let idx: number | undefined;
    for (const lib of order) {
      idx = take((s) => buckets.includes(s.bucket) && s.library === lib && carries(family, lib, t));
      if (idx !== undefined) break;
    }
    if (idx === undefined) throw new QuotaError(family.type, 'templates', `no ${buckets.join('/')} task left for template ${t}`);
    slots[idx].template = t;
    libCount.set(`${t}:${slots[idx].library}`, (libCount.get(`${t}:${slots[idx].library}`) ?? 0) + 1);
  }
  const own = family.templates;
  const weights = own.flatMap((t, i) => Array(i === 0 ? 3 : 1).fill(t) as string[]);
  for (const i of open) {
    // Drawn again when the slot's library cannot carry the template.
    let t = rng.pick(weights);
    while (!carries(family, slots[i].library, t)) t = rng.pick(weights);
    slots[i].template = t;
  }
  for (const s of slots) s.coreTemplate = wraps(family, s.template) ? own[0] : s.template;
}

export const OFF_CENTER = ['top_left', 'top_right', 'bottom_left', 'bottom_right'] as const;
export const PLAIN_LAYOUTS = ['form_section', 'dashboard', 'settings_panel', 'toolbar_header'] as const;
export const OVERLAY_LAYOUTS = ['modal_flow', 'drawer_flow'] as const;

type Burden = 'dark' | 'compact' | 'clutter' | 'instances' | 'placement' | 'scale' | 'layout';

function dressScene(s: Slot, family: TaskFamily, rng: Rng): void {
  const sc = s.scene;
  const multi = family.multiInstance !== false;
  applyTemplate(s, family, rng);
  const burdens = s.bucket === 'easy' ? (rng.next() < 0.3 ? 1 : 0) : s.bucket === 'mid' ? rng.int(1, 2) : rng.int(2, 3);
  const pool: Burden[] = s.bucket === 'easy'
    ? ['placement', 'scale', 'layout']
    : ['dark', 'compact', 'clutter', 'placement', 'scale', 'layout', ...(multi && sc.instances === 1 ? ['instances' as const] : [])];
  for (const b of rng.sample(pool, Math.min(burdens, pool.length))) applyBurden(s, b, rng);
  if (s.bucket !== 'easy' && !s.commit && rng.next() < (s.bucket === 'mid' ? 0.25 : 0.4)) s.commit = true;
}

/** What a generic template changes around the core: the layout, an overlay, a commit, a scroll. */
export function applyTemplate(s: Slot, family: TaskFamily, rng: Rng): void {
  const sc = s.scene;
  switch (wraps(family, s.template) ? s.template : '') {
    case 'table_operation':
      sc.layout = 'table_cell';
      sc.instances = rng.int(3, 4);
      break;
    case 'open_overlay':
      sc.layout = rng.pick(OVERLAY_LAYOUTS);
      s.overlayClosed = true;
      break;
    case 'match_reference':
      sc.guidance = rng.next() < 0.6 ? 'visual' : 'mixed';
      break;
    case 'scroll_find':
      s.scroll = true;
      break;
    case 'confirm_cancel':
      s.commit = true;
      s.confirm = true;
      break;
    case 'disclose':
      s.disclosure = true;
      break;
  }
}

function applyBurden(s: Slot, b: Burden, rng: Rng): void {
  const sc = s.scene;
  const heavy = s.bucket === 'hard';
  switch (b) {
    case 'dark': sc.theme = 'dark'; break;
    case 'compact': sc.spacing = 'compact'; break;
    case 'clutter': sc.clutter = heavy ? rng.pick(['medium', 'high'] as const) : rng.pick(['low', 'medium'] as const); break;
    case 'instances': if (sc.layout !== 'table_cell') sc.instances = heavy ? rng.int(3, 4) : 2; break;
    case 'placement': if (!s.scroll) sc.placement = rng.pick(OFF_CENTER); break;
    case 'scale': sc.scale = heavy ? 'small' : rng.pick(['small', 'large'] as const); break;
    case 'layout':
      if (sc.layout === 'isolated_card' && !s.scroll) {
        sc.layout = rng.next() < 0.25 && !s.disclosure ? rng.pick(OVERLAY_LAYOUTS) : rng.pick(PLAIN_LAYOUTS);
      }
      break;
  }
}

/** Raise scene burdens on the hardest eligible tasks until each per-type minimum holds. */
function enforceSceneQuotas(family: TaskFamily, slots: Slot[], rng: Rng, q: Quotas): void {
  const byHardness = (pred: (s: Slot) => boolean) => rng.shuffle(slots.filter(pred)).sort((a, b) => BUCKETS.indexOf(b.bucket) - BUCKETS.indexOf(a.bucket));
  const raise = (quota: string, need: number, has: (s: Slot) => boolean, can: (s: Slot) => boolean, apply: (s: Slot) => void) => {
    let have = slots.filter(has).length;
    for (const s of byHardness((x) => !has(x) && can(x) && x.bucket !== 'easy')) {
      if (have >= need) break;
      apply(s);
      have++;
    }
    if (have < need) throw new QuotaError(family.type, quota, `only ${have} of ${need} tasks can carry it`);
  };
  raise('dark theme', q.dark, (s) => s.scene.theme === 'dark', () => true, (s) => { s.scene.theme = 'dark'; });
  raise('compact spacing', q.compact, (s) => s.scene.spacing === 'compact', () => true, (s) => { s.scene.spacing = 'compact'; });
  raise('clutter', q.clutter, (s) => s.scene.clutter !== 'none', () => true, (s) => { s.scene.clutter = s.bucket === 'hard' ? 'high' : 'low'; });
  if (family.multiInstance !== false) {
    raise('multiple instances', q.multiInstance, (s) => s.scene.instances > 1, (s) => s.scene.layout !== 'table_cell', (s) => { s.scene.instances = s.bucket === 'hard' ? 3 : 2; });
  }
}

/** How many scene and interaction burdens a slot carries. */
export function burdenCount(s: Slot): number {
  const sc = s.scene;
  return [sc.theme === 'dark', sc.spacing === 'compact', sc.clutter !== 'none', sc.instances > 1, sc.placement !== 'center',
    sc.scale !== 'default', sc.layout !== 'isolated_card', sc.guidance !== 'text', s.commit, s.confirm, s.disclosure, s.scroll, s.overlayClosed]
    .filter(Boolean).length;
}

/** A bucket's two tiers: the lower one, and the upper one its hardest tasks take (see rankTiers). */
export const BUCKET_TIERS: Record<Bucket, readonly [Tier, Tier]> = { easy: ['L0', 'L1'], mid: ['L1', 'L2'], hard: ['L2', 'L3'] };
type Tier = DifficultyBlock['tier'];

/** The share of a bucket's tasks in its upper tier. */
export type TierShares = Partial<Record<Bucket, number>>;

/**
 * The Full suite's upper-tier shares, from the paper's Table 6 (reported counts): L0 holds easy
 * tasks only and L3 hard ones only, so easy → L1 is 972 − 789 of 972 easy tasks, hard → L3 is 253
 * of 953, and mid → L2 is what L2 holds beyond the hard tasks left in it, 818 − (953 − 253) of 985.
 * A unit test derives them again from content/official/paper-table-06.yaml.
 */
export const FULL_TIER_SHARES: TierShares = { easy: (972 - 789) / 972, mid: (818 - (953 - 253)) / 985, hard: 253 / 953 };

/**
 * Tiers split each bucket of one type's tasks by intended difficulty: the tasks whose axis ratings
 * add up highest (then those with more reference steps, then by id) take the bucket's upper tier,
 * the rest its lower one. How many take the upper tier is the bucket's share of its tasks, its
 * fraction rounded up or down at random (so the suite's counts follow the shares while every type
 * is drawn on its own stream).
 */
export function rankTiers(tasks: TaskSpec[], shares: TierShares, rng: Rng): void {
  const total = (t: TaskSpec) => Object.values(t.difficulty.axes).reduce((a, b) => a + b, 0);
  for (const bucket of BUCKETS) {
    const share = shares[bucket] ?? 0;
    const of = tasks.filter((t) => t.difficulty.bucket === bucket);
    if (of.length === 0) continue;
    const exact = share * of.length;
    const upper = Math.floor(exact) + Number(rng.next() < exact - Math.floor(exact));
    const hardest = [...of].sort((a, b) => total(b) - total(a) || b.reference_steps - a.reference_steps || (a.id < b.id ? -1 : 1));
    hardest.forEach((t, i) => { t.difficulty.tier = BUCKET_TIERS[bucket][i < upper ? 1 : 0]; });
  }
}
