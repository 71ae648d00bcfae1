/**
 * Core of the fields with a suggestion list: editable ones (editable comboboxes, free-form
 * autocompletes), whose value is what they commit, a picked suggestion or typed text, and
 * restricted ones, whose value is a picked suggestion only.
 */
import { z } from 'zod';
import type { Library } from '../../core/ontology';
import type { Axis, ReferenceStep, Target } from '../../core/taskSpec';
import { suggestionsFor } from '../../env/kit/suggestions';
import type { TypeModel } from '../../env/kit/types';
import { defineFamily, type CoreContext, type CoreTask, type TaskFamily } from '../family';
import { SUGGESTION_SETS } from './choiceSets';
import { inOptionOrder } from './labelSet';
import { lookAlikes } from './singleChoice';

export const suggestedTextParams = z.strictObject({
  label: z.string().min(1),
  placeholder: z.string(),
  suggestions: z.array(z.string().min(1)).min(2),
  /** The value on load: empty text, or null for a restricted field with nothing chosen. */
  initial: z.string().nullable(),
  /** Characters typed before any suggestion shows (0: the list opens with the field). */
  minChars: z.number().int().min(0),
});
export type SuggestedTextParams = z.infer<typeof suggestedTextParams>;

/** Text typed into the field and committed with Enter. */
const commit = (field: Target, text: string): ReferenceStep[] => [{ do: 'fill', target: field, text }, { do: 'keyboard_press', key: 'Enter' }];

/** A suggestion picked from its option. */
const clickOption = (_shown: string[], _typed: string, target: string): ReferenceStep[] => [{ do: 'click', target: { role: 'option', name: target } }];

/** How each library's suggestion field is driven: picking a suggestion, and emptying the value. */
const DRIVE: Record<Library, {
  pick(shown: string[], typed: string, target: string): ReferenceStep[];
  clear(field: Target): ReferenceStep[];
}> = {
  antd: {
    /**
     * antd's list shows options as plain elements (its ARIA listbox holds only the active one and
     * its neighbours): the arrow keys from the option antd makes active as the list narrows (the
     * first that begins with the typed text, else the first; Enter alone would pick it) to the
     * target, then Enter.
     */
    pick(shown, typed, target) {
      const begins = shown.findIndex((s) => s.toLowerCase().startsWith(typed.toLowerCase()));
      const moves = shown.indexOf(target) - Math.max(0, begins);
      const key = moves > 0 ? 'ArrowDown' : 'ArrowUp';
      return [...Array.from({ length: Math.abs(moves) }, () => ({ do: 'keyboard_press' as const, key })), { do: 'keyboard_press', key: 'Enter' }];
    },
    clear: (field) => commit(field, ''),
  },
  mui: {
    pick: clickOption,
    // MUI's Autocomplete sets its value to nothing itself once its text is emptied.
    clear: (field) => [{ do: 'fill', target: field, text: '' }],
  },
  mantine: {
    pick: clickOption,
    clear: (field) => commit(field, ''),
  },
};

function suggestedTextCore(ctx: CoreContext, minChars: number, restricted: boolean): CoreTask<SuggestedTextParams> {
  const { rng, bucket, template } = ctx;
  const set = rng.pick(SUGGESTION_SETS);
  const field = ctx.scope({ role: 'combobox', name: set.label });
  const all: string[] = [...set.options];
  const noun = set.label.toLowerCase();
  const suggestions = bucket === 'hard' ? all : inOptionOrder(all, rng.sample(all, Math.min(all.length - 1, bucket === 'easy' ? 8 : 11)));
  const placeholder = minChars ? `Type ${minChars} letters to see suggestions` : 'Type or choose';
  const none = restricted ? null : '';
  const params = (initial: string | null) => ({ label: set.label, placeholder, suggestions, initial, minChars });
  const other = (not: string[]) => rng.pick(suggestions.filter((s) => !not.includes(s)));
  const drive = DRIVE[ctx.library];

  if (template === 'clear_reset') {
    const initial = other([]);
    return {
      params: params(initial),
      checks: [{ kind: 'equals', field: 'value', target: '' }],
      goal: { text: `clear the ${noun}`, reference: `clear the ${noun}` },
      solution: drive.clear(field),
      wrong: [{ why: `left "${initial}"`, fields: { value: initial } }],
      why: 'the field emptied and the emptiness committed',
    };
  }
  const goal = (target: string) => ({
    text: `set the ${noun} to "${target}"`,
    reference: `set the ${noun} to the value shown in the reference picture`,
    mixed: `set the ${noun} to the value shown in the reference picture (it starts with "${target[0]}")`,
  });
  if (template === 'enter_text') {
    // A value nobody suggested, that looks like a suggestion (free-form fields take it as typed).
    const target = rng.pick(set.fresh);
    const near = lookAlikes(suggestions, target);
    const initial = rng.next() < 0.4 ? other(near) : none;
    return {
      params: params(initial),
      checks: [{ kind: 'equals', field: 'value', target }],
      goal: goal(target),
      solution: commit(field, target),
      wrong: [
        { why: 'committed a shorter text', fields: { value: target.slice(0, -1) } },
        ...(near.length ? [{ why: `picked the suggestion "${near[0]}"`, fields: { value: near[0] } }] : []),
      ],
      axes: { disambiguation_load: near.length ? 1 : 0 },
      why: `a value not among ${suggestions.length} suggestions${near.length ? `, ${near.length} of them alike` : ''}`,
    };
  }
  // Pick a suggestion after typing its first letters: hard ones share those letters with others.
  const withTwins = suggestions.filter((s) => lookAlikes(suggestions, s).length > 0);
  const target = bucket === 'hard' && withTwins.length ? rng.pick(withTwins) : rng.pick(suggestions);
  const typed = target.slice(0, Math.min(target.length - 1, Math.max(3, minChars)));
  const shown = suggestionsFor(suggestions, typed, minChars);
  const initial = rng.next() < 0.4 ? other([target]) : none;
  const near = shown.find((s) => s !== target) ?? other(initial === null ? [target] : [target, initial]);
  return {
    params: params(initial),
    checks: [{ kind: 'equals', field: 'value', target }],
    goal: goal(target),
    solution: [{ do: 'fill', target: field, text: typed }, ...drive.pick(shown, typed, target)],
    wrong: [
      { why: `picked "${near}"`, fields: { value: near } },
      { why: `committed the letters "${typed}"`, fields: { value: typed } },
    ],
    axes: { density_choice_interference: shown.length > 2 ? 1 : 0 },
    why: `${shown.length} suggestion${shown.length > 1 ? 's' : ''} left after typing "${typed}", of ${suggestions.length}`,
  };
}

/**
 * A family of fields with suggestions, shown with the field (`minChars` 0) or once typed; a
 * `restricted` field takes only a suggestion.
 */
export function suggestedTextFamily(o: {
  type: string;
  restricted?: boolean;
  model: TypeModel<SuggestedTextParams>;
  templates: readonly string[];
  minChars: number;
  baseAxes: Partial<Record<Axis, number>>;
}): TaskFamily<SuggestedTextParams> {
  return defineFamily<SuggestedTextParams>({
    type: o.type,
    libraries: ['antd', 'mui', 'mantine'],
    params: suggestedTextParams,
    model: o.model,
    templates: o.templates,
    baseAxes: o.baseAxes,
    core: (ctx) => suggestedTextCore(ctx, o.minChars, o.restricted ?? false),
  });
}
