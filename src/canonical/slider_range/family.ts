/**
 * Range slider: two thumbs on one track, both ends to set. Harder buckets have finer grids over
 * wider ranges (up to 250 steps on the track), and with visual guidance the band is read off a
 * picture within a tolerance of about 2% of the track. Id modes move each thumb with its own
 * keyboard model; pointer users drag each thumb, the oracle computing the drop point from the
 * track's box. Thumbs move in the order that never makes one pass the other, so the libraries'
 * different crossing rules (antd lets thumbs cross, MUI swaps them, Mantine blocks) never decide
 * the outcome of the reference.
 */
import { z } from 'zod';
import type { ReferenceStep, Target } from '../../core/taskSpec';
import { gridValue, keyIndexPath, pressAll, rangeKeyPaths, THUMB_KEYS, type Grid } from '../../generator/cores/calibration';
import { defineFamily } from '../../generator/family';
import { model } from './model';

export const params = z.strictObject({
  label: z.string().min(1),
  /** Accessible names of the lower and the upper thumb. */
  thumbs: z.tuple([z.string().min(1), z.string().min(1)]),
  min: z.number(),
  max: z.number(),
  step: z.number().positive(),
  initial: z.tuple([z.number(), z.number()]),
  unit: z.string(),
});
export type Params = z.infer<typeof params>;

type Setting = Omit<Params, 'initial'>;

/** Coarse tracks for easy tasks, medium grids for mid, fine grids over wide ranges for hard. */
const SETTINGS: Record<'easy' | 'mid' | 'hard', Setting[]> = {
  easy: [
    { label: 'Working hours', thumbs: ['Start hour', 'End hour'], min: 0, max: 24, step: 1, unit: 'h' },
    { label: 'Discount range', thumbs: ['Minimum discount', 'Maximum discount'], min: 0, max: 80, step: 5, unit: '%' },
    { label: 'Party size', thumbs: ['Fewest guests', 'Most guests'], min: 0, max: 20, step: 1, unit: 'guests' },
  ],
  mid: [
    { label: 'Price range', thumbs: ['Minimum price', 'Maximum price'], min: 0, max: 500, step: 10, unit: '$' },
    { label: 'Age range', thumbs: ['Youngest age', 'Oldest age'], min: 18, max: 90, step: 1, unit: 'years' },
    { label: 'Temperature band', thumbs: ['Lowest temperature', 'Highest temperature'], min: -20, max: 40, step: 1, unit: '°C' },
  ],
  hard: [
    { label: 'Budget', thumbs: ['Minimum budget', 'Maximum budget'], min: 0, max: 1000, step: 5, unit: '$' },
    { label: 'Latency window', thumbs: ['Lowest latency', 'Highest latency'], min: 0, max: 2000, step: 10, unit: 'ms' },
    { label: 'Frequency band', thumbs: ['Low cut', 'High cut'], min: 20, max: 500, step: 2, unit: 'Hz' },
  ],
};

/** Key presses both thumbs may take together, per bucket (the run budget is 20 steps a task). */
const KEY_BUDGET = { easy: 6, mid: 10, hard: 14 } as const;

export function formatValue(unit: string, v: number): string {
  return unit === '$' ? `$${v}` : unit === '%' ? `${v}%` : unit ? `${v} ${unit}` : String(v);
}
export default defineFamily<Params>({
  type: 'slider_range',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['set_range'],
  baseAxes: { precision_requirement: 4, target_acquisition: 2, feedback_dynamics: 2 },
  core(ctx) {
    const { rng, bucket } = ctx;
    const s = rng.pick(SETTINGS[bucket]);
    const n = Math.round((s.max - s.min) / s.step);
    const g: Grid = { min: s.min, step: s.step, n };
    const from: [number, number] = [Math.round(n * (0.1 + 0.25 * rng.next())), Math.round(n * (0.6 + 0.3 * rng.next()))];
    const keys = THUMB_KEYS[ctx.library];
    const thumb = (i: 0 | 1): Target => ctx.scope({ role: 'slider', name: s.thumbs[i] });

    // Every target pair whose keyboard path fits the bucket's budget, both thumbs moving.
    const budget = KEY_BUDGET[bucket];
    const tolSteps = ctx.scene.guidance === 'text' ? 0 : Math.max(1, Math.round(0.02 * n));
    // Ends each thumb can reach within the budget on its own (a lower bound on the pair's cost),
    // far enough from where it starts that leaving it there is a miss.
    const near = (start: number) => Array.from({ length: n + 1 }, (_, i) => i)
      .filter((i) => Math.abs(i - start) > tolSteps && keyIndexPath(keys, g, start, i).length < budget);
    const pairs: { to: [number, number]; steps: ReferenceStep[] }[] = [];
    for (const x of near(from[0])) {
      for (const y of near(from[1])) {
        if (y <= x) continue;
        const paths = rangeKeyPaths(keys, g, from, [x, y], tolSteps);
        const count = paths.reduce((a, p) => a + p.keys.length, 0);
        if (count <= budget && count >= Math.min(4, budget)) pairs.push({ to: [x, y], steps: paths.flatMap((p) => pressAll(p.keys, thumb(p.thumb))) });
      }
    }
    const pick = rng.pick(pairs);
    const [x, y] = pick.to;
    const target: [number, number] = [gridValue(g, x), gridValue(g, y)];
    const order = rangeKeyPaths(keys, g, from, pick.to).map((p) => p.thumb);

    // A picture is read to about 2% of the track (tolSteps); typed values are exact.
    const off = tolSteps + 1;
    const lowOff = x - off >= 0 ? x - off : x + off < y ? x + off : null;
    const highOff = y + off <= n ? y + off : y - off > x ? y - off : null;
    const wrong = [
      { why: 'only one end moved', fields: { range: [gridValue(g, from[0]), target[1]] } },
      ...(lowOff !== null ? [{ why: `lower end ${off} step(s) off`, fields: { range: [gridValue(g, lowOff), target[1]] } }] : []),
      ...(highOff !== null ? [{ why: `upper end ${off} step(s) off`, fields: { range: [target[0], gridValue(g, highOff)] } }] : []),
    ];

    const name = s.label.toLowerCase();
    return {
      params: { label: s.label, thumbs: s.thumbs, min: s.min, max: s.max, step: s.step, initial: [gridValue(g, from[0]), gridValue(g, from[1])], unit: s.unit },
      checks: [{ kind: 'range_equals', field: 'range', target, tolerance: tolSteps * s.step }],
      goal: {
        text: `set the ${name} slider to run from ${formatValue(s.unit, target[0])} to ${formatValue(s.unit, target[1])}`,
        reference: `set the ${name} slider to the band shown in the reference picture`,
        mixed: `set the ${name} slider to the band in the reference picture, starting at ${formatValue(s.unit, target[0])}`,
      },
      solution: pick.steps,
      pointerSolution: order.map((i) => ({ do: 'slide', target: thumb(i), value: target[i] })),
      wrong,
      axes: { precision_requirement: n > 100 ? 1 : 0 },
      why: `both ends of a ${n}-step track${tolSteps ? ` within ${tolSteps} step(s)` : ', exactly'}`,
    };
  },
});
