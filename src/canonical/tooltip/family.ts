/**
 * Tooltip: a hint shown while the pointer rests on (or focus is on) a control, never interactive.
 * The choices are labelled buttons whose hints tell them apart; the goal quotes what the right
 * hint says, so the hint must be shown to be read. MUI describes the child with its hint only while
 * it shows (`describeChild`, as MUI's docs advise for a labelled child: by default MUI would replace
 * the button's own name with the hint) and lets the pointer through it (`disableInteractive`, as its
 * docs give a hint whose content is not meant to be used), so an open hint never takes a click meant
 * for the control under it. MUI's 100 ms enter delay is set to 0: the harness observes
 * once the page settles, which waits only for timers of up to 50 ms (a transition's start), so the
 * observation right after a hover would show no hint where a person sees it a moment later.
 * The reference hovers the right choice, then clicks it.
 */
import { z } from 'zod';
import { defineFamily } from '../../generator/family';
import { model } from './model';

export const params = z.strictObject({
  /** The group's visible label. */
  label: z.string().min(1),
  choices: z.array(z.strictObject({ label: z.string().min(1), hint: z.string().min(1) })).min(2),
});
export type Params = z.infer<typeof params>;

interface Choice { label: string; hint: string; key: string }

/** Each choice's hint and the words of it a goal quotes (found in no other hint of the set). */
const SETS: { label: string; noun: string; choices: Choice[] }[] = [
  { label: 'Plan', noun: 'plan', choices: [
    { label: 'Starter', hint: 'Up to three projects for one person', key: 'one person' },
    { label: 'Team', hint: 'Shared boards and guest access', key: 'guest access' },
    { label: 'Business', hint: 'Single sign-on and audit logs', key: 'audit logs' },
    { label: 'Enterprise', hint: 'Phone support and a named account manager', key: 'phone support' },
  ] },
  { label: 'Delivery', noun: 'delivery option', choices: [
    { label: 'Standard', hint: 'Arrives in five to seven working days', key: 'five to seven' },
    { label: 'Express', hint: 'Arrives in two working days', key: 'two working days' },
    { label: 'Next day', hint: 'Arrives tomorrow before noon', key: 'before noon' },
    { label: 'Pickup', hint: 'Collect it from a partner shop near you', key: 'partner shop' },
  ] },
  { label: 'Export format', noun: 'format', choices: [
    { label: 'CSV', hint: 'Plain values that any spreadsheet opens', key: 'plain values' },
    { label: 'XLSX', hint: 'Keeps formulas and cell formatting', key: 'formulas' },
    { label: 'PDF', hint: 'A fixed layout, ready to print', key: 'ready to print' },
    { label: 'JSON', hint: 'Nested records for developers', key: 'for developers' },
  ] },
  { label: 'Backup schedule', noun: 'schedule', choices: [
    { label: 'Hourly', hint: 'Keeps the last 24 copies', key: 'last 24' },
    { label: 'Daily', hint: 'Runs every night at two', key: 'every night' },
    { label: 'Weekly', hint: 'Runs on Sunday mornings', key: 'sunday' },
    { label: 'Manual', hint: 'Only when you start it yourself', key: 'yourself' },
  ] },
];

export default defineFamily<Params>({
  type: 'tooltip',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['select_one'],
  baseAxes: { semantic_observability: 3, feedback_dynamics: 2 },
  core(ctx) {
    const { rng } = ctx;
    const set = rng.pick(SETS);
    const choices = set.choices.slice(0, ctx.bucket === 'easy' ? 3 : 4);
    const target = rng.pick(choices);
    const wrong = rng.pick(choices.filter((c) => c !== target));
    const button = (name: string) => ctx.scope({ role: 'button', name });
    return {
      params: { label: set.label, choices: choices.map(({ label, hint }) => ({ label, hint })) },
      checks: [{ kind: 'equals', field: 'chosen', target: target.label }],
      goal: {
        text: `in "${set.label}", choose the ${set.noun} whose hint mentions "${target.key}"`,
        reference: `in "${set.label}", choose the ${set.noun} shown in the reference picture`,
      },
      solution: [{ do: 'hover', target: button(target.label) }, { do: 'click', target: button(target.label) }],
      wrong: [{ why: `chose "${wrong.label}", whose hint says otherwise`, fields: { chosen: wrong.label } }],
      axes: { density_choice_interference: choices.length > 3 ? 1 : 0 },
      why: `${choices.length} choices told apart only by hints shown on hover`,
    };
  },
});
