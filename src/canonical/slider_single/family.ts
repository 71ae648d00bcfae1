import { z } from 'zod';
import { defineFamily } from '../../generator/family';
import { SCALAR_SETTINGS } from '../../generator/pools';
import type { ReferenceStep, Target } from '../../core/taskSpec';
import { gridIndex, keyIndexPath, pressAll, type Grid, type KeyModel } from '../../generator/cores/calibration';
import { model } from './model';

export const params = z.strictObject({
  label: z.string().min(1),
  min: z.number(),
  max: z.number(),
  step: z.number().positive(),
  initial: z.number(),
  unit: z.string(),
});
export type Params = z.infer<typeof params>;

/** Home, End and the arrows: the keys all three libraries' single sliders handle. */
const SLIDER_KEYS: KeyModel = { edges: true, page: () => null };

/** Fewest key presses from `from` to `to`: arrows alone, or Home/End first and then arrows. */
export function keyPath(p: Pick<Params, 'min' | 'max' | 'step'>, from: number, to: number, thumb: Target): ReferenceStep[] {
  const g: Grid = { min: p.min, step: p.step, n: Math.round((p.max - p.min) / p.step) };
  return pressAll(keyIndexPath(SLIDER_KEYS, g, gridIndex(g, from), gridIndex(g, to)), thumb);
}

export default defineFamily<Params>({
  type: 'slider_single',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['set_scalar'],
  baseAxes: { precision_requirement: 4, target_acquisition: 2, feedback_dynamics: 2 },
  core(ctx) {
    const { rng } = ctx;
    const s = rng.pick(SCALAR_SETTINGS);
    const n = Math.round((s.max - s.min) / s.step);
    const initial = s.min + s.step * rng.pick([0, Math.floor(n / 2), n]);
    const thumb = ctx.scope({ role: 'slider', name: s.label });
    const grid = Array.from({ length: n + 1 }, (_, i) => Math.round((s.min + i * s.step) * 1e6) / 1e6);
    const maxKeys = ctx.bucket === 'easy' ? 3 : ctx.bucket === 'mid' ? 5 : 8;
    const reachable = grid.filter((v) => v !== initial && keyPath(s, initial, v, thumb).length <= maxKeys && keyPath(s, initial, v, thumb).length >= Math.min(2, maxKeys));
    const target = rng.pick(reachable);
    const off = target + (target + s.step <= s.max ? s.step : -s.step);
    const name = s.label.replace(/ \(.*\)$/, '').toLowerCase();
    const shown = `${target}${s.unit === '%' ? '%' : s.unit ? ` ${s.unit}` : ''}`;
    return {
      params: { label: s.label, min: s.min, max: s.max, step: s.step, initial, unit: s.unit },
      checks: [{ kind: 'within_tolerance', field: 'value', target, tolerance: 0 }],
      goal: {
        text: `set ${name} to ${shown}`,
        reference: `set ${name} to the level shown in the reference gauge`,
        mixed: `set ${name} to the level in the reference gauge (a multiple of ${s.step})`,
      },
      solution: keyPath(s, initial, target, thumb),
      wrong: [{ why: 'one step off', fields: { value: off } }],
      axes: { precision_requirement: n > 40 ? 1 : 0 },
      why: `exact value on a ${n + 1}-step track`,
    };
  },
});
