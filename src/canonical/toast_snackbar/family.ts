/**
 * Toast / snackbar: an action whose result is announced in a short-lived notification that offers
 * to undo it. The notification closes by itself after `duration` ms (from the spec; each library
 * keeps it open while the pointer rests on it, as it ships), so the undo must be taken in time:
 * once it has closed, the action stands. antd's notification and MUI's Snackbar show as alerts,
 * Mantine's notifications (@mantine/notifications) likewise.
 */
import { z } from 'zod';
import { defineFamily } from '../../generator/family';
import { DONE, UNDONE } from '../../env/kit/undoToast';
import { model } from './model';

export const params = z.strictObject({
  /** The button that takes the action. */
  action: z.string().min(1),
  /** What the notification says once the action is taken. */
  message: z.string().min(1),
  /** The notification's undo button. */
  undo: z.string().min(1),
  /** How long the notification stays, in ms. */
  duration: z.number().int().min(1000).max(60000),
});
export type Params = z.infer<typeof params>;

const ACTIONS = [
  { action: 'Archive conversation', verb: 'archive the conversation', message: 'Conversation archived' },
  { action: 'Delete draft', verb: 'delete the draft', message: 'Draft deleted' },
  { action: 'Mark all as read', verb: 'mark everything as read', message: 'All messages marked as read' },
  { action: 'Remove from playlist', verb: 'remove the song from the playlist', message: 'Song removed from playlist' },
  { action: 'Move to trash', verb: 'move the file to the trash', message: 'File moved to trash' },
  { action: 'Unsubscribe', verb: 'unsubscribe from the newsletter', message: 'You have been unsubscribed' },
] as const;
const UNDO_LABELS = ['Undo', 'Restore', 'Revert'] as const;
/** Harder tasks leave less time to act. */
const DURATION = { easy: 12000, mid: 8000, hard: 5000 } as const;

export default defineFamily<Params>({
  type: 'toast_snackbar',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['activate'],
  baseAxes: { feedback_dynamics: 3, depth_layering: 2 },
  core(ctx) {
    const a = ctx.rng.pick(ACTIONS);
    const undo = ctx.rng.pick(UNDO_LABELS);
    const duration = DURATION[ctx.bucket];
    return {
      params: { action: a.action, message: a.message, undo, duration },
      checks: [{ kind: 'equals', field: 'status', target: UNDONE }],
      goal: {
        text: `${a.verb} with "${a.action}", then take it back with "${undo}" in the notification that follows`,
        reference: `${a.verb} with "${a.action}", then take it back from the notification that follows`,
      },
      solution: [
        { do: 'click', target: ctx.scope({ role: 'button', name: a.action }) },
        // Notifications render in a portal at the page's corner, outside the instance.
        { do: 'click', target: { role: 'button', name: undo } },
      ],
      wrong: [{ why: 'left the action standing (the notification closed untouched)', fields: { status: DONE } }],
      why: `an undo offered for ${duration / 1000} s in a notification`,
    };
  },
});
