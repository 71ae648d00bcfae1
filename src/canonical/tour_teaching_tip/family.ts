/**
 * Product tour (teaching tips): a tour started from a button walks through the page's controls one
 * step at a time, each step a bubble pointing at its control with Next and Back (Previous) buttons,
 * over a mask that blocks the page. Tasks step the tour to a named step (`navigate_to`, forward or
 * back from where a resumed tour starts), complete it from its last step (`activate`), or skip it
 * (`clear_reset`). antd's Tour (no dialog role, a Close button and no Skip) ships one, and so
 * does Mantine's core (a dialog with Skip, Back and Next, whose last step's button is "Close", as
 * its corner button is named); MUI has none, so its tour is react-joyride's with a tooltip built
 * from MUI's Paper and Buttons. A tour scrolls a control it points at into view, smoothly: the
 * controls stay within the card's width, so no step moves the page under the pointer. One tour
 * per page: a tour masks the whole page. State: `step` (the title shown or left on) and
 * `outcome` (COMPLETED when closed from the last step, SKIPPED from another).
 */
import { z } from 'zod';
import type { Library } from '../../core/ontology';
import type { ReferenceStep } from '../../core/taskSpec';
import { COMPLETED, SKIPPED } from '../../env/kit/tour';
import { defineFamily } from '../../generator/family';
import { model } from './model';

export const params = z.strictObject({
  /** The page's heading. */
  label: z.string().min(1),
  /** The button that starts the tour. */
  trigger: z.string().min(1),
  /** One step per control of the page, in tour order; each title is its control's label. */
  stops: z.array(z.strictObject({ title: z.string().min(1), text: z.string().min(1) })).min(2),
  /** The step the tour opens on (a tour resumed where it was left). */
  resumeAt: z.number().int().min(0),
});
export type Params = z.infer<typeof params>;

const TOURS = [
  { label: 'Sales dashboard', stops: [
    ['Date range', 'Pick the period every chart on this page covers.'], ['Filters', 'Narrow the numbers to a region, team or product.'],
    ['Export', 'Download the charts as PDF or the data as CSV.'], ['Share', 'Send a read-only link to people outside your team.'], ['Widgets', 'Add, remove and rearrange the charts.'] ] },
  { label: 'Shared inbox', stops: [
    ['Search', 'Find any conversation by sender, subject or tag.'], ['Assign', 'Hand a conversation to a teammate.'],
    ['Labels', 'Sort conversations into your own groups.'], ['Snooze', 'Hide a conversation until a time you choose.'], ['Templates', 'Answer common questions with saved replies.'] ] },
  { label: 'Document editor', stops: [
    ['Format', 'Headings, lists and text styles live here.'], ['Insert', 'Add tables, images and links.'],
    ['Comments', 'Discuss a passage without changing it.'], ['History', 'See and restore earlier versions.'], ['Publish', 'Make the document visible to readers.'] ] },
  { label: 'Project board', stops: [
    ['New task', 'Create a card in the first column.'], ['Group by', 'Arrange cards by assignee, label or due date.'],
    ['Automations', 'Move cards when something happens.'], ['Timeline', 'See the tasks on a calendar.'], ['Members', 'Invite people and set what they can do.'] ] },
] as const;

/** The tour's buttons as each library names them. */
const BUTTONS: Partial<Record<Library, { next: string; back: string; finish: string; skip: string }>> = {
  antd: { next: 'Next', back: 'Previous', finish: 'Finish', skip: 'Close' },
  mui: { next: 'Next', back: 'Back', finish: 'Finish', skip: 'Skip' },
  mantine: { next: 'Next', back: 'Back', finish: 'Close', skip: 'Skip' },
};

export default defineFamily<Params>({
  type: 'tour_teaching_tip',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['navigate_to', 'activate', 'clear_reset'],
  multiInstance: false,
  baseAxes: { depth_layering: 2, feedback_dynamics: 2 },
  core(ctx) {
    const { rng, bucket, template } = ctx;
    const tour = rng.pick(TOURS);
    const n = bucket === 'easy' ? 3 : bucket === 'mid' ? 4 : 5;
    const stops = tour.stops.slice(0, n).map(([title, text]) => ({ title, text }));
    const names = BUTTONS[ctx.library]!;
    const click = (name: string): ReferenceStep => ({ do: 'click', target: ctx.scope({ role: 'button', name }) });
    // Easy tours start at the first step; others resume further in (hard ones may need to go back).
    const resumeAt = bucket === 'easy' ? 0 : rng.int(1, n - 2);
    const trigger = resumeAt === 0 ? 'Take the tour' : 'Resume the tour';
    const steps = (from: number, to: number) => Array.from({ length: Math.abs(to - from) }, () => click(to > from ? names.next : names.back));
    const start = click(trigger);
    const base = { params: { label: tour.label, trigger, stops, resumeAt } };

    if (template === 'navigate_to') {
      const choices = stops.map((_, i) => i).filter((i) => i !== resumeAt && (bucket !== 'hard' || i < resumeAt || i === n - 1));
      const target = rng.pick(choices);
      const near = target + 1 < n ? target + 1 : target - 1;
      return {
        ...base,
        checks: [{ kind: 'equals', field: 'step', target: stops[target].title }],
        goal: {
          text: `start the "${tour.label}" tour and go to its "${stops[target].title}" step`,
          reference: `start the "${tour.label}" tour and go to the step shown in the reference picture`,
        },
        solution: [start, ...steps(resumeAt, target)],
        // The page's own buttons lie under the tour's mask: a commit needs the tour closed first.
        tidy: [click(names.skip)],
        wrong: [{ why: `stopped on the "${stops[near].title}" step`, fields: { step: stops[near].title, outcome: null } }],
        axes: { disambiguation_load: target < resumeAt ? 2 : 1 },
        why: `${Math.abs(target - resumeAt)} step${Math.abs(target - resumeAt) > 1 ? 's' : ''} ${target < resumeAt ? 'back' : 'on'} in a tour of ${n}`,
      };
    }
    if (template === 'activate') {
      return {
        ...base,
        checks: [{ kind: 'equals', field: 'outcome', target: COMPLETED }],
        goal: { text: `go through the "${tour.label}" tour to its end and finish it`, reference: `go through the "${tour.label}" tour to the state shown in the reference picture` },
        solution: [start, ...steps(resumeAt, n - 1), click(names.finish)],
        wrong: [
          { why: 'skipped before the last step', fields: { step: stops[resumeAt].title, outcome: SKIPPED } },
          { why: 'left open on the last step', fields: { step: stops[n - 1].title, outcome: null } },
        ],
        why: `${n - resumeAt} steps to the end of a tour of ${n}, then its finishing button`,
      };
    }
    // clear_reset: leave the tour without finishing it.
    return {
      ...base,
      checks: [{ kind: 'equals', field: 'outcome', target: SKIPPED }],
      goal: { text: `start the "${tour.label}" tour, then skip it without going through its steps`, reference: `start the "${tour.label}" tour, then leave it as the reference picture shows` },
      solution: [start, click(names.skip)],
      wrong: [
        { why: 'went through to the end', fields: { step: stops[n - 1].title, outcome: COMPLETED } },
        { why: 'left open', fields: { step: stops[resumeAt].title, outcome: null } },
      ],
      axes: { semantic_observability: ctx.library === 'antd' ? 2 : 1 },
      why: ctx.library === 'antd' ? 'no Skip button: the tour closes from its corner Close button' : 'one Skip button in the open tour',
    };
  },
});
