import { z } from 'zod';
import { defineFamily, frameShape, stateWith } from '../../generator/family';
import { CARD_TITLES, SCALAR_SETTINGS } from '../../generator/pools';
import type { Rng } from '../../generator/rng';
import type { ReferenceStep, Target } from '../../core/taskSpec';
import { model } from './model';

export const params = z.strictObject({
  ...frameShape,
  label: z.string().min(1),
  min: z.number(),
  max: z.number(),
  step: z.number().positive(),
  initial: z.number(),
});
export type Params = z.infer<typeof params>;

/** Fewest key presses from `from` to `to`: arrows alone, or Home/End first and then arrows. */
export function keyPath(p: Params, from: number, to: number, thumb: Target): ReferenceStep[] {
  const steps = (a: number, b: number) => Math.round(Math.abs(b - a) / p.step);
  const arrows = (a: number, b: number) => Array.from({ length: steps(a, b) }, () => (b > a ? 'ArrowRight' : 'ArrowLeft'));
  const plans = [arrows(from, to), ['Home', ...arrows(p.min, to)], ['End', ...arrows(p.max, to)]];
  const best = plans.reduce((x, y) => (y.length < x.length ? y : x));
  return best.map((key) => ({ do: 'press', target: thumb, key }));
}

/** A target on the step grid reachable in at most `maxKeys` presses from the start, min or max. */
function reachableTarget(rng: Rng, p: Params, maxKeys: number): number {
  const grid: number[] = [];
  for (let v = p.min; v <= p.max + 1e-9; v += p.step) grid.push(Math.round(v * 1e6) / 1e6);
  const ok = grid.filter((v) => v !== p.initial && keyPath(p, p.initial, v, { role: 'slider', name: '' }).length <= maxKeys);
  return rng.pick(ok);
}

export default defineFamily<Params>({
  type: 'slider_single',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  drafts(rng) {
    const settings = rng.sample(SCALAR_SETTINGS, 3);
    return settings.map((s, i) => {
      const initial = s.min + s.step * Math.floor(((s.max - s.min) / s.step) * (i === 0 ? 0 : 0.5));
      const p: Params = { title: rng.pick(CARD_TITLES), label: s.label, min: s.min, max: s.max, step: s.step, initial, ...(i === 2 ? { commit_control: 'Apply' } : {}) };
      const target = reachableTarget(rng, p, 6);
      const thumb = { role: 'slider', name: s.label };
      const commit = i === 2 ? 'Apply' : undefined;
      const off = target + (target + s.step <= s.max ? s.step : -s.step);
      return {
        template: 'set_scalar',
        instruction: `Set ${s.label.replace(/ \(.*\)$/, '').toLowerCase()} to ${target}${s.unit === '%' ? '%' : s.unit ? ` ${s.unit}` : ''}${commit ? ', then click Apply' : ''}.`,
        params: p,
        scene: i === 1 ? { theme: 'dark' as const, placement: 'bottom_left' as const } : {},
        difficulty: {
          bucket: i === 0 ? ('easy' as const) : ('mid' as const),
          tier: i === 0 ? ('L1' as const) : ('L2' as const),
          axes: { precision_requirement: 4, target_acquisition: 2, feedback_dynamics: 2, ...(commit ? { depth_layering: 2 } : {}) },
          justification: 'The value must land exactly on one grid step of a continuous-looking track.',
        },
        predicate: { kind: 'within_tolerance' as const, field: 'value', target, tolerance: 0, ...(commit ? { commit } : {}) },
        negatives: [
          { why: 'one step off', state: stateWith(model, p, { value: off }, { commit: commit ?? null }) },
          ...(commit ? [{ why: 'right value, not applied', state: stateWith(model, p, { value: target }) }] : []),
        ],
        solution: [...keyPath(p, initial, target, thumb), ...(commit ? [{ do: 'click' as const, target: { role: 'button', name: commit } }] : [])],
      };
    });
  },
});
