/**
 * A destructive action that asks for confirmation first: antd's Popconfirm (a pop-up anchored to
 * the button, exposed as a tooltip holding its buttons), MUI's Dialog composed as its docs' alert
 * dialog, Mantine's Modal composed as @mantine/modals' confirm modal renders it. `activate` says
 * only what to do (the confirmation is the agent's to notice and answer); `confirm_cancel` says to
 * start the action and answer the confirmation, confirming or cancelling.
 */
import { z } from 'zod';
import { CANCELLED, CONFIRMED } from '../../env/kit/confirmAnswer';
import { defineFamily } from '../../generator/family';
import { model } from './model';

export const params = z.strictObject({
  /** The action's button. */
  action: z.string().min(1),
  question: z.string().min(1),
  detail: z.string().min(1),
  confirm: z.string().min(1),
  cancel: z.string().min(1),
});
export type Params = z.infer<typeof params>;

const ACTIONS = [
  { action: 'Delete project', verb: 'delete the project', question: 'Delete this project?', detail: 'Its boards and files are removed for everyone.', confirm: 'Delete', cancel: 'Keep project' },
  { action: 'Remove member', verb: 'remove the member', question: 'Remove this member?', detail: 'They lose access to every shared folder at once.', confirm: 'Remove', cancel: 'Keep member' },
  { action: 'Revoke key', verb: 'revoke the API key', question: 'Revoke this API key?', detail: 'Services still using it will stop working.', confirm: 'Revoke', cancel: 'Keep key' },
  { action: 'Cancel order', verb: 'cancel the order', question: 'Cancel this order?', detail: 'The payment is refunded within five days.', confirm: 'Yes, cancel it', cancel: 'Keep order' },
  { action: 'Reset settings', verb: 'reset the settings', question: 'Reset all settings?', detail: 'Every preference goes back to its default.', confirm: 'Reset', cancel: 'Leave as is' },
  { action: 'Archive channel', verb: 'archive the channel', question: 'Archive this channel?', detail: 'Members can still read it but nobody can post.', confirm: 'Archive', cancel: 'Not now' },
] as const;

export default defineFamily<Params>({
  type: 'alert_dialog_confirm',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  // Answering a confirmation is this type's own core: the generic template's confirmation dialog is not added.
  templates: ['activate', 'confirm_cancel'],
  baseAxes: { depth_layering: 2, feedback_dynamics: 2 },
  core(ctx) {
    const a = ctx.rng.pick(ACTIONS);
    const confirms = ctx.template === 'activate' || ctx.rng.next() < 0.5;
    const answer = confirms ? CONFIRMED : CANCELLED;
    const goal = ctx.template === 'activate'
      ? `${a.verb} with "${a.action}"`
      : confirms ? `press "${a.action}" and confirm` : `press "${a.action}", then cancel instead of confirming`;
    return {
      params: { action: a.action, question: a.question, detail: a.detail, confirm: a.confirm, cancel: a.cancel },
      checks: [{ kind: 'equals', field: 'answer', target: answer }],
      goal: {
        text: goal,
        reference: `press "${a.action}" and answer its confirmation as the reference picture shows`,
      },
      solution: [
        { do: 'click', target: ctx.scope({ role: 'button', name: a.action }) },
        // The confirmation renders in a portal, outside the instance.
        { do: 'click', target: { role: 'button', name: confirms ? a.confirm : a.cancel } },
      ],
      wrong: [{ why: confirms ? 'cancelled instead of confirming' : 'confirmed instead of cancelling', fields: { answer: confirms ? CANCELLED : CONFIRMED } }],
      why: ctx.template === 'activate' ? 'a confirmation the goal does not mention' : 'a confirmation to answer',
    };
  },
});
