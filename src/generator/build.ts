/**
 * The task builder: wraps a family's core task in its slot's scene and generic template — frame
 * params, instances, commit and confirmation, overlays, disclosure, scrolling, clutter and
 * reference pictures — and derives the predicate, negative states, reference solution, instruction
 * and difficulty. Families never do any of this themselves.
 */
import type { Json } from '../core/json';
import { CLUTTER_KINDS, HEAVY_CLUTTER, type ClutterKind } from '../core/clutterKinds';
import { FrameSchema, type ClutterItem, type Frame } from '../core/frame';
import type { Predicate } from '../core/predicate';
import { SOLE_INSTANCE } from '../core/state';
import { AXES, referenceSteps, TaskSpecSchema, type Axis, type ReferenceStep, type Target, type TaskSpec } from '../core/taskSpec';
import type { TaskFamily } from './family';
import { BUCKET_TIERS, burdenCount, type Slot } from './plan';
import {
  CARD_TITLES, CLUTTER_POOL, CLUTTER_SELECT_OPTIONS, COMMIT_LABELS, CONFIRMS, DISCLOSURES, INSTANCE_SETS, OVERLAYS, TABLE_COLUMNS,
} from './pools';
import type { Rng } from './rng';
import { initialState, stateWith } from './states';

export const CLUTTER_COUNT = { none: 0, low: 3, medium: 6, high: 10 } as const;

/** Every string inside a JSON value (the labels a task's own controls may show). */
export function strings(v: Json, out = new Set<string>()): Set<string> {
  if (typeof v === 'string') out.add(v.toLowerCase());
  else if (Array.isArray(v)) v.forEach((x) => strings(x, out));
  else if (v && typeof v === 'object') Object.values(v).forEach((x) => strings(x, out));
  return out;
}

function pickFree(rng: Rng, pool: readonly string[], taken: Set<string>): string {
  const free = pool.filter((p) => !taken.has(p.toLowerCase()));
  if (free.length === 0) throw new Error(`no free label left in [${pool.join(', ')}]`);
  const v = rng.pick(free);
  taken.add(v.toLowerCase());
  return v;
}

