/** Core helpers for types whose state is a set of option labels (checkbox groups, toggle-button bars). */
import { z } from 'zod';
import type { Axis, ReferenceStep, Target } from '../../core/taskSpec';
import type { TypeModel } from '../../env/kit/types';
import { defineFamily, type CoreContext, type CoreTask, type TaskFamily } from '../family';

/** The labels of `set` in the order the options are shown. */
export function inOptionOrder(options: readonly string[], set: Iterable<string>): string[] {
  const s = new Set(set);
  return options.filter((o) => s.has(o));
}

/** One click on every option whose state differs between `from` and `to`, in display order. */
export function toggleClicks(options: readonly string[], from: readonly string[], to: readonly string[], target: (label: string) => Target): ReferenceStep[] {
  const a = new Set(from);
  const b = new Set(to);
  return options.filter((o) => a.has(o) !== b.has(o)).map((o) => ({ do: 'click', target: target(o) }));
}

/** Whether these labels fit side by side as chips in the reference picture (260 px wide). */
export function chipsFit(items: readonly string[]): boolean {
  return items.reduce((w, s) => w + s.length * 9 + 28, 12) <= 250;
}

/** `"A"`, `"A" and "B"`, `"A", "B" and "C"`. */
export function quoteList(items: readonly string[]): string {
  const q = items.map((i) => `"${i}"`);
  return q.length <= 1 ? (q[0] ?? '') : `${q.slice(0, -1).join(', ')} and ${q[q.length - 1]}`;
}

/** A random subset of `size` options; with a reference picture, one whose chips fit in it. */
export function pickSubset(ctx: CoreContext, options: readonly string[], size: number): string[] {
  const fits = ctx.scene.guidance === 'text' ? () => true : chipsFit;
  for (let attempt = 0; attempt < 50; attempt++) {
    const s = inOptionOrder(options, ctx.rng.sample(options, size));
    if (fits(s)) return s;
  }
  const shortest = [...options].sort((a, b) => a.length - b.length).slice(0, size);
  return inOptionOrder(options, shortest);
}

export interface LabelSetSpec<P> {
  /** Visible label of the whole group. */
  label: string;
  options: readonly string[];
  field: string;
  /** The control of one option (unscoped; the core scopes it to the instance). */
  item(label: string): Target;
  /** Whether the options lie outside the instance (a popup list in a portal): then unscoped. */
  inPopup?: boolean;
  /** e.g. { on: 'tick', off: 'untick', state: 'ticked', noun: 'option' }. */
  words: { on: string; off: string; state: string; noun: string };
  params(initial: string[]): P;
}

/**
 * Choose a required subset (`select_many`) or clear every option (`clear_reset`). Harder buckets
 * want bigger subsets and start from selections that must partly be undone.
 */
export function labelSetCore<P>(ctx: CoreContext, s: LabelSetSpec<P>): CoreTask<P> {
  const { rng } = ctx;
  const { options, words: w } = s;
  const rest = (set: readonly string[]) => options.filter((o) => !set.includes(o));
  let initial: string[];
  let target: string[];
  const wrong: CoreTask<P>['wrong'] = [];
  if (ctx.template === 'clear_reset') {
    initial = inOptionOrder(options, rng.sample(options, rng.int(2, ctx.bucket === 'hard' ? 4 : 3)));
    target = [];
    const kept = rng.pick(initial);
    wrong.push({ why: `left "${kept}" ${w.state}`, fields: { [s.field]: [kept] } });
  } else {
    const size = ctx.bucket === 'easy' ? 2 : ctx.bucket === 'mid' ? rng.int(2, 3) : rng.int(3, 4);
    target = pickSubset(ctx, options, size);
    // Easy tasks start empty or with one target option already on; harder ones also start with an
    // option on that has to be turned off again.
    const stray = rng.pick(rest(target));
    initial = ctx.bucket === 'easy'
      ? (rng.next() < 0.5 ? [] : [rng.pick(target)])
      : inOptionOrder(options, [stray, ...rng.sample(target, ctx.bucket === 'hard' ? 1 : rng.int(0, 1))]);
    const missing = rng.pick(target);
    wrong.push({ why: `left out "${missing}"`, fields: { [s.field]: target.filter((t) => t !== missing) } });
    wrong.push({ why: `also ${w.state} "${stray}"`, fields: { [s.field]: inOptionOrder(options, [...target, stray]) } });
  }
  const solution = toggleClicks(options, initial, target, (o) => (s.inPopup ? s.item(o) : ctx.scope(s.item(o))));
  const goal = target.length === 0
    ? { text: `${w.off} every ${w.noun} in "${s.label}"`, reference: `${w.off} every ${w.noun} in "${s.label}"` }
    : {
        text: `have exactly ${quoteList(target)} ${w.state} in "${s.label}"`,
        reference: `${w.on} exactly the ${w.noun}s shown in the reference picture in "${s.label}"`,
        mixed: `${w.on} exactly the ${target.length} ${w.noun}s shown in the reference picture in "${s.label}" (one of them is "${target[0]}")`,
      };
  return {
    params: s.params(initial),
    checks: [{ kind: 'set_equals', field: s.field, target }],
    goal,
    solution,
    wrong,
    axes: { density_choice_interference: options.length > 5 ? 1 : 0 },
    why: target.length === 0
      ? `${initial.length} of ${options.length} ${w.noun}s to turn off one by one`
      : `${target.length} of ${options.length} ${w.noun}s, ${solution.length} to change`,
  };
}

/** Params of a group of independently selectable options. */
export const labelSetParams = z.strictObject({
  label: z.string().min(1),
  options: z.array(z.string().min(1)).min(2),
  initial: z.array(z.string().min(1)),
});
export type LabelSetParams = z.infer<typeof labelSetParams>;

/** A family whose tasks choose a subset of a group's options or clear them all. */
export function labelSetFamily(o: {
  type: string;
  model: TypeModel<LabelSetParams>;
  baseAxes: Partial<Record<Axis, number>>;
  field: string;
  words: LabelSetSpec<LabelSetParams>['words'];
  /** The group a task shows: its label and, for the task's bucket, its options. */
  group(ctx: CoreContext): { label: string; options: string[] };
  /** The control of one option in the task's library (unscoped). */
  item(ctx: CoreContext, label: string): Target;
}): TaskFamily<LabelSetParams> {
  return defineFamily<LabelSetParams>({
    type: o.type,
    libraries: ['antd', 'mui', 'mantine'],
    params: labelSetParams,
    model: o.model,
    templates: ['select_many', 'clear_reset'],
    baseAxes: o.baseAxes,
    core(ctx) {
      const { label, options } = o.group(ctx);
      return labelSetCore(ctx, {
        label, options, field: o.field, words: o.words,
        item: (name) => o.item(ctx, name),
        params: (initial) => ({ label, options, initial }),
      });
    },
  });
}
