import { z } from 'zod';
import type { ReferenceStep, Target } from '../../core/taskSpec';
import { parentState, type ParentState } from '../../env/kit/tristate';
import { OPTION_GROUPS } from '../../generator/cores/choiceSets';
import { inOptionOrder, pickSubset, quoteList, toggleClicks } from '../../generator/cores/labelSet';
import { defineFamily } from '../../generator/family';
import { model } from './model';

export const params = z.strictObject({
  parent: z.string().min(1),
  options: z.array(z.string().min(1)).min(2),
  initial: z.array(z.string().min(1)),
});
export type Params = z.infer<typeof params>;

/** The fewest clicks from `from` to `to`: children one by one, or the parent first (once or twice). */
function shortestPlan(options: readonly string[], from: string[], to: string[], parent: Target, child: (l: string) => Target): ReferenceStep[] {
  const click: ReferenceStep = { do: 'click', target: parent };
  const afterOne = parentState(from, options) === 'checked' ? [] : [...options];
  const plans = [
    toggleClicks(options, from, to, child),
    [click, ...toggleClicks(options, afterOne, to, child)],
    ...(afterOne.length ? [[click, click, ...toggleClicks(options, [], to, child)]] : []),
  ];
  return plans.reduce((a, b) => (b.length < a.length ? b : a));
}

export default defineFamily<Params>({
  type: 'checkbox_tristate',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['toggle_state', 'clear_reset'],
  baseAxes: { density_choice_interference: 2, semantic_observability: 2 },
  core(ctx) {
    const { rng } = ctx;
    const group = rng.pick(OPTION_GROUPS);
    const options = group.options.slice(0, ctx.bucket === 'easy' ? 4 : ctx.bucket === 'mid' ? 5 : 6);
    const some = (lo: number, hi: number) => inOptionOrder(options, rng.sample(options, rng.int(lo, hi)));
    const n = options.length;
    let initial: string[];
    let target: string[];
    if (ctx.template === 'clear_reset') {
      initial = rng.next() < 0.4 ? [...options] : some(1, n - 1);
      target = [];
    } else if (ctx.bucket === 'easy' && ctx.scene.guidance === 'text') {
      initial = rng.next() < 0.4 ? [] : some(1, n - 1);
      target = [...options];
    } else {
      // Partly ticked with exactly these children, from nothing, everything, or another mix.
      target = pickSubset(ctx, options, rng.int(1, n - 1));
      const start = ctx.bucket === 'hard' ? 'other' : rng.pick(['none', 'all', 'other'] as const);
      initial = start === 'none' ? [] : start === 'all' ? [...options] : some(1, n - 1);
      if (initial.join() === target.join()) initial = [];
    }
    const state: ParentState = parentState(target, options);
    const fields = (children: string[]) => ({ children, parent: parentState(children, options) });
    const wrongs: { why: string; set: string[] }[] = [];
    const one = rng.pick(options);
    if (state === 'checked') wrongs.push({ why: `"${one}" left unticked`, set: options.filter((o) => o !== one) });
    if (state === 'unchecked') wrongs.push({ why: `"${one}" left ticked`, set: [one] });
    if (state === 'mixed') {
      const extra = rng.pick(options.filter((o) => !target.includes(o)));
      wrongs.push({ why: `also ticked "${extra}"`, set: inOptionOrder(options, [...target, extra]) });
      wrongs.push({ why: 'ticked everything', set: [...options] });
    }
    const parentBox = ctx.scope({ role: 'checkbox', name: group.parent });
    const p = `"${group.parent}"`;
    const goal = {
      checked: { text: `tick ${p} so that everything under it is ticked`, reference: `set ${p} as the reference picture shows` },
      unchecked: { text: `clear ${p} and everything under it`, reference: `clear ${p} and everything under it` },
      mixed: {
        text: `leave ${p} partly ticked, with only ${quoteList(target)} ticked under it`,
        reference: `leave ${p} partly ticked, with exactly the items in the reference picture ticked under it`,
        mixed: `leave ${p} partly ticked, with exactly the ${target.length} items in the reference picture ticked under it`,
      },
    }[state];
    const solution = shortestPlan(options, initial, target, parentBox, (name) => ctx.scope({ role: 'checkbox', name }));
    return {
      params: { parent: group.parent, options, initial },
      checks: [{ kind: 'equals', field: 'parent', target: state }, { kind: 'set_equals', field: 'children', target }],
      goal,
      solution,
      wrong: wrongs.map((w) => ({ why: w.why, fields: fields(w.set) })),
      axes: { density_choice_interference: n > 4 ? 1 : 0, feedback_dynamics: state === 'mixed' ? 1 : 0 },
      why: `parent over ${n} children, ${state === 'mixed' ? 'left partly ticked' : state === 'checked' ? 'fully ticked' : 'cleared'} in ${solution.length} clicks`,
    };
  },
});