/** `n` clutter widgets, none of the `heavy` kinds, whose labels avoid `taken` (which they join). */
export function clutterItems(rng: Rng, n: number, taken: Set<string>, heavy: readonly ClutterKind[] = []): ClutterItem[] {
  const out: ClutterItem[] = [];
  const kinds = rng.shuffle(CLUTTER_KINDS).filter((k) => !heavy.includes(k));
  for (let i = 0; i < n; i++) {
    const kind = kinds[i % kinds.length];
    const label = pickFree(rng, CLUTTER_POOL[kind], taken);
    const detail = kind === 'select' ? [...CLUTTER_SELECT_OPTIONS] : kind === 'progress' ? rng.int(15, 90) : undefined;
    out.push(detail === undefined ? { kind, label } : { kind, label, detail });
  }
  return out;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Task numbers: `T` in the Full suite (and fresh splits of it), `C` in Core, so an id names its suite's task. */
export type TaskSeries = 'T' | 'C';

export function buildTask(family: TaskFamily, slot: Slot, rng: Rng, number: number, series: TaskSeries = 'T'): TaskSpec {
  const id = `${family.type}-${slot.library}-${series}${String(number).padStart(2, '0')}`;
  const sc = slot.scene;
  const instanceSet = rng.pick(INSTANCE_SETS);
  const instanceNames = sc.instances > 1 ? instanceSet.slice(0, sc.instances) : null;
  const instance = instanceNames ? rng.pick(instanceNames) : SOLE_INSTANCE;
  const region = (name: string): Target => ({ role: 'region', name });
  const scope = (t: Target): Target => (instanceNames ? { ...t, within: region(instance) } : t);
  // A single instance's frame is named by its card title, drawn after the core (whose labels it
  // must avoid): the region is handed out now and named once the title is chosen.
  const ownFrame: Target = instanceNames ? region(instance) : { role: 'region', name: '' };

  // As `wrap` below adds them: an overlay only in overlay layouts.
  const opensOverlay = (sc.layout === 'modal_flow' || sc.layout === 'drawer_flow') && slot.overlayClosed;
  const around = [opensOverlay, slot.disclosure, slot.scroll, slot.commit, slot.confirm].filter(Boolean).length;
  const core = family.core({ rng: rng.fork('core'), library: slot.library, template: slot.coreTemplate, bucket: slot.bucket, scene: sc, scope, frame: ownFrame, around });
  const typeParams = family.params.parse(core.params);

  // Frame: labels must never collide with the component's own labels (or each other), so that
  // every name in the instruction and the reference solution means one thing on the page.
  const taken = strings(typeParams as Json);
  instanceNames?.forEach((n) => taken.add(n.toLowerCase()));
  const frame: Frame = {};
  if (!instanceNames) ownFrame.name = frame.title = pickFree(rng, CARD_TITLES, taken);
  else frame.instances = [...instanceNames];
  if (sc.layout === 'table_cell') frame.columns = [...rng.pick(TABLE_COLUMNS)] as [string, string];
  if (slot.commit) frame.commit = pickFree(rng, COMMIT_LABELS, taken);
  if (slot.confirm) {
    const c = rng.pick(CONFIRMS.filter((x) => !taken.has(x.ok.toLowerCase()) && !taken.has(x.cancel.toLowerCase())));
    frame.confirm = { ...c };
    taken.add(c.ok.toLowerCase());
  }
  if (sc.layout === 'modal_flow' || sc.layout === 'drawer_flow') {
    const o = rng.pick(OVERLAYS.filter((x) => !taken.has(x.trigger.toLowerCase())));
    frame.overlay = { ...o, closed: slot.overlayClosed };
    taken.add(o.trigger.toLowerCase());
    taken.add(o.title.toLowerCase());
  }
  if (slot.disclosure) frame.disclosure = pickFree(rng, DISCLOSURES, taken);
  if (slot.scroll) frame.scroll = rng.int(6, 9);
  if (sc.clutter !== 'none') {
    const heavy = family.heavyOn?.includes(slot.library) ? HEAVY_CLUTTER[slot.library] : [];
    frame.clutter = clutterItems(rng, CLUTTER_COUNT[sc.clutter], taken, heavy);
  }
  if (sc.guidance !== 'text') frame.reference = true;
  if (family.wideFrame) frame.wide = true;
  FrameSchema.parse(frame);
  const params = { ...(typeParams as Record<string, Json>), frame: frame as unknown as Json };

  // Predicate: the family's checks on the chosen instance, committed by the final commit control.
  const commitName = frame.confirm?.ok ?? frame.commit;
  const leaves = core.checks.map((c) => ({ ...c, ...(instanceNames ? { instance } : {}), ...(commitName ? { commit: commitName } : {}) }) as Predicate);
  const predicate: Predicate = leaves.length === 1 ? leaves[0] : { kind: 'all', of: leaves };
  const right: Record<string, Json> = Object.fromEntries(core.checks.map((c) => [c.field, c.target as Json]));

  const model = family.model;
  const negatives = [{ why: 'the page as loaded, untouched', state: initialState(model, typeParams, frame) }];
  for (const w of core.wrong) negatives.push({ why: w.why, state: stateWith(model, typeParams, frame, instance, w.fields, commitName ?? null) });
  if (instanceNames) {
    const other = rng.pick(instanceNames.filter((n) => n !== instance));
    negatives.push({ why: `the right value on the "${other}" instance instead`, state: stateWith(model, typeParams, frame, other, right, commitName ?? null) });
  }
  if (commitName) negatives.push({ why: `the right value, never committed with "${commitName}"`, state: stateWith(model, typeParams, frame, instance, right, null) });

  // Reference solution: reach the component, do the core steps, commit.
  const wrap = (steps: ReferenceStep[]): ReferenceStep[] => {
    const out: ReferenceStep[] = [];
    if (frame.overlay?.closed) out.push({ do: 'click', target: { role: 'button', name: frame.overlay.trigger } });
    if (frame.disclosure) out.push({ do: 'click', target: { role: 'button', name: frame.disclosure } });
    if (frame.scroll) out.push({ do: 'scroll', dx: 0, dy: 2400 });
    out.push(...steps);
    if (frame.commit) out.push(...(core.tidy ?? []));
    if (frame.commit) out.push({ do: 'click', target: scope({ role: 'button', name: frame.commit }) });
    if (frame.confirm) out.push({ do: 'click', target: { role: 'button', name: frame.confirm.ok, within: { role: 'dialog', name: frame.confirm.prompt } } });
    return out;
  };
  const solution = wrap(core.solution);

  // Instruction.
  const goal = sc.guidance === 'text' ? core.goal.text : sc.guidance === 'mixed' ? (core.goal.mixed ?? core.goal.reference) : core.goal.reference;
  const where = instanceNames ? `${sc.layout === 'table_cell' ? 'in the row' : 'in the section'} "${instance}", ` : '';
  const reach = frame.overlay?.closed ? `open "${frame.overlay.trigger}"` : frame.disclosure ? `expand "${frame.disclosure}"` : '';
  const tail = frame.confirm ? `, then click "${frame.commit}" and confirm` : frame.commit ? `, then click "${frame.commit}"` : '';
  const instruction = cap(`${reach ? `${reach}; ` : ''}${where}${goal}${tail}.`);

  // Intended difficulty.
  const clutterBump = { none: 0, low: 0, medium: 1, high: 2 }[sc.clutter];
  const base = (a: Axis) => (family.baseAxes[a] ?? 1) + (core.axes?.[a] ?? 0);
  const bumps: Record<Axis, number> = {
    precision_requirement: base('precision_requirement') + (sc.spacing === 'compact' && base('precision_requirement') >= 3 ? 1 : 0),
    target_acquisition: base('target_acquisition') + Number(sc.placement !== 'center') + Number(sc.scale === 'small') + Number(sc.spacing === 'compact') + Number(clutterBump > 0) + Number(!!frame.scroll),
    density_choice_interference: base('density_choice_interference') + clutterBump,
    depth_layering: base('depth_layering') + Number(!!frame.overlay?.closed) + Number(!!frame.disclosure) + Number(!!frame.commit) + Number(!!frame.confirm),
    feedback_dynamics: base('feedback_dynamics') + Number(!!frame.commit),
    semantic_observability: base('semantic_observability') + (sc.guidance === 'visual' ? 2 : sc.guidance === 'mixed' ? 1 : 0),
    disambiguation_load: base('disambiguation_load') + (sc.instances >= 3 ? 2 : sc.instances === 2 ? 1 : 0) + Number(sc.clutter === 'high'),
  };
  const axes = Object.fromEntries(AXES.map((a) => [a, Math.max(1, Math.min(5, bumps[a]))])) as Record<Axis, number>;

  const reasons = [core.why];
  if (instanceNames) reasons.push(`${sc.instances} look-alike instances`);
  if (frame.overlay?.closed) reasons.push(`inside a closed ${sc.layout === 'drawer_flow' ? 'drawer' : 'dialog'}`);
  if (frame.disclosure) reasons.push('inside a collapsed section');
  if (frame.scroll) reasons.push('below the fold');
  if (frame.confirm) reasons.push('commit needs confirmation');
  else if (frame.commit) reasons.push(`"${frame.commit}" commits`);
  if (sc.guidance !== 'text') reasons.push(`goal shown as a ${sc.guidance === 'visual' ? 'picture only' : 'picture with partial text'}`);
  const looks = [sc.theme === 'dark' && 'dark', sc.spacing === 'compact' && 'compact', sc.clutter !== 'none' && `${sc.clutter} clutter`,
    sc.scale !== 'default' && `${sc.scale} scale`, sc.placement !== 'center' && 'off-centre'].filter(Boolean);
  if (looks.length) reasons.push(looks.join(', '));
  if (burdenCount(slot) === 0) reasons.push('library defaults, no added burden');

  const spec: TaskSpec = {
    id, canonical_type: family.type, library: slot.library, template: slot.template, instruction,
    scene: sc,
    // The bucket's lower tier, until the type's tasks are ranked (rankTiers in plan.ts).
    difficulty: { bucket: slot.bucket, tier: BUCKET_TIERS[slot.bucket][0], axes, justification: `${cap(reasons.join('; '))}.` },
    params, predicate,
    negative_states: negatives,
    reference_solution: solution,
    ...(core.pointerSolution ? { pointer_solution: wrap(core.pointerSolution) } : {}),
    reference_steps: referenceSteps(solution),
    ...(core.files ? { files: core.files } : {}),
  };
  return TaskSpecSchema.parse(spec);
}

