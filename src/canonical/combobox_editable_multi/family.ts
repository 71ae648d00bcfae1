/**
 * Multi-value editable combobox: a labelled field of removable tokens that suggests values from a
 * list and takes typed text as well (antd's Select in tags mode, MUI's Autocomplete with multiple
 * and freeSolo, Mantine's TagsInput). Its lists are long and hold names inside other names
 * ("Atlas", "Atlas North"), so tasks filter by typing and pick among what the letters leave, add
 * values nobody suggested, or clear the field. A suggestion picked after typing its first letters
 * and the letters themselves committed are different values. antd's list shows its options as
 * plain elements (its ARIA listbox holds only the options around the active one), so there the
 * reference types the whole name and presses Enter. State: `values`, in the order added.
 */
import type { ReferenceStep } from '../../core/taskSpec';
import { removeName } from '../../env/kit/tagsField';
import { SUGGESTION_SETS } from '../../generator/cores/choiceSets';
import { quotedList, tokenFieldParams, type TokenFieldParams } from '../../generator/cores/codesAndTokens';
import { inOptionOrder, pickSubset } from '../../generator/cores/labelSet';
import { lookAlikes } from '../../generator/cores/singleChoice';
import { defineFamily } from '../../generator/family';
import { model } from './model';

export const params = tokenFieldParams;
export type Params = TokenFieldParams;

export default defineFamily<Params>({
  type: 'combobox_editable_multi',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['select_many', 'enter_text', 'clear_reset'],
  baseAxes: { depth_layering: 2, feedback_dynamics: 2, density_choice_interference: 2 },
  core(ctx) {
    const { rng, bucket, template, library } = ctx;
    const set = rng.pick(SUGGESTION_SETS);
    const all: string[] = [...set.options];
    const suggestions = bucket === 'hard' ? all : inOptionOrder(all, rng.sample(all, Math.min(all.length - 1, bucket === 'easy' ? 8 : 11)));
    const label = set.many;
    const params = (initial: string[]): Params => ({ label, placeholder: 'Type or choose', suggestions, initial });
    const open: ReferenceStep = { do: 'click', target: ctx.scope({ role: 'combobox', name: label }) };
    const remove = (v: string): ReferenceStep => ({ do: 'click', target: ctx.scope({ role: 'button', name: removeName(v) }) });
    const type = (v: string): ReferenceStep[] => [{ do: 'keyboard_type', text: v }, { do: 'keyboard_press', key: 'Enter' }];
    // A suggestion: its first letters typed, then its option clicked; in antd the whole name typed
    // and Enter (the name then leads antd's filtered list, see the generator check below).
    const prefix = (v: string) => v.slice(0, Math.min(v.length - 1, 3));
    const pick = (v: string): ReferenceStep[] => {
      if (library !== 'antd') return [{ do: 'keyboard_type', text: prefix(v) }, { do: 'click', target: { role: 'option', name: v } }];
      const shown = suggestions.filter((s) => s.toLowerCase().includes(v.toLowerCase()));
      if (shown[0] !== v) throw new Error(`combobox_editable_multi: typing "${v}" leaves "${shown[0]}" first in antd's list`);
      return type(v);
    };
    // antd and Mantine keep the list open after a value is added; Escape closes it (and only it).
    const tidy: ReferenceStep[] = library === 'mui' ? [] : [{ do: 'keyboard_press', key: 'Escape' }];
    const goal = (target: string[], initial: string[]) => ({
      text: initial.length ? `make "${label}" hold exactly ${quotedList(target)}` : `add ${quotedList(target)} to "${label}"`,
      reference: `make "${label}" hold exactly the values in the reference picture`,
      mixed: `make "${label}" hold exactly the ${target.length} values in the reference picture (one of them is "${target[0]}")`,
    });

    if (template === 'clear_reset') {
      const initial = rng.sample(suggestions, bucket === 'easy' ? 2 : bucket === 'mid' ? 3 : 4);
      return {
        params: params(initial),
        checks: [{ kind: 'set_equals', field: 'values', target: [] }],
        goal: { text: `remove every value from "${label}"`, reference: `remove every value from "${label}"` },
        solution: initial.map(remove),
        wrong: [{ why: `"${initial[0]}" left`, fields: { values: initial.slice(0, 1) } }],
        axes: { density_choice_interference: initial.length > 3 ? 1 : 0 },
        why: `${initial.length} values to remove by their small close buttons`,
      };
    }
    if (template === 'enter_text') {
      // Values nobody suggested, next to suggestions they resemble; harder tasks keep a value
      // already there and mix in a picked suggestion.
      const fresh = pickSubset(ctx, [...set.fresh], bucket === 'hard' ? 2 : 1);
      const picked = bucket === 'mid' ? pickSubset(ctx, suggestions.filter((s) => !fresh.some((f) => lookAlikes([s], f).length)), 1) : [];
      const initial = bucket === 'hard' ? pickSubset(ctx, suggestions, 1) : [];
      const target = [...initial, ...fresh, ...picked];
      const near = lookAlikes(suggestions, fresh[0]);
      return {
        params: params(initial),
        checks: [{ kind: 'set_equals', field: 'values', target }],
        goal: goal(target, initial),
        solution: [open, ...fresh.flatMap(type), ...picked.flatMap(pick)],
        tidy,
        wrong: [
          { why: `"${fresh[0]}" committed one letter short`, fields: { values: [...initial, fresh[0].slice(0, -1), ...fresh.slice(1), ...picked] } },
          ...(near.length ? [{ why: `the suggestion "${near[0]}" instead of "${fresh[0]}"`, fields: { values: [...initial, near[0], ...fresh.slice(1), ...picked] } }] : []),
        ],
        axes: { disambiguation_load: near.length ? 1 : 0 },
        why: `${fresh.length} value${fresh.length > 1 ? 's' : ''} not among ${suggestions.length} suggestions${picked.length ? ' and one picked' : ''}`,
      };
    }
    // select_many: suggestions picked from what their first letters leave; hard ones have
    // look-alikes, and mid and hard tasks start with a value to remove.
    const withTwins = suggestions.filter((s) => lookAlikes(suggestions, s).length > 0);
    const target = pickSubset(ctx, bucket === 'hard' && withTwins.length >= 3 ? withTwins : suggestions, bucket === 'hard' ? 3 : 2);
    const stray = bucket === 'easy' ? [] : [rng.pick(suggestions.filter((s) => !target.includes(s)))];
    const kept = bucket === 'hard' ? [target[0]] : [];
    const initial = [...stray, ...kept];
    const add = target.filter((t) => !kept.includes(t));
    return {
      params: params(initial),
      checks: [{ kind: 'set_equals', field: 'values', target }],
      goal: goal(target, initial),
      solution: [...stray.map(remove), open, ...add.flatMap(pick)],
      tidy,
      wrong: [
        { why: `committed the letters "${prefix(add[0])}"`, fields: { values: [...kept, prefix(add[0]), ...add.slice(1)] } },
        ...(stray.length ? [{ why: `"${stray[0]}" left in`, fields: { values: [...initial, ...add] } }] : []),
        { why: `"${add[add.length - 1]}" left out`, fields: { values: [...kept, ...add.slice(0, -1)] } },
      ],
      axes: { disambiguation_load: add.some((t) => lookAlikes(suggestions, t).length) ? 1 : 0 },
      why: `${add.length} suggestions to find by their first letters among ${suggestions.length}${initial.length ? `, ${stray.length} to remove first` : ''}`,
    };
  },
});
