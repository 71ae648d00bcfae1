/**
 * Transfer list: two panes of tickable items and buttons that move the ticked items across (antd's
 * Transfer; MUI and Mantine compose one as their documentation shows, two checkbox lists and move
 * buttons). Tasks move given items into the right pane, some back out on hard ones, or empty it;
 * long panes scroll and hold look-alike names. State: `target`, the right pane's items.
 */
import { z } from 'zod';
import type { ReferenceStep, Target } from '../../core/taskSpec';
import { moveNames } from '../../env/kit/transfer';
import { quotedList } from '../../generator/cores/codesAndTokens';
import { inOptionOrder, pickSubset } from '../../generator/cores/labelSet';
import { lookAlikes } from '../../generator/cores/singleChoice';
import { defineFamily } from '../../generator/family';
import { model } from './model';

export const params = z.strictObject({
  label: z.string().min(1),
  /** The panes' titles, left then right. */
  titles: z.tuple([z.string().min(1), z.string().min(1)]),
  items: z.array(z.string().min(1)).min(3),
  /** The items in the right pane on load. */
  initial: z.array(z.string().min(1)),
});
export type Params = z.infer<typeof params>;

const SETS: { label: string; titles: [string, string]; items: string[] }[] = [
  { label: 'Project members', titles: ['People', 'On the project'], items: ['Ana Costa', 'Ana Costa-Reyes', 'Ben Okafor', 'Chloe Martin', 'Dev Patel', 'Dev Patil', 'Elena Rossi', 'Farah Khan', 'Hugo Weber', 'Ivy Chen', 'Jonas Berg', 'Kofi Mensah', 'Lena Fischer', 'Mia Novak', 'Noah Kim', 'Omar Haddad'] },
  { label: 'Report columns', titles: ['Available columns', 'Shown columns'], items: ['Amount', 'Amount (tax)', 'Customer', 'Customer ID', 'Date', 'Due date', 'Invoice', 'Method', 'Notes', 'Owner', 'Paid on', 'Region', 'Status', 'Tags', 'Total', 'Updated'] },
  { label: 'Role permissions', titles: ['Not granted', 'Granted'], items: ['Approve refunds', 'Approve requests', 'Create projects', 'Delete projects', 'Edit billing', 'Edit members', 'Export data', 'Export reports', 'Invite members', 'Manage keys', 'Manage roles', 'View audit log', 'View billing', 'View reports', 'Archive projects', 'Restore projects'] },
  { label: 'Road trip playlist', titles: ['Library', 'Playlist'], items: ['Autumn Leaves', 'Blue in Green', 'Blue Train', 'Giant Steps', 'Naima', 'Nardis', 'Night Train', 'Round Midnight', 'So What', 'Solar', 'Stella by Starlight', 'Take Five', 'Take the A Train', 'Waltz for Debby', 'Willow Weep for Me', 'Yardbird Suite'] },
];

export default defineFamily<Params>({
  type: 'transfer_list',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['transfer_move', 'clear_reset'],
  // Two panes side by side do not fit a card's width.
  wideFrame: true,
  baseAxes: { depth_layering: 1, density_choice_interference: 2, feedback_dynamics: 2 },
  core(ctx) {
    const { rng, bucket, template, library } = ctx;
    const set = rng.pick(SETS);
    const items = bucket === 'hard' ? set.items : inOptionOrder(set.items, rng.sample(set.items, bucket === 'easy' ? 6 : 10));
    const moves = moveNames(set.titles);
    // antd's move buttons are named by their arrow icon as well as their text.
    const names = library === 'antd' ? { right: `right ${moves.right}`, left: `left ${moves.left}` } : moves;
    // An item is ticked through its row (antd, MUI) or its labelled checkbox (Mantine).
    const tick = (item: string): ReferenceStep => ({ do: 'click', target: ctx.scope({ role: library === 'mantine' ? 'checkbox' : 'listitem', name: item }) });
    const press = (name: string): ReferenceStep => ({ do: 'click', target: ctx.scope({ role: 'button', name }) });
    const params = (initial: string[]) => ({ label: set.label, titles: set.titles, items, initial });
    const right = set.titles[1];

    if (template === 'clear_reset') {
      const initial = inOptionOrder(items, rng.sample(items, bucket === 'easy' ? 2 : bucket === 'mid' ? 3 : 4));
      return {
        params: params(initial),
        checks: [{ kind: 'set_equals', field: 'target', target: [] }],
        goal: { text: `in "${set.label}", move every item out of "${right}"`, reference: `in "${set.label}", move every item out of "${right}"` },
        solution: [...initial.map(tick), press(names.left)],
        wrong: [{ why: `"${initial[0]}" left in "${right}"`, fields: { target: initial.slice(0, 1) } }],
        axes: { density_choice_interference: initial.length > 2 ? 1 : 0 },
        why: `${initial.length} items to tick in "${right}" and move back`,
      };
    }
    // Hard tasks pick items with a look-alike beside them and start with one wrongly in the right pane.
    const n = bucket === 'easy' ? 1 : bucket === 'mid' ? 2 : 3;
    const alike = items.filter((i) => lookAlikes(items, i).length);
    const move = pickSubset(ctx, bucket === 'hard' && alike.length >= n ? alike : items, n);
    const stray = bucket === 'hard' ? [rng.pick(items.filter((i) => !move.includes(i)))] : [];
    // A reference picture shows only the moved items' chips, so pictured tasks keep nothing else there.
    const kept = bucket === 'easy' || ctx.scene.guidance !== 'text' ? [] : [rng.pick(items.filter((i) => !move.includes(i) && !stray.includes(i)))];
    const initial = inOptionOrder(items, [...kept, ...stray]);
    const target = inOptionOrder(items, [...kept, ...move]);
    const near = move.flatMap((m) => lookAlikes(items, m)).find((i) => !target.includes(i)) ?? items.find((i) => !target.includes(i) && !stray.includes(i))!;
    const stepsOut = stray.length ? [...stray.map(tick), press(names.left)] : [];
    return {
      params: params(initial),
      checks: [{ kind: 'set_equals', field: 'target', target }],
      goal: {
        text: `in "${set.label}", make "${right}" hold exactly ${quotedList(target)}`,
        reference: `in "${set.label}", make "${right}" hold exactly the items in the reference picture`,
        mixed: `in "${set.label}", make "${right}" hold exactly the ${target.length} items in the reference picture (one of them is "${target[0]}")`,
      },
      solution: [...move.map(tick), press(names.right), ...stepsOut],
      wrong: [
        { why: `moved "${near}" instead of "${move[0]}"`, fields: { target: inOptionOrder(items, [...kept, near, ...move.slice(1)]) } },
        ...(stray.length ? [{ why: `"${stray[0]}" left in "${right}"`, fields: { target: inOptionOrder(items, [...target, ...stray]) } }] : []),
      ],
      axes: { disambiguation_load: bucket === 'hard' ? 1 : 0, density_choice_interference: items.length > 10 ? 1 : 0 },
      why: `${move.length} of ${items.length} items to tick and move${stray.length ? ', one to move back' : ''}`,
    };
  },
});
