/** Core of the types whose state is one option chosen from a labelled list (custom, native and searchable selects). */
import { z } from 'zod';
import type { ReferenceStep, Target } from '../../core/taskSpec';
import type { CoreContext, CoreTask } from '../family';
import { CHOICE_SETS } from '../pools';
import { SEARCH_LISTS } from './choiceSets';
import { inOptionOrder } from './labelSet';

/** Params of a labelled list with one option chosen. */
export const singleChoiceParams = z.strictObject({
  label: z.string().min(1),
  options: z.array(z.string().min(1)).min(2),
  /** The option chosen on load, or none. */
  initial: z.string().nullable(),
});
export type SingleChoiceParams = z.infer<typeof singleChoiceParams>;

export interface SingleChoice {
  label: string;
  options: string[];
  initial: string | null;
  target: string;
  /** The control named by the list's label, scoped to the task's instance. */
  control: Target;
}

/** A list and its options, the option chosen on load, the one to choose, and a near miss. */
export type ChoicePick = Omit<SingleChoice, 'control'> & { wrong: string };

/** A short list of CHOICE_SETS, starting empty or on its first option. */
function pickShortList(ctx: CoreContext): ChoicePick {
  const { rng } = ctx;
  const set = rng.pick(CHOICE_SETS);
  const options = [...set.options];
  const initial = rng.next() < 0.4 ? options[0] : null;
  const target = rng.pick(options.filter((x) => x !== initial));
  const wrong = rng.pick(options.filter((x) => x !== target && x !== initial));
  return { label: set.label, options, initial, target, wrong };
}

const lower = (s: string) => s.toLowerCase();

/** Options a reader could take for `name`: one inside the other, or sharing a word of four letters or more. */
export function lookAlikes(options: readonly string[], name: string): string[] {
  const words = (s: string) => new Set(lower(s).split(/[^a-z]+/).filter((w) => w.length >= 4));
  const own = words(name);
  return options.filter((o) => o !== name && (lower(o).includes(lower(name)) || lower(name).includes(lower(o)) || [...words(o)].some((w) => own.has(w))));
}

/**
 * A long list of SEARCH_LISTS: `size` names for easy and mid tasks (easy ones keep no look-alike
 * of the target), the whole list for hard ones, whose target has a look-alike in it.
 */
export function pickLongList(ctx: CoreContext, size: { easy: number; mid: number }): ChoicePick {
  const { rng, bucket } = ctx;
  const list = rng.pick(SEARCH_LISTS);
  const all: string[] = [...list.options];
  let options: string[];
  let target: string;
  if (bucket === 'hard') {
    options = all;
    target = rng.pick(all.filter((o) => lookAlikes(all, o).length >= 1));
  } else {
    target = rng.pick(all);
    const others = all.filter((o) => o !== target && (bucket === 'mid' || !lookAlikes(all, target).includes(o)));
    options = inOptionOrder(all, [target, ...rng.sample(others, size[bucket] - 1)]);
  }
  const twins = lookAlikes(options, target);
  const initial = rng.next() < 0.4 ? rng.pick(options.filter((o) => o !== target && !twins.includes(o))) : null;
  const wrong = twins.length ? rng.pick(twins) : rng.pick(options.filter((o) => o !== target && o !== initial));
  return { label: list.label, options, initial, target, wrong };
}

/**
 * Choose a list and the option to pick (never the one already chosen), and build the task around
 * the reference steps `solution` gives for it.
 */
export function singleChoiceCore<P>(
  ctx: CoreContext,
  o: {
    params(c: SingleChoice): P;
    solution(c: SingleChoice): { solution: ReferenceStep[]; pointerSolution?: ReferenceStep[] };
    why(c: SingleChoice): string;
    /** The list and the choice (default: a short list of CHOICE_SETS). */
    pick?(ctx: CoreContext): ChoicePick;
  },
): CoreTask<P> {
  const { wrong, ...chosen } = (o.pick ?? pickShortList)(ctx);
  const { label, options, target } = chosen;
  const noun = label.toLowerCase();
  const choice: SingleChoice = { ...chosen, control: ctx.scope({ role: 'combobox', name: label }) };
  return {
    params: o.params(choice),
    checks: [{ kind: 'equals', field: 'value', target }],
    goal: {
      text: `select "${target}" as the ${noun}`,
      reference: `select the ${noun} shown in the reference picture`,
      mixed: `select the ${noun} shown in the reference picture (it starts with "${target[0]}")`,
    },
    ...o.solution(choice),
    wrong: [{ why: `chose "${wrong}"`, fields: { value: wrong } }],
    axes: { density_choice_interference: options.length > 5 ? 1 : 0 },
    why: o.why(choice),
  };
}
