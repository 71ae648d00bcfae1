/**
 * Notification centre: a bell with an unread count opens a drawer listing notifications; each row
 * can be marked as read (and unread again) or archived, and "Mark all as read" reads them all.
 * Composed from each library's badge, icon button and drawer as its docs compose them. The row actions are icon
 * buttons named by action and notification ("Archive: Invoice overdue"), as an inbox must name
 * them to be told apart. State: which notifications are read and which archived.
 */
import { z } from 'zod';
import type { ReferenceStep, Target } from '../../core/taskSpec';
import { inOptionOrder, quoteList } from '../../generator/cores/labelSet';
import { defineFamily, type CoreTask } from '../../generator/family';
import { model } from './model';
import { archiveName, BELL, MARK_ALL, markReadName } from './names';

export const params = z.strictObject({
  notifications: z.array(z.strictObject({ title: z.string().min(1), detail: z.string().min(1) })).min(2),
  /** Titles of the notifications already read on load. */
  initialRead: z.array(z.string().min(1)),
});
export type Params = z.infer<typeof params>;

const NOTIFICATIONS = [
  ['Invoice overdue', 'Invoice 2231 is 5 days late.'], ['New comment', 'Maya replied to your design review.'],
  ['Build failed', 'The main branch failed its checks.'], ['Meeting moved', 'Standup now starts at 9:30.'],
  ['Password expiring', 'Your password expires in 3 days.'], ['Export ready', 'Your CSV export can be downloaded.'],
  ['New follower', 'Omar started following your board.'], ['Storage almost full', '92% of your plan is used.'],
] as const;

export default defineFamily<Params>({
  type: 'notification_center',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['select_many', 'clear_reset', 'open_and_select'],
  baseAxes: { depth_layering: 2, density_choice_interference: 2 },
  core(ctx) {
    const { rng } = ctx;
    const count = ctx.bucket === 'easy' ? 4 : ctx.bucket === 'mid' ? 5 : 7;
    const notifications = rng.sample(NOTIFICATIONS, count).map(([title, detail]) => ({ title, detail }));
    const titles = notifications.map((n) => n.title);
    const initialRead = inOptionOrder(titles, rng.sample(titles, ctx.bucket === 'easy' ? 1 : 2));
    const unread = titles.filter((t) => !initialRead.includes(t));
    const open: ReferenceStep = { do: 'click', target: ctx.scope({ role: 'button', name: BELL }) };
    // The drawer renders in a portal, outside the instance.
    const button = (name: string): Target => ({ role: 'button', name });
    const base = { params: { notifications, initialRead }, axes: { density_choice_interference: count > 5 ? 1 : 0 } };
    // A drawer left open covers the commit control; Escape closes it.
    const tidy: ReferenceStep[] = [{ do: 'keyboard_press', key: 'Escape' }];
    let task: Omit<CoreTask<Params>, 'params'>;
    if (ctx.template === 'clear_reset') {
      task = {
        checks: [{ kind: 'set_equals', field: 'read', target: titles }],
        goal: { text: `open the notifications and mark every one as read`, reference: `open the notifications and mark every one as read` },
        solution: [open, { do: 'click', target: button(MARK_ALL) }],
        wrong: [{ why: `left "${unread[0]}" unread`, fields: { read: titles.filter((t) => t !== unread[0]) } }],
        why: `${unread.length} unread of ${count}, one button reads them all`,
      };
    } else if (ctx.template === 'open_and_select') {
      const target = rng.pick(titles);
      const other = rng.pick(titles.filter((t) => t !== target));
      task = {
        checks: [{ kind: 'set_equals', field: 'archived', target: [target] }],
        goal: { text: `open the notifications and archive "${target}"`, reference: `open the notifications and archive the one shown in the reference picture` },
        solution: [open, { do: 'click', target: button(archiveName(target)) }],
        wrong: [{ why: `archived "${other}" instead`, fields: { archived: [other] } }],
        why: `${count} notifications, each with its own archive button`,
      };
    } else {
      const size = Math.min(unread.length, ctx.bucket === 'hard' ? 3 : 2);
      const targets = inOptionOrder(titles, rng.sample(unread, size));
      const read = inOptionOrder(titles, [...initialRead, ...targets]);
      const extra = unread.find((t) => !targets.includes(t));
      task = {
        checks: [{ kind: 'set_equals', field: 'read', target: read }],
        goal: {
          text: `open the notifications and mark ${quoteList(targets)} as read, leaving the others as they are`,
          reference: `open the notifications and mark the ones shown in the reference picture as read, leaving the others as they are`,
        },
        solution: [open, ...targets.map((t): ReferenceStep => ({ do: 'click', target: button(markReadName(t)) }))],
        wrong: [
          { why: `left "${targets[0]}" unread`, fields: { read: read.filter((t) => t !== targets[0]) } },
          ...(extra ? [{ why: `also marked "${extra}" as read`, fields: { read: inOptionOrder(titles, [...read, extra]) } }] : []),
        ],
        why: `${targets.length} of ${unread.length} unread to mark, one by one`,
      };
    }
    return { ...base, ...task, tidy };
  },
});
