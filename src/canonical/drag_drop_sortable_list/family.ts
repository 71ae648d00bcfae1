/**
 * drag_drop_sortable_list: a list the user reorders by dragging (dnd-kit's sortable preset drawn
 * with each library's rows). Each row is dnd-kit's own `button` (role description "sortable") with
 * its keyboard model (Space, arrows, Space); a drop commits the new order. The reference makes the
 * fewest drags that reach the goal: rows outside a longest run already in goal order each move
 * once, onto the row whose place they take.
 * Steps: a drag with an end in dnd-kit's auto-scroll band (the view's outer fifth, where it
 * scrolls the page under a held drop) takes a page scroll first, in every mode; the layout decides
 * that, not the spec, so those tasks take one step per such drag beyond their reference steps
 * (`dragCentre` in pipeline/agents/oracle.ts).
 */
import { z } from 'zod';
import { quotedList } from '../../generator/cores/codesAndTokens';
import { defineFamily } from '../../generator/family';
import type { Rng } from '../../generator/rng';
import type { ReferenceStep, Target } from '../../core/taskSpec';
import { arrayMove } from '../../generator/cores/drops';
import { model } from './model';

export { arrayMove };

export const params = z.strictObject({
  /** The list's heading. */
  title: z.string().min(1),
  /** The rows, top to bottom, as the page opens. */
  items: z.array(z.string().min(1)).min(2).refine((a) => new Set(a).size === a.length, 'row labels must be distinct'),
});
export type Params = z.infer<typeof params>;

/** Lists people reorder in products (our own copy). */
const LISTS: readonly { title: string; items: readonly string[] }[] = [
  { title: 'Sidebar shortcuts', items: ['Home', 'Inbox', 'Projects', 'Calendar', 'Reports', 'Files', 'Team', 'Settings', 'Help', 'Archive'] },
  { title: 'Dashboard widgets', items: ['Revenue', 'Active users', 'Conversion rate', 'Top pages', 'Traffic sources', 'Signups', 'Churn', 'Open tickets', 'Uptime', 'Weather'] },
  { title: 'Report sections', items: ['Executive summary', 'Key metrics', 'Revenue', 'Costs', 'Customer feedback', 'Roadmap', 'Risks', 'Appendix', 'Glossary', 'Changelog'] },
  { title: 'Onboarding steps', items: ['Verify email', 'Create a profile', 'Connect a calendar', 'Invite teammates', 'Import contacts', 'Pick a plan', 'Set up billing', 'Install the mobile app'] },
  { title: 'Playlist', items: ['Morning Light', 'Harbour Lights', 'Paper Planes', 'Low Tide', 'Northern Line', 'Glass Houses', 'Slow Rivers', 'Copper Sky', 'Last Train', 'Open Road'] },
  { title: 'Table columns', items: ['Name', 'Status', 'Owner', 'Priority', 'Due date', 'Tags', 'Created', 'Last updated', 'Estimate', 'Sprint'] },
  { title: 'Support queues', items: ['General questions', 'Billing issues', 'Bug reports', 'Feature requests', 'VIP customers', 'Refunds', 'Partnerships', 'Security reports'] },
];

/** Indices of a longest strictly increasing subsequence of `a`. */
function longestIncreasing(a: readonly number[]): Set<number> {
  const len = a.map(() => 1);
  const prev = a.map(() => -1);
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < i; j++) if (a[j] < a[i] && len[j] + 1 > len[i]) { len[i] = len[j] + 1; prev[i] = j; }
  }
  let end = len.indexOf(Math.max(...len));
  const out = new Set<number>();
  for (; end >= 0; end = prev[end]) out.add(end);
  return out;
}

/**
 * The fewest drags from `start` to `goal`, each as [row dragged, row dropped on]. Rows in a longest
 * run already in goal order stay; every other row moves once, in goal order, next to the rows
 * already settled.
 */
export function plannedDrags(start: readonly string[], goal: readonly string[]): [string, string][] {
  const rank = new Map(goal.map((g, i) => [g, i]));
  const stay = longestIncreasing(start.map((s) => rank.get(s)!));
  const settled = new Set(start.filter((_, i) => stay.has(i)));
  let cur = [...start];
  const drags: [string, string][] = [];
  for (const x of goal) {
    if (settled.has(x)) continue;
    const from = cur.indexOf(x);
    const before = goal.slice(0, rank.get(x)).filter((g) => settled.has(g)).pop();
    const after = goal.slice(rank.get(x)! + 1).find((g) => settled.has(g));
    let to: number;
    if (before !== undefined) { const p = cur.indexOf(before); to = from > p ? p + 1 : p; } else { const s = cur.indexOf(after!); to = from > s ? s : s - 1; }
    if (to !== from) { drags.push([x, cur[to]]); cur = arrayMove(cur, from, to); }
    settled.add(x);
  }
  if (cur.join('\u0000') !== goal.join('\u0000')) throw new Error(`planned drags reach ${cur.join(', ')}, not ${goal.join(', ')}`);
  return drags;
}

/** A goal order `moves` drags away from `start`, each moving a different row a few places. */
function goalOrder(rng: Rng, start: readonly string[], moves: number): string[] {
  for (;;) {
    let goal = [...start];
    for (let m = 0; m < moves; m++) {
      const from = rng.int(0, goal.length - 1);
      let to: number;
      do to = rng.int(0, goal.length - 1); while (to === from);
      goal = arrayMove(goal, from, to);
    }
    if (plannedDrags(start, goal).length === moves) return goal;
  }
}

export default defineFamily<Params>({
  type: 'drag_drop_sortable_list',
  libraries: ['antd', 'mui', 'mantine'],
  // dnd-kit over antd's list leaves little of a page's budget for the scene.
  heavyOn: ['antd'],
  params,
  model,
  templates: ['drag_operation'],
  baseAxes: { precision_requirement: 2, feedback_dynamics: 2 },
  core(ctx) {
    const { rng, bucket } = ctx;
    const list = rng.pick(LISTS);
    const count = bucket === 'easy' ? 4 : bucket === 'mid' ? rng.int(5, 6) : rng.int(7, 8);
    const moves = bucket === 'easy' ? 1 : bucket === 'mid' ? 2 : 3;
    const items = rng.shuffle(list.items).slice(0, count);
    const goal = goalOrder(rng, items, moves);
    const row = (name: string): Target => ctx.scope({ role: 'button', name });
    const drags = plannedDrags(items, goal);
    const solution: ReferenceStep[] = drags.map(([from, to]) => ({ do: 'drag_and_drop', from: row(from), to: row(to) }));
    // Near misses: the last planned drag left out, and the goal with its first two rows swapped.
    const short = drags.slice(0, -1).reduce((cur, [x, y]) => arrayMove(cur, cur.indexOf(x), cur.indexOf(y)), items);
    return {
      params: { title: list.title, items },
      checks: [{ kind: 'order_equals', field: 'order', target: goal }],
      goal: {
        text: `put the rows in this order, top to bottom: ${quotedList(goal)}`,
        reference: 'put the rows in the order of the reference picture, top to bottom',
        mixed: `put the rows in the order of the reference picture, top to bottom (the top row is "${goal[0]}")`,
      },
      solution,
      wrong: [
        { why: 'one drag short', fields: { order: short } },
        { why: 'the top two rows swapped', fields: { order: arrayMove(goal, 0, 1) } },
      ],
      axes: { density_choice_interference: count > 6 ? 1 : 0, depth_layering: moves > 1 ? 1 : 0 },
      why: `${count} rows, ${moves} drag${moves > 1 ? 's' : ''} to reach the order`,
    };
  },
});
