import { singleChoiceParams, type SingleChoiceParams } from '../../generator/cores/singleChoice';
import { defineFamily } from '../../generator/family';
import { CHOICE_SETS } from '../../generator/pools';
import { model } from './model';

export const params = singleChoiceParams;
export type Params = SingleChoiceParams;

export default defineFamily<Params>({
  type: 'radio_group',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['select_one'],
  baseAxes: { density_choice_interference: 2 },
  core(ctx) {
    const { rng } = ctx;
    const set = rng.pick(CHOICE_SETS);
    const options = ctx.bucket === 'easy' ? set.options.slice(0, 4) : [...set.options];
    const initial = rng.next() < 0.5 ? rng.pick(options) : null;
    const target = rng.pick(options.filter((o) => o !== initial));
    const wrong = rng.pick(options.filter((o) => o !== target));
    const noun = set.label.toLowerCase();
    return {
      params: { label: set.label, options, initial },
      checks: [{ kind: 'equals', field: 'value', target }],
      goal: {
        text: `choose "${target}" for ${noun}`,
        reference: `choose the ${noun} shown in the reference picture`,
        mixed: `choose the ${noun} shown in the reference picture (it starts with "${target[0]}")`,
      },
      solution: [{ do: 'click', target: ctx.scope({ role: 'radio', name: target }) }],
      wrong: [{ why: `chose "${wrong}"`, fields: { value: wrong } }],
      axes: { density_choice_interference: options.length > 5 ? 1 : 0 },
      why: `${options.length} visible radios`,
    };
  },
});
