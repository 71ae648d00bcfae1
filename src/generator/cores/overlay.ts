/** Core helpers for overlays opened from a trigger (dialogs, drawers): choose inside, or close. */
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
