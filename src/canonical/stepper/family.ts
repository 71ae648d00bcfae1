import { z } from 'zod';
import { namedGoal } from '../../generator/cores/named';
import { defineFamily } from '../../generator/family';
import type { ReferenceStep } from '../../core/taskSpec';
import { model } from './model';
import { NEXT, stepTarget } from './steps';

export const params = z.strictObject({
  steps: z.array(z.string().min(1)).min(3),
  /** Index of the active step. */
  initial: z.number().int().min(0),
  /** Index of the furthest step reached so far: later steps are locked until "Next" reaches them. */
  reached: z.number().int().min(0),
});
export type Params = z.infer<typeof params>;

const FLOWS = [
  ['Cart', 'Shipping address', 'Delivery method', 'Payment', 'Review order', 'Confirmation'],
  ['Create account', 'Verify email', 'Company profile', 'Invite teammates', 'Connect calendar', 'Finish setup'],
  ['Personal details', 'Work history', 'Education', 'Portfolio', 'References', 'Submit application'],
  ['Event details', 'Venue', 'Tickets', 'Speakers', 'Promotion', 'Go live'],
  ['Choose a template', 'Add content', 'Pick a domain', 'Set up payments', 'Preview site', 'Launch'],
] as const;

export default defineFamily<Params>({
  type: 'stepper',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['navigate_to', 'activate'],
  baseAxes: { density_choice_interference: 2 },
  core(ctx) {
    const { rng } = ctx;
    const count = ctx.bucket === 'easy' ? 4 : ctx.bucket === 'mid' ? 5 : 6;
    const steps = rng.pick(FLOWS).slice(0, count);
    const last = count - 1;
    const next = ctx.scope({ role: 'button', name: NEXT });

    if (ctx.template === 'activate') {
      // Move on by one step; on harder tasks the next step may still be locked, so only "Next" works.
      const initial = rng.int(0, last - 1);
      const reached = ctx.bucket === 'easy' ? last : rng.int(initial, last);
      const off = initial + 2 <= last ? initial + 2 : initial - 1;
      return {
        params: { steps, initial, reached },
        checks: [{ kind: 'equals', field: 'active', target: steps[initial + 1] }],
        goal: namedGoal(`move on from "${steps[initial]}" to the next step`, 'go to the step', steps[initial + 1]),
        solution: [{ do: 'click', target: next }],
        wrong: [{ why: `went to "${steps[off]}" instead`, fields: { active: steps[off], reached: Math.max(reached, off) } }],
        why: `one press of "${NEXT}"${reached === initial ? ', the next step still locked' : ''}`,
      };
    }

    // Easy: every step is open. Harder: later steps are locked, and the target may lie beyond the
    // furthest step reached, so "Next" has to unlock it.
    let initial: number;
    let reached: number;
    let target: number;
    if (ctx.bucket === 'easy') {
      reached = last;
      initial = rng.int(0, last);
      target = rng.pick([...steps.keys()].filter((i) => i !== initial));
    } else {
      const beyond = ctx.bucket === 'hard' ? rng.int(1, 2) : rng.int(0, 1);
      reached = rng.int(1, last - beyond);
      initial = rng.int(0, reached);
      target = beyond ? reached + beyond : rng.pick([...steps.keys()].filter((i) => i !== initial && i <= reached));
    }
    const solution: ReferenceStep[] = [];
    if (target <= reached) solution.push({ do: 'click', target: ctx.scope(stepTarget(ctx.library, steps[target])) });
    else {
      // Straight from the active step with "Next", or first to the furthest step reached.
      const from = reached - initial > 1 ? reached : initial;
      if (from !== initial) solution.push({ do: 'click', target: ctx.scope(stepTarget(ctx.library, steps[from])) });
      for (let i = from; i < target; i++) solution.push({ do: 'click', target: next });
    }
    const near = target > 0 ? target - 1 : target + 1;
    return {
      params: { steps, initial, reached },
      checks: [{ kind: 'equals', field: 'active', target: steps[target] }],
      goal: namedGoal(`go to the "${steps[target]}" step`, 'go to the step', steps[target]),
      solution,
      wrong: [{ why: `stopped on "${steps[near]}"`, fields: { active: steps[near] } }],
      axes: { depth_layering: target > reached ? 1 : 0, feedback_dynamics: target > reached ? 1 : 0 },
      why: target > reached
        ? `"${steps[target]}" is locked until "${NEXT}" reaches it (${solution.length} clicks)`
        : `${count} clickable steps`,
    };
  },
});
