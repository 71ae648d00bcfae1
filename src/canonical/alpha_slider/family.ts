/**
 * Alpha (opacity) slider: set a colour's opacity to a percentage. antd keeps its alpha slider in
 * the ColorPicker panel (opened from a trigger button; the slider is unnamed, second after hue,
 * 0–100); MUI has no colour slider, so its own Slider carries a checkerboard-and-gradient rail
 * (0–100); Mantine's AlphaSlider is named and runs 0–1, continuous under the pointer, its arrows
 * moving 5%. The state is the opacity as a fraction 0–1, whatever the library's scale. Harder
 * buckets ask for finer percentages and tighter tolerances; the picture shows the colour at the
 * target opacity over a checkerboard, as colour tools draw transparency.
 */
import { z } from 'zod';
import type { Target } from '../../core/taskSpec';
import { keyIndexPath, pressAll, THUMB_KEYS, type Grid } from '../../generator/cores/calibration';
import { defineFamily } from '../../generator/family';
import { model, sliderName, triggerName } from './model';

export const params = z.strictObject({
  /** What the colour is for ("Overlay"): the slider is "<subject> opacity", antd's trigger "<subject> colour". */
  subject: z.string().min(1),
  color: z.string().regex(/^#[0-9a-f]{6}$/),
  /** Opacity at load, in percent. */
  initial: z.number().int().min(0).max(100),
});
export type Params = z.infer<typeof params>;

const SUBJECTS = [
  { subject: 'Overlay', color: '#1677ff' },
  { subject: 'Watermark', color: '#722ed1' },
  { subject: 'Backdrop', color: '#13c2c2' },
  { subject: 'Highlight', color: '#fa8c16' },
  { subject: 'Shadow', color: '#2f3640' },
  { subject: 'Banner', color: '#eb2f96' },
];

/** Percent lattice targets lie on, and key presses allowed, per bucket (Mantine's arrows move 5%). */
const LATTICE = { easy: 10, mid: 5, hard: 1 } as const;
const KEY_BUDGET = { easy: 6, mid: 9, hard: 12 } as const;
/** Tolerance on the fraction: typed goals tighten with the bucket; a picture is read to 5%. */
const TOLERANCE = { easy: 0.02, mid: 0.01, hard: 0.005 } as const;


export default defineFamily<Params>({
  type: 'alpha_slider',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['set_scalar'],
  baseAxes: { precision_requirement: 4, target_acquisition: 2, feedback_dynamics: 2, semantic_observability: 2 },
  core(ctx) {
    const { rng, bucket, library } = ctx;
    const s = rng.pick(SUBJECTS);
    const mantine = library === 'mantine';
    // Mantine's arrows move 5% from where the thumb is: its tasks stay on that lattice.
    const g: Grid = mantine ? { min: 0, step: 5, n: 20 } : { min: 0, step: 1, n: 100 };
    const lattice = mantine ? Math.max(5, LATTICE[bucket]) : LATTICE[bucket];
    const initial = rng.pick([20, 40, 50, 60, 80, 100].filter((v) => v % g.step === 0));
    const keys = THUMB_KEYS[library];
    const budget = KEY_BUDGET[bucket];
    const tolerance = ctx.scene.guidance === 'text' ? TOLERANCE[bucket] : 0.05;
    // The path stops as soon as the verifier would accept the value.
    const slack = Math.floor((tolerance * 100 + 1e-9) / g.step);
    const pathTo = (v: number) => keyIndexPath(keys, g, initial / g.step, v / g.step, [0, g.n], slack);
    // Fully clear or fully opaque is no one's goal for an overlay: targets lie strictly between.
    const reachable = Array.from({ length: 99 }, (_, i) => i + 1)
      .filter((v) => v % lattice === 0 && v % g.step === 0 && Math.abs(v - initial) / 100 > tolerance + 0.02)
      .filter((v) => pathTo(v).length <= budget);
    const target = rng.pick(reachable);

    const slider: Target = library === 'antd'
      // The panel's sliders are unnamed: hue first, then alpha. Only the open panel shows them.
      ? { role: 'slider', name: '', nth: 1 }
      : ctx.scope({ role: 'slider', name: sliderName(s) });
    const open = library === 'antd' ? [{ do: 'click' as const, target: ctx.scope({ role: 'button', name: triggerName(s) }) }] : [];
    const off = Math.max(0, Math.min(100, target + (target + 10 <= 100 ? 10 : -10)));
    const name = `${s.subject.toLowerCase()} opacity`;
    return {
      params: { subject: s.subject, color: s.color, initial },
      checks: [{ kind: 'within_tolerance', field: 'alpha', target: target / 100, tolerance }],
      goal: {
        text: `set the ${name} to ${target}%`,
        reference: `set the ${name} so the colour looks like the reference swatch`,
        mixed: `set the ${name} so the colour looks like the reference swatch (a multiple of ${lattice}%)`,
      },
      solution: [...open, ...pressAll(pathTo(target), slider)],
      // Mantine reports the fraction rounded to 0.01: half of that absorbs float noise in valuenow.
      pointerSolution: [...open, { do: 'slide', target: slider, value: mantine ? target / 100 : target, ...(mantine ? { tolerance: 0.005 } : {}) }],
      tidy: library === 'antd' ? [{ do: 'keyboard_press', key: 'Escape' }] : undefined,
      wrong: [{ why: 'ten points off', fields: { alpha: off / 100 } }],
      axes: { precision_requirement: bucket === 'hard' ? 1 : 0, depth_layering: library === 'antd' ? 1 : 0 },
      why: `opacity to ${lattice === 1 ? 'the percent' : `${lattice}%`}${library === 'antd' ? ' in a colour panel' : ''}`,
    };
  },
});
