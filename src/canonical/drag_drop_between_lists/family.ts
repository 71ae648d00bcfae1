/**
 * drag_drop_between_lists: two lists side by side (dnd-kit sortable rows in two containers, drawn
 * with each library's rows); a row dragged onto a row of the other list moves there, taking that
 * row's place. `transfer_move` asks for which rows each list holds (order aside); `drag_operation`
 * also for the order of the list rows arrive in. The reference drops each row onto a row, never
 * onto an empty list: both lists keep a row at every step.
 * Steps: a drag with an end in dnd-kit's auto-scroll band (the view's outer fifth, where it
 * scrolls the page under a held drop) takes a page scroll first, in every mode; the layout decides
 * that, not the spec, so those tasks take one step per such drag beyond their reference steps
 * (`dragCentre` in pipeline/agents/oracle.ts).
 */
import { z } from 'zod';
import { quotedList } from '../../generator/cores/codesAndTokens';
import { defineFamily } from '../../generator/family';
import type { ReferenceStep } from '../../core/taskSpec';
import { dropOnto } from '../../generator/cores/drops';
import { model } from './model';

export const params = z.strictObject({
  /** The headings of the left and the right list. */
  titles: z.tuple([z.string().min(1), z.string().min(1)]),
  /** The rows of each list, top to bottom, as the page opens (also their state fields). */
  left: z.array(z.string().min(1)).min(1),
  right: z.array(z.string().min(1)).min(1),
}).refine((p) => new Set([...p.left, ...p.right]).size === p.left.length + p.right.length, 'row labels must be distinct across both lists');
export type Params = z.infer<typeof params>;

/** Pairs of lists people move things between (our own copy). */
const PAIRS: readonly { left: string; right: string; items: readonly string[] }[] = [
  { left: 'Available columns', right: 'Shown columns', items: ['Name', 'Status', 'Owner', 'Priority', 'Due date', 'Tags', 'Created', 'Last updated', 'Estimate', 'Sprint'] },
  { left: 'Backlog', right: 'This sprint', items: ['Login rate limit', 'Export to CSV', 'Dark mode toggle', 'Search filters', 'Email digest', 'Audit log', 'Billing page', 'Onboarding tour', 'API tokens', 'Bulk delete'] },
  { left: 'All members', right: 'Design team', items: ['Ana Souza', 'Ben Okafor', 'Chloe Park', 'Dmitri Volkov', 'Esra Yilmaz', 'Farah Haddad', 'Goran Petrovic', 'Hana Sato', 'Ines Duarte', 'Jonas Berg'] },
  { left: 'Hidden widgets', right: 'Dashboard', items: ['Revenue', 'Active users', 'Conversion rate', 'Top pages', 'Traffic sources', 'Signups', 'Churn', 'Open tickets', 'Uptime', 'Weather'] },
  { left: 'Inbox', right: 'Archive', items: ['Invoice #2041', 'Team offsite', 'Password reset', 'Weekly report', 'Contract draft', 'Lunch order', 'Server alert', 'New follower', 'Survey results', 'Flight change'] },
  { left: 'Ingredients', right: 'Shopping list', items: ['Flour', 'Eggs', 'Butter', 'Milk', 'Sugar', 'Lemons', 'Basil', 'Rice', 'Olive oil', 'Garlic'] },
];

export default defineFamily<Params>({
  type: 'drag_drop_between_lists',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['transfer_move', 'drag_operation'],
  baseAxes: { precision_requirement: 2, feedback_dynamics: 2 },
  core(ctx) {
    const { rng, bucket } = ctx;
    const pair = rng.pick(PAIRS);
    const [nl, nr] = bucket === 'easy' ? [3, 3] : bucket === 'mid' ? [rng.int(4, 5), rng.int(3, 4)] : [rng.int(5, 6), rng.int(4, 5)];
    const drawn = rng.shuffle(pair.items).slice(0, nl + nr);
    const left = drawn.slice(0, nl);
    const right = drawn.slice(nl);
    const ordered = ctx.template === 'drag_operation';
    // Rows to move: right from the left list, and in mid/hard tasks one back from the right list
    // (membership tasks only: an ordered task fills the right list).
    const moves = bucket === 'easy' ? 1 : bucket === 'mid' ? 2 : 3;
    const back = !ordered && bucket !== 'easy' ? 1 : 0;
    const toRight = rng.sample(left, moves - back);
    const toLeft = rng.sample(right, back);
    const solution: ReferenceStep[] = [];
    const row = (name: string) => ctx.scope({ role: 'button', name });
    // Each row is dropped onto a row of the other list and takes its place; `states` holds the
    // lists after every drop.
    const states: string[][][] = [[left, right]];
    const move = (x: string, toRightList: boolean) => {
      const cur = states[states.length - 1];
      const to = cur[toRightList ? 1 : 0];
      const onto = to[rng.int(0, to.length - 1)];
      solution.push({ do: 'drag_and_drop', from: row(x), to: row(onto) });
      states.push(dropOnto(cur, x, onto));
    };
    for (const x of toRight) move(x, true);
    for (const x of toLeft) move(x, false);
    const [l, r] = states[states.length - 1];
    const [pl, pr] = states[states.length - 2];
    const [lt, rt] = [`"${pair.left}"`, `"${pair.right}"`];
    const what = toLeft.length
      ? `move ${quotedList(toRight)} to ${rt} and ${quotedList(toLeft)} to ${lt}`
      : `move ${quotedList(toRight)} to ${rt}`;
    return {
      params: { titles: [pair.left, pair.right], left, right },
      checks: ordered
        ? [{ kind: 'set_equals', field: 'left', target: l }, { kind: 'order_equals', field: 'right', target: r }]
        : [{ kind: 'set_equals', field: 'left', target: l }, { kind: 'set_equals', field: 'right', target: r }],
      goal: ordered
        ? {
          text: `${what}, so that ${rt} lists, top to bottom, ${quotedList(r)}`,
          reference: `move rows so that ${rt} matches the reference picture, top to bottom`,
          mixed: `move rows so that ${rt} matches the reference picture, top to bottom (it starts with "${r[0]}")`,
        }
        : {
          text: what,
          reference: `move rows so that ${rt} holds the rows in the reference picture`,
          mixed: `move rows so that ${rt} holds the rows in the reference picture (${r.length} rows)`,
        },
      solution,
      wrong: [
        { why: 'the last move left out', fields: { left: pl, right: pr } },
        ...(ordered ? [{ why: 'the right rows, another order', fields: { left: l, right: [...r].reverse() } }] : [{ why: 'one row too many moved', fields: { left: l.slice(1), right: [...r, l[0]] } }]),
      ],
      axes: { density_choice_interference: nl + nr > 8 ? 1 : 0, depth_layering: moves > 1 ? 1 : 0 },
      why: `${nl} and ${nr} rows in two lists, ${moves} row${moves > 1 ? 's' : ''} to move${ordered ? ' into place' : ''}`,
    };
  },
});
