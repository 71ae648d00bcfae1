/** Core helpers for overlays opened from a trigger (dialogs, drawers, popovers): choose inside, close, or read and choose. */
import type { ReferenceStep, Target } from '../../core/taskSpec';
import { DISMISSED } from '../../env/kit/overlayChoice';
import type { CoreContext, CoreTask } from '../family';
import { namedGoal } from './named';

export interface OverlayChoiceSpec<P> {
  /** The visible label of the button that opens the overlay. */
  trigger: string;
  /** The overlay's title, which names it. */
  title: string;
  /** What the overlay is called in a goal ("dialog", "drawer"). */
  noun: string;
  /** The labels a user can choose inside. */
  choices: readonly string[];
  /** A choice's control as the task's library exposes it (unscoped: overlays render in a portal). */
  choice(label: string): Target;
  params(initialOpen: boolean): P;
}

/**
 * `clear_reset`: the overlay is open on load and must be closed without a choice (Escape, which
 * each library handles itself; its close button and a click outside count the same). Any other
 * template: open the overlay with its trigger and choose one of its choices.
 */
export function overlayChoiceCore<P>(ctx: CoreContext, o: OverlayChoiceSpec<P>): CoreTask<P> {
  const { rng } = ctx;
  const wrongChoice = rng.pick(o.choices);
  if (ctx.template === 'clear_reset') {
    const text = `close the "${o.title}" ${o.noun} without choosing anything in it`;
    return {
      params: o.params(true),
      checks: [{ kind: 'equals', field: 'outcome', target: DISMISSED }],
      goal: { text, reference: text },
      solution: [{ do: 'keyboard_press', key: 'Escape' }],
      wrong: [{ why: `chose "${wrongChoice}" instead of closing`, fields: { outcome: wrongChoice } }],
      why: `an open ${o.noun} to close without a choice`,
    };
  }
  const target = rng.pick(o.choices);
  const others = o.choices.filter((c) => c !== target);
  const solution: ReferenceStep[] = [
    { do: 'click', target: ctx.scope({ role: 'button', name: o.trigger }) },
    { do: 'click', target: o.choice(target) },
  ];
  return {
    params: o.params(false),
    checks: [{ kind: 'equals', field: 'outcome', target }],
    goal: namedGoal(`open "${o.trigger}" and choose "${target}" in the ${o.noun}`, `open "${o.trigger}" and choose the entry of the ${o.noun}`, target),
    solution,
    wrong: [
      ...(others.length ? [rng.pick(others)].map((other) => ({ why: `chose "${other}"`, fields: { outcome: other } })) : []),
      { why: `closed the ${o.noun} without a choice`, fields: { outcome: DISMISSED } },
    ],
    axes: { density_choice_interference: o.choices.length > 5 ? 1 : 0 },
    why: `${o.choices.length} choices in a ${o.noun} opened from a button`,
  };
}

/** Overlays that show a figure a choice depends on: `yes` when the rule holds for it, else `no`. */
const READINGS = [
  { trigger: 'Storage usage', title: 'Storage', line: (n: number) => `Your files take up ${n} GB of the 100 GB plan.`, rule: 'if the files take up more than 80 GB', yes: 'Upgrade storage', no: 'Keep current plan', range: { yes: [81, 99], no: [35, 79] } },
  { trigger: 'Open invoice', title: 'Invoice 2231', line: (n: number) => `Amount due: ${n} euros.`, rule: 'if the amount due is under 500 euros', yes: 'Pay now', no: 'Ask for approval', range: { yes: [120, 499], no: [500, 1900] } },
  { trigger: 'Delivery estimate', title: 'Shipping time', line: (n: number) => `Expected delivery in ${n} working days.`, rule: 'if delivery takes more than 5 working days', yes: 'Switch to express', no: 'Keep standard shipping', range: { yes: [6, 12], no: [2, 5] } },
  { trigger: 'Subscription', title: 'Plan renewal', line: (n: number) => `Your plan renews in ${n} days.`, rule: 'if the plan renews within 14 days', yes: 'Renew now', no: 'Remind me later', range: { yes: [1, 14], no: [15, 60] } },
] as const;

/** What a reading overlay shows: its trigger, title, the line with the figure, and its two choices (`no`, then `yes`). */
export interface Reading { trigger: string; title: string; body: string; choices: [string, string] }

/**
 * Open the overlay, read the figure it alone shows, and choose what the goal's rule calls for. The
 * figure falls on either side of the rule's threshold at random, so neither choice is a default.
 */
export function readingCore<P>(ctx: CoreContext, o: { noun: string; choice(reading: Reading, label: string): Target; params(reading: Reading): P }): CoreTask<P> {
  const { rng } = ctx;
  const r = rng.pick(READINGS);
  const holds = rng.next() < 0.5;
  const [lo, hi] = holds ? r.range.yes : r.range.no;
  const reading: Reading = { trigger: r.trigger, title: r.title, body: r.line(rng.int(lo, hi)), choices: [r.no, r.yes] };
  const target = holds ? r.yes : r.no;
  const other = holds ? r.no : r.yes;
  const text = `open "${r.trigger}"; ${r.rule} choose "${r.yes}", otherwise "${r.no}"`;
  return {
    params: o.params(reading),
    checks: [{ kind: 'equals', field: 'outcome', target }],
    goal: { text, reference: text },
    solution: [
      { do: 'click', target: ctx.scope({ role: 'button', name: r.trigger }) },
      { do: 'click', target: o.choice(reading, target) },
    ],
    wrong: [{ why: `chose "${other}", against the figure the ${o.noun} shows`, fields: { outcome: other } }],
    axes: { semantic_observability: 1 },
    why: `the deciding figure shows only inside the ${o.noun}`,
  };
}
