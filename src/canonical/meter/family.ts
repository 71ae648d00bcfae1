/**
 * Meter: a level shown by the library's progress bar (antd Progress, MUI LinearProgress, Mantine
 * Progress; all three ship role progressbar with valuenow 0–100, named by aria-label) and set with
 * the buttons beside it, as a charge limit or a fan speed is set in a settings screen. The bar
 * itself takes no input in any library, so the buttons are the only way to change it, in every
 * mode; the meter is the feedback. Harder buckets step finer (coarse and fine buttons on the
 * hardest) and hide the percentage, leaving the bar (and valuenow, where the AX tree is read) as
 * the only reading. State: the level in percent.
 */
import { z } from 'zod';
import type { Target } from '../../core/taskSpec';
import { keyIndexPath, type Grid, type KeyModel } from '../../generator/cores/calibration';
import { defineFamily } from '../../generator/family';
import { adjusters } from './adjust';
import { model } from './model';

export const params = z.strictObject({
  label: z.string().min(1),
  /** Level at load, in percent. */
  initial: z.number().int().min(0).max(100),
  /** Percent each pair of buttons moves the level, coarsest first (one pair, or coarse and fine). */
  steps: z.array(z.number().int().positive()).min(1).max(2),
  /** Whether the percentage is printed beside the bar. */
  showValue: z.boolean(),
});
export type Params = z.infer<typeof params>;

const LABELS = ['Charge limit', 'Fan speed', 'Screen brightness', 'Storage alert level', 'Bandwidth cap', 'Volume limit'];

const STEPS = { easy: [10], mid: [5], hard: [10, 1] } as const;
const PRESS_BUDGET = { easy: 4, mid: 6, hard: 8 } as const;
/** A picture is read to 5%; typed percentages are exact. */
const VISUAL_TOLERANCE = 5;

export default defineFamily<Params>({
  type: 'meter',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['set_scalar'],
  baseAxes: { precision_requirement: 3, feedback_dynamics: 2, semantic_observability: 2 },
  core(ctx) {
    const { rng, bucket } = ctx;
    const label = rng.pick(LABELS);
    const steps = [...STEPS[bucket]];
    const fine = steps[steps.length - 1];
    const p = { label, steps };
    const g: Grid = { min: 0, step: fine, n: 100 / fine };
    // The buttons as a key model: arrows are the fine pair, page keys the coarse one.
    const keys: KeyModel = { edges: false, page: () => (steps.length > 1 ? steps[0] / fine : null) };
    const initial = rng.pick([20, 30, 50, 60, 80].filter((v) => v % fine === 0));
    const tolerance = ctx.scene.guidance === 'text' ? 0 : VISUAL_TOLERANCE;
    const slack = Math.floor(tolerance / fine);
    const pathTo = (v: number) => keyIndexPath(keys, g, initial / fine, v / fine, [0, g.n], slack);
    const reachable = Array.from({ length: 101 }, (_, v) => v)
      .filter((v) => v % fine === 0 && Math.abs(v - initial) > tolerance + fine)
      .filter((v) => pathTo(v).length <= PRESS_BUDGET[bucket] && pathTo(v).length >= 2);
    const target = rng.pick(reachable);

    const delta: Record<string, number> = { ArrowLeft: -fine, ArrowRight: fine, PageDown: -steps[0], PageUp: steps[0] };
    const button = (key: string): Target => {
      const a = adjusters(p).find((b) => b.delta === delta[key]);
      if (!a) throw new Error(`meter: no button for ${key}`);
      return ctx.scope({ role: 'button', name: a.name });
    };
    // The nearest level the verifier refuses.
    const miss = tolerance + fine;
    const off = target + miss <= 100 ? target + miss : target - miss;
    const what = label.toLowerCase();
    return {
      params: { label, initial, steps, showValue: bucket !== 'hard' },
      checks: [{ kind: 'within_tolerance', field: 'level', target, tolerance }],
      goal: {
        text: `set the ${what} to ${target}%`,
        reference: `set the ${what} so its meter matches the reference gauge`,
        mixed: `set the ${what} so its meter matches the reference gauge (a multiple of ${fine}%)`,
      },
      solution: pathTo(target).map((key) => ({ do: 'click' as const, target: button(key) })),
      wrong: [{ why: tolerance ? 'just outside the tolerance' : 'one step off', fields: { level: off } }],
      axes: { precision_requirement: bucket === 'hard' ? 1 : 0, semantic_observability: bucket === 'hard' ? 1 : 0 },
      why: bucket === 'hard' ? 'coarse and fine buttons to the percent, the bar unlabelled' : `${fine}% steps read off the meter`,
    };
  },
});
