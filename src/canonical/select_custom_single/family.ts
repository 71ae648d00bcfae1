import { z } from 'zod';
import { defineFamily, frameShape, stateWith } from '../../generator/family';
import { CARD_TITLES, CHOICE_SETS } from '../../generator/pools';
import { model } from './model';

export const params = z.strictObject({
  ...frameShape,
  label: z.string().min(1),
  options: z.array(z.string().min(1)).min(2),
  initial: z.string().nullable(),
  placeholder: z.string().optional(),
});
export type Params = z.infer<typeof params>;

export default defineFamily<Params>({
  type: 'select_custom_single',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  drafts(rng, library) {
    // antd renders its visible options as plain elements (its ARIA listbox holds only the options
    // around the active one), so the reachable target there is the option's text.
    const option = (name: string) => (library === 'antd' ? { role: 'StaticText', name } : { role: 'option', name });
    const sets = rng.sample(CHOICE_SETS, 3);
    return sets.map((set, i) => {
      const options = [...set.options];
      const initial = i === 1 ? options[0] : null;
      const target = rng.pick(options.filter((o) => o !== initial));
      const wrong = rng.pick(options.filter((o) => o !== target && o !== initial));
      const commit = i === 2 ? 'Apply' : undefined;
      const p: Params = { title: rng.pick(CARD_TITLES), label: set.label, options, initial, placeholder: 'Select…', ...(commit ? { commit_control: commit } : {}) };
      return {
        template: 'open_and_select',
        instruction: commit
          ? `Pick "${target}" as the ${set.label.toLowerCase()} and press Apply.`
          : `Select "${target}" in the ${set.label} dropdown.`,
        params: p,
        scene: i === 1 ? { theme: 'dark' as const, placement: 'top_left' as const } : {},
        difficulty: {
          bucket: commit ? ('mid' as const) : ('easy' as const), tier: commit ? ('L2' as const) : ('L1' as const),
          axes: { depth_layering: commit ? 3 : 2, density_choice_interference: options.length > 5 ? 3 : 2 },
          justification: 'The options live in a popup that must be opened first' + (commit ? ', and Apply commits the choice.' : '.'),
        },
        predicate: { kind: 'equals' as const, field: 'value', target, ...(commit ? { commit } : {}) },
        negatives: [
          { why: `chose "${wrong}" instead`, state: stateWith(model, p, { value: wrong }, { commit: commit ?? null }) },
          ...(commit ? [{ why: 'right option, not applied', state: stateWith(model, p, { value: target }) }] : []),
        ],
        solution: [
          { do: 'click' as const, target: { role: 'combobox', name: set.label } },
          { do: 'click' as const, target: option(target) },
          ...(commit ? [{ do: 'click' as const, target: { role: 'button', name: commit } }] : []),
        ],
      };
    });
  },
});
