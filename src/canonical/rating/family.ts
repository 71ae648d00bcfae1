import { z } from 'zod';
import type { ReferenceStep, Target } from '../../core/taskSpec';
import { RATING_SUBJECTS } from '../../generator/cores/choiceSets';
import { defineFamily, type CoreContext } from '../../generator/family';
import { model, starName, NO_RATING } from './model';

export const params = z.strictObject({
  label: z.string().min(1),
  count: z.number().int().min(3).max(10),
  /** Smallest change: 1 (whole stars) or 0.5 (half stars). */
  step: z.union([z.literal(1), z.literal(0.5)]),
  /** 0 means not rated yet. */
  initial: z.number().min(0),
});
export type Params = z.infer<typeof params>;

/**
 * Reference steps from `from` to `to` (0 clears). Each library's stars are radios named "N stars";
 * which activation is reliable differs: antd takes clicks on whole stars and Enter plus arrow keys
 * for halves (a click's half depends on the pointer's sub-pixel position); MUI's and Mantine's
 * radios are hidden inputs under the star icons, chosen with Space (MUI) or Enter (Mantine).
 */
function steps(ctx: CoreContext, p: Params, from: number, to: number): ReferenceStep[] {
  const star = (v: number): Target => ctx.scope({ role: 'radio', name: starName(v) });
  switch (ctx.library) {
    case 'antd': {
      if (to === 0) return [{ do: 'click', target: star(from) }];
      if (p.step === 1) return [{ do: 'click', target: star(to) }];
      const whole = Math.ceil(to);
      const out: ReferenceStep[] = from === whole ? [] : [{ do: 'press', target: star(whole), key: 'Enter' }];
      if (whole !== to) out.push({ do: 'press', target: star(whole), key: 'ArrowLeft' });
      return out;
    }
    case 'mui':
      return [{ do: 'press', target: to === 0 ? ctx.scope({ role: 'radio', name: NO_RATING }) : star(to), key: 'Space' }];
    case 'mantine':
      return [{ do: 'press', target: star(to === 0 ? from : to), key: 'Enter' }];
  }
}

/**
 * For pointer users: one click at the right spot of the star — its left quarter for a half value,
 * its right quarter for a whole one (all three libraries read halves from the pointer's position).
 */
function pointerSteps(ctx: CoreContext, p: Params, from: number, to: number): ReferenceStep[] | undefined {
  const star = (v: number, x: number): ReferenceStep => ({ do: 'click', target: ctx.scope({ role: 'radio', name: starName(v) }), at: { x, y: 0.5 } });
  // MUI's "no rating" radio has no box of its own: a pointer clears by clicking the set star again.
  if (to === 0) return ctx.library === 'mui' ? [star(from, 0.5)] : undefined;
  if (p.step === 1) return undefined;
  const whole = Math.ceil(to);
  return [star(whole, whole === to ? 0.75 : 0.25)];
}

export default defineFamily<Params>({
  type: 'rating',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['set_scalar', 'clear_reset'],
  baseAxes: { target_acquisition: 3, precision_requirement: 2 },
  core(ctx) {
    const { rng } = ctx;
    const label = rng.pick(RATING_SUBJECTS);
    const picture = ctx.scene.guidance !== 'text';
    const clear = ctx.template === 'clear_reset';
    // Harder buckets use half stars and longer scales; a reference picture keeps to five whole stars.
    const count = picture || ctx.bucket !== 'hard' ? 5 : 10;
    // Half stars only where a pointer can pick a half reliably: antd reads the half from which half
    // of the star the click lands on; MUI's and Mantine's half-star labels are stacked so that a
    // click at a given spot does not always choose the half under it.
    const step = picture || clear || ctx.bucket === 'easy' || ctx.library !== 'antd' ? 1 : 0.5;
    const p: Params = { label, count, step, initial: 0 };
    const values = Array.from({ length: count / step }, (_, i) => (i + 1) * step);
    let target: number;
    if (clear) {
      p.initial = rng.pick(values);
      target = 0;
    } else {
      p.initial = rng.next() < 0.4 ? 0 : rng.pick(values);
      target = rng.pick(values.filter((v) => v !== p.initial && (step === 1 || !Number.isInteger(v) || ctx.bucket === 'mid')));
    }
    const near = clear ? step : target + step <= count ? target + step : target - step;
    const name = `"${label}"`;
    return {
      params: p,
      checks: [{ kind: 'within_tolerance', field: 'value', target, tolerance: 0 }],
      goal: clear
        ? { text: `clear the rating of ${name}`, reference: `clear the rating of ${name}` }
        : {
            text: `give ${name} ${count === 5 ? starName(target) : `${target} of ${count} stars`}`,
            reference: `give ${name} the rating shown in the reference picture`,
            mixed: `give ${name} the rating shown in the reference picture (${target >= 3 ? 'three or more' : 'fewer than three'} stars)`,
          },
      solution: steps(ctx, p, p.initial, target),
      pointerSolution: pointerSteps(ctx, p, p.initial, target),
      wrong: [{ why: clear ? `lowered to ${starName(near)} instead of cleared` : `${starName(near)} instead`, fields: { value: near } }],
      axes: { precision_requirement: step < 1 ? 1 : 0, density_choice_interference: count > 5 ? 1 : 0 },
      why: clear ? `${count} small stars, the set one clicked again to clear` : `${count} small stars${step < 1 ? ' in half steps' : ''}`,
    };
  },
});
