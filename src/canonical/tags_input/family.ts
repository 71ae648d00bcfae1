import { quotedList, tokenFieldParams, tokenSetMisses, type TokenFieldParams } from '../../generator/cores/codesAndTokens';
import { defineFamily } from '../../generator/family';
import { model, removeName } from './model';

export const params = tokenFieldParams;
export type Params = TokenFieldParams;

const TAG_SETS = [
  { label: 'Skills', noun: 'skill', tags: ['React', 'TypeScript', 'GraphQL', 'Docker', 'Figma', 'Python', 'Kotlin', 'Terraform', 'Rust', 'Go'] },
  { label: 'Labels', noun: 'label', tags: ['bug', 'frontend', 'backend', 'docs', 'security', 'performance', 'design', 'flaky test', 'good first issue', 'blocked'] },
  { label: 'Keywords', noun: 'keyword', tags: ['pricing', 'onboarding', 'churn', 'mobile', 'accessibility', 'billing', 'search', 'export', 'dark mode', 'integrations'] },
  { label: 'Ingredients', noun: 'ingredient', tags: ['garlic', 'basil', 'lemon', 'chili', 'ginger', 'feta', 'chickpeas', 'spinach', 'coriander', 'olive oil'] },
  { label: 'Topics', noun: 'topic', tags: ['hiking', 'photography', 'jazz', 'chess', 'gardening', 'cycling', 'baking', 'astronomy', 'pottery', 'birdwatching'] },
] as const;

export default defineFamily<Params>({
  type: 'tags_input',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['enter_text', 'clear_reset'],
  baseAxes: { feedback_dynamics: 2, depth_layering: 2 },
  core(ctx) {
    const { rng, bucket } = ctx;
    const set = rng.pick(TAG_SETS);
    const pool = rng.shuffle(set.tags);
    const placeholder = `Add ${/^[aeiou]/i.test(set.noun) ? 'an' : 'a'} ${set.noun}`;
    const n = bucket === 'easy' ? 1 : bucket === 'mid' ? 2 : 3;
    const input = ctx.scope({ role: 'combobox', name: set.label });
    // Some tags are offered as suggestions, the rest only exist once typed.
    const suggestions = pool.slice(0, 6).sort();
    if (ctx.template === 'clear_reset') {
      const initial = pool.slice(0, n + (bucket === 'hard' ? 2 : 1));
      const remove = rng.sample(initial, n);
      const target = initial.filter((t) => !remove.includes(t));
      const keep = target[0];
      return {
        params: { label: set.label, placeholder, suggestions, initial },
        checks: [{ kind: 'set_equals', field: 'tags', target }],
        goal: {
          text: `remove the ${set.noun} tag${n > 1 ? 's' : ''} ${quotedList(remove)}`,
          reference: `remove tags until only those in the reference picture are left`,
          mixed: `remove tags until only those in the reference picture are left (${target.length} stay)`,
        },
        solution: remove.map((t) => ({ do: 'click' as const, target: ctx.scope({ role: 'button', name: removeName(t) }) })),
        wrong: [
          { why: `"${remove[0]}" still there`, fields: { tags: [...target, remove[0]] } },
          ...(keep ? [{ why: `"${keep}" removed as well`, fields: { tags: target.filter((t) => t !== keep) } }] : []),
        ],
        axes: { density_choice_interference: initial.length > 3 ? 1 : 0 },
        why: `${n} of ${initial.length} tags to remove by their small close buttons`,
      };
    }
    // Mid and hard tasks start with some tags and add tags outside the suggestion list as well as
    // from it. A reference picture holds only a couple of short chips, so those tasks stay small.
    const pictured = ctx.scene.guidance !== 'text';
    const initial = bucket === 'easy' || pictured ? [] : pool.slice(6, 6 + (bucket === 'mid' ? 1 : 2));
    const add = pictured ? rng.sample(pool.filter((t) => t.length <= 9), Math.min(n, 2))
      : bucket === 'easy' ? [rng.pick(pool.slice(0, 6))] : [...rng.sample(pool.slice(0, 6), n - 1), pool[9]];
    const target = [...initial, ...add];
    return {
      params: { label: set.label, placeholder, suggestions, initial },
      checks: [{ kind: 'set_equals', field: 'tags', target }],
      goal: {
        text: `add the ${set.noun} tag${n > 1 ? 's' : ''} ${quotedList(add)}`,
        reference: `make the ${set.label.toLowerCase()} match the tags in the reference picture`,
        mixed: `make the ${set.label.toLowerCase()} match the tags in the reference picture (${target.length} tags)`,
      },
      solution: [
        { do: 'click', target: input },
        ...add.flatMap((t) => [{ do: 'keyboard_type' as const, text: t }, { do: 'keyboard_press' as const, key: 'Enter' }]),
      ],
      // antd and Mantine keep the suggestion list open after Enter; Escape closes it (and only it).
      tidy: ctx.library === 'mui' ? [] : [{ do: 'keyboard_press', key: 'Escape' }],
      wrong: tokenSetMisses(target, pool.find((t) => !target.includes(t)), 'tags'),
      axes: { feedback_dynamics: n > 1 ? 1 : 0 },
      why: `${n} tag${n > 1 ? 's' : ''} to type and confirm one by one`,
    };
  },
});
