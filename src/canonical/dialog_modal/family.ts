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
import { overlayChoiceCore } from '../../generator/cores/overlay';
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

/** Dialogs that show a figure the choice depends on: `yes` when the rule holds for it, else `no`. */
const READINGS = [
  { trigger: 'Storage usage', title: 'Storage', line: (n: number) => `Your files take up ${n} GB of the 100 GB plan.`, rule: 'if the files take up more than 80 GB', yes: 'Upgrade storage', no: 'Keep current plan', range: { yes: [81, 99], no: [35, 79] } },
  { trigger: 'Open invoice', title: 'Invoice 2231', line: (n: number) => `Amount due: ${n} euros.`, rule: 'if the amount due is under 500 euros', yes: 'Pay now', no: 'Ask for approval', range: { yes: [120, 499], no: [500, 1900] } },
  { trigger: 'Delivery estimate', title: 'Shipping time', line: (n: number) => `Expected delivery in ${n} working days.`, rule: 'if delivery takes more than 5 working days', yes: 'Switch to express', no: 'Keep standard shipping', range: { yes: [6, 12], no: [2, 5] } },
  { trigger: 'Subscription', title: 'Plan renewal', line: (n: number) => `Your plan renews in ${n} days.`, rule: 'if the plan renews within 14 days', yes: 'Renew now', no: 'Remind me later', range: { yes: [1, 14], no: [15, 60] } },
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
      const r = rng.pick(READINGS);
      const holds = rng.next() < 0.5;
      const [lo, hi] = holds ? r.range.yes : r.range.no;
      const n = rng.int(lo, hi);
      const target = holds ? r.yes : r.no;
      const other = holds ? r.no : r.yes;
      const text = `open "${r.trigger}"; ${r.rule} choose "${r.yes}", otherwise "${r.no}"`;
      return {
        params: { trigger: r.trigger, title: r.title, body: r.line(n), actions: [CANCEL, r.no, r.yes], initialOpen: false },
        checks: [{ kind: 'equals', field: 'outcome', target }],
        goal: { text, reference: text },
        solution: [
          { do: 'click', target: ctx.scope({ role: 'button', name: r.trigger }) },
          { do: 'click', target: inDialog(r.title, target) },
        ],
        wrong: [{ why: `chose "${other}", against the figure the dialog shows`, fields: { outcome: other } }],
        axes: { semantic_observability: 1 },
        why: 'the deciding figure shows only inside the dialog',
      };
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
