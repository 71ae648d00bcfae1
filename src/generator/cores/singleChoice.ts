/** Core of the types whose state is one option chosen from a labelled list (custom, native and searchable selects). */
import type { ReferenceStep, Target } from '../../core/taskSpec';
import type { CoreContext, CoreTask } from '../family';
import { CHOICE_SETS } from '../pools';

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
