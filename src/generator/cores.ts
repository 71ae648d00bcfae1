/** Core-task helpers shared by families of the same interaction shape. */
import type { Json } from '../core/json';
import type { ReferenceStep } from '../core/taskSpec';
import type { CoreContext, CoreTask } from './family';

/** A single boolean control (checkbox, switch, toggle button): set it on or off. */
export function booleanCore<P extends Record<string, Json>>(
  ctx: CoreContext,
  o: {
    label: string;
    role: string;
    field: string;
    /** Verb phrases for turning on and off, e.g. ['tick', 'untick']. */
    verbs: [string, string];
    noun: string;
    params(initial: boolean): P;
  },
): CoreTask<P> {
  const target = ctx.template === 'clear_reset' ? false : ctx.rng.next() < 0.6;
  const initial = !target;
  const step: ReferenceStep = { do: 'click', target: ctx.scope({ role: o.role, name: o.label }) };
  return {
    params: o.params(initial),
    checks: [{ kind: 'equals', field: o.field, target }],
    goal: {
      text: `${o.verbs[target ? 0 : 1]} "${o.label}"`,
      reference: `set the ${o.noun} "${o.label}" to the state shown in the reference picture`,
      mixed: `set the ${o.noun} "${o.label}" as the reference picture shows`,
    },
    solution: [step],
    wrong: [{ why: `left ${initial ? 'on' : 'off'}`, fields: { [o.field]: initial } }],
    why: ctx.template === 'clear_reset' ? `one ${o.noun} to clear` : `one labelled ${o.noun}, one click`,
  };
}
