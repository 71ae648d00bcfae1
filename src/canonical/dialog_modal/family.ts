/**
 * Modal dialog opened from a button: choose one of its footer actions (`activate`), close it without
 * a choice (`clear_reset`: Escape, its close button or a click outside, as each library closes it;
 * its Cancel action only cancels), or read a figure the dialog alone shows and choose the one action
 * it calls for (`select_one`). One dialog per page: a page of
 * look-alike instances would start several modals open at once for the closing tasks, and the
 * trigger's name already says which dialog is meant.
 */
import { z } from 'zod';
import { CANCEL } from '../../env/kit/overlayChoice';
import { overlayChoiceCore, readingCore } from '../../generator/cores/overlay';
import { defineFamily } from '../../generator/family';
import { model } from './model';

export const params = z.strictObject({
  trigger: z.string().min(1),
  title: z.string().min(1),
  body: z.string().min(1),
  /** Footer actions left to right; the last is the primary one, "Cancel" only cancels. */
  actions: z.array(z.string().min(1)).min(2),
  /** Whether the dialog is open when the page loads. */
  initialOpen: z.boolean(),
});
export type Params = z.infer<typeof params>;

const DIALOGS = [
  { trigger: 'Edit profile', title: 'Profile details', body: 'Your display name and photo are visible to everyone in the workspace.', actions: ['Discard changes', 'Save draft', 'Save and publish'] },
  { trigger: 'Share report', title: 'Share the quarterly report', body: 'Anyone with the link can view the report, but not edit it.', actions: ['Stop sharing', 'Copy link', 'Send invite'] },
  { trigger: 'Export data', title: 'Export records', body: 'The export holds every record created since January.', actions: ['Schedule export', 'Export as PDF', 'Export as CSV'] },
  { trigger: 'Invite people', title: 'Invite teammates', body: 'Invitations expire after seven days if nobody accepts them.', actions: ['Preview email', 'Copy invite link', 'Send invitations'] },
  { trigger: 'Session options', title: 'Session timeout', body: 'You will be signed out after 30 minutes without activity.', actions: ['Change timeout', 'Sign out now', 'Stay signed in'] },
] as const;

/** A footer action inside the dialog the task opens. */
const inDialog = (title: string, action: string) => ({ role: 'button', name: action, within: { role: 'dialog', name: title } });

export default defineFamily<Params>({
  type: 'dialog_modal',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['activate', 'clear_reset', 'select_one'],
  multiInstance: false,
  baseAxes: { depth_layering: 2, feedback_dynamics: 2 },
  core(ctx) {
    const { rng } = ctx;
    if (ctx.template === 'select_one') {
      return readingCore<Params>(ctx, {
        noun: 'dialog',
        choice: (r, label) => inDialog(r.title, label),
        params: (r) => ({ trigger: r.trigger, title: r.title, body: r.body, actions: [CANCEL, ...r.choices], initialOpen: false }),
      });
    }
    const d = rng.pick(DIALOGS);
    // Easy dialogs offer one action besides Cancel; harder ones all three, with look-alike labels.
    const actions: string[] = ctx.bucket === 'easy' ? [d.actions[2]] : ctx.bucket === 'mid' ? d.actions.slice(1) : [...d.actions];
    return overlayChoiceCore<Params>(ctx, {
      trigger: d.trigger, title: d.title, noun: 'dialog', choices: actions,
      choice: (label) => inDialog(d.title, label),
      params: (initialOpen) => ({ trigger: d.trigger, title: d.title, body: d.body, actions: [CANCEL, ...actions], initialOpen }),
    });
  },
});
