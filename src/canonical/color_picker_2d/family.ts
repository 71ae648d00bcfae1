/**
 * 2-D colour picker: set a colour with a saturation/brightness area and a hue slider. Mantine's
 * ColorPicker draws both as unnamed sliders (area first, then hue) with no text field: its arrows
 * move the area 5% in saturation or brightness and the hue 5% of the wheel (18°), so tasks put the
 * goal on that lattice and the reference walks it with keys; a pointer clicks the area at the
 * goal's saturation and brightness and drags the hue thumb, from the elements' boxes. antd's area
 * is a bare element a pointer alone can use (no role, focus or keys), so in its panel, opened from
 * a trigger button, the reference types the goal into the hex field: the one path an id-based agent
 * has. MUI ships no colour picker (wave B lists only an external one), so the type runs on antd and
 * Mantine, as the official release splits it. State: `color` as lower-case #rrggbb; the predicate
 * is ΔE*ab (src/core/color.ts) within a tolerance that tightens with the bucket for a code given in
 * words, and 10 for a colour matched by eye. Harder buckets move more of hue, saturation and
 * brightness, further.
 */
import { z } from 'zod';
import { hsvToRgb, parseHex, deltaE, toHex } from '../../core/color';
import type { ReferenceStep, Target } from '../../core/taskSpec';
import { antdHexFill, setColorGoal } from '../../generator/cores/color';
import { inSentence } from '../../generator/cores/named';
import { defineFamily, type CoreTask } from '../../generator/family';
import type { Rng } from '../../generator/rng';
import { model } from './model';

export const params = z.strictObject({
  label: z.string().min(1),
  /** Colour on load (#rrggbb). */
  initial: z.string().regex(/^#[0-9a-f]{6}$/),
});
export type Params = z.infer<typeof params>;

const LABELS = ['Brand colour', 'Theme colour', 'Button colour', 'Heading colour', 'Background tint', 'Marker colour'];

/** The keyboard lattice Mantine's sliders move on: hue in 18° steps, saturation and brightness in 5% steps. */
const HUE_STEP = 18;
const SV_STEP = 5;
/** Saturation and brightness stay where hue is well defined and the area is not near black. */
const SV_RANGE = [35, 95] as const;
/** Lattice moves per bucket: [hue, saturation, brightness] at most, and how many of them move. */
const MOVES = { easy: { max: 3, dims: 1 }, mid: { max: 4, dims: 2 }, hard: { max: 5, dims: 3 } } as const;
/** ΔE*ab accepted for a code given in words, per bucket; a colour matched by eye is read to 10. */
const TEXT_TOLERANCE = { easy: 6, mid: 4, hard: 2.5 } as const;
const VISUAL_TOLERANCE = 10;

interface Hsv { h: number; s: number; v: number }
const hexOf = ({ h, s, v }: Hsv) => toHex(hsvToRgb(h, s / 100, v / 100));
const dE = (a: string, b: string) => deltaE(parseHex(a)!, parseHex(b)!);

function latticePoint(rng: Rng): Hsv {
  const sv = () => rng.int(SV_RANGE[0] / SV_STEP, SV_RANGE[1] / SV_STEP) * SV_STEP;
  return { h: rng.int(0, 360 / HUE_STEP - 1) * HUE_STEP, s: sv(), v: sv() };
}

/** A goal `dims` lattice dimensions away from `from`, each by 1..max steps, inside the ranges. */
function goalFrom(rng: Rng, from: Hsv, bucket: keyof typeof MOVES): { to: Hsv; moves: [number, number, number] } {
  const { max, dims } = MOVES[bucket];
  const moving = rng.shuffle([0, 1, 2]).slice(0, dims);
  const moves: [number, number, number] = [0, 0, 0];
  for (const d of moving) {
    const options = Array.from({ length: 2 * max }, (_, i) => (i < max ? i - max : i - max + 1)).filter((k) => {
      if (d === 0) return true; // the hue wraps at the slider's ends only: kept inside below
      const value = (d === 1 ? from.s : from.v) + k * SV_STEP;
      return value >= SV_RANGE[0] && value <= SV_RANGE[1];
    }).filter((k) => d !== 0 || (from.h + k * HUE_STEP >= 0 && from.h + k * HUE_STEP <= 360 - HUE_STEP));
    moves[d] = rng.pick(options);
  }
  return { to: { h: from.h + moves[0] * HUE_STEP, s: from.s + moves[1] * SV_STEP, v: from.v + moves[2] * SV_STEP }, moves };
}

type Key = { dim: 'h' | 's' | 'v'; sign: 1 | -1 };
/** Lattice keys from a start by `moves`, in the reference's order (hue, then saturation, then brightness). */
function keyPath(moves: [number, number, number]): Key[] {
  const dims = ['h', 's', 'v'] as const;
  return dims.flatMap((dim, i) => Array.from({ length: Math.abs(moves[i]) }, () => ({ dim, sign: Math.sign(moves[i]) as 1 | -1 })));
}
/** The colour after each key of a path. */
function wayPoints(from: Hsv, keys: Key[]): string[] {
  const at = { ...from };
  return keys.map(({ dim, sign }) => {
    at[dim] += sign * (dim === 'h' ? HUE_STEP : SV_STEP);
    return hexOf(at);
  });
}
/** ΔE*ab kept between a colour on the way and the tolerance, either side: page rounding never decides. */
const MARGIN = 1;
const MAX_DRAWS = 500;

export default defineFamily<Params>({
  type: 'color_picker_2d',
  libraries: ['antd', 'mantine'],
  params,
  model,
  templates: ['set_scalar'],
  baseAxes: { precision_requirement: 3, target_acquisition: 2, feedback_dynamics: 2, semantic_observability: 2 },
  core(ctx): CoreTask<Params> {
    const { rng, bucket, library } = ctx;
    const label = rng.pick(LABELS);
    const what = inSentence(label);
    const tolerance = ctx.scene.guidance === 'text' ? TEXT_TOLERANCE[bucket] : VISUAL_TOLERANCE;
    // Draw until the goal is a clear change from the start and no colour on the way sits near the
    // tolerance's edge; the keys then stop at the first colour the verifier accepts.
    let from: Hsv, to: Hsv, moves: [number, number, number], keys: Key[], cut: number;
    for (let draw = 0; ; draw++) {
      if (draw === MAX_DRAWS) throw new Error(`color_picker_2d: no ${bucket} goal within ΔE ${tolerance} after ${MAX_DRAWS} draws`);
      from = latticePoint(rng);
      ({ to, moves } = goalFrom(rng, from, bucket));
      keys = keyPath(moves);
      const gaps = wayPoints(from, keys).map((c) => dE(c, hexOf(to)));
      cut = gaps.findIndex((g) => g <= tolerance - MARGIN) + 1;
      if (dE(hexOf(from), hexOf(to)) > tolerance + 8 && gaps.every((g) => Math.abs(g - tolerance) > MARGIN)) break;
    }
    keys = keys.slice(0, cut);
    const [initial, target] = [hexOf(from), hexOf(to)];

    let solution: ReferenceStep[];
    let pointerSolution: ReferenceStep[] | undefined;
    if (library === 'antd') {
      solution = [{ do: 'click', target: ctx.scope({ role: 'button', name: label }) }, antdHexFill(initial, target)];
    } else {
      const area: Target = ctx.scope({ role: 'slider', name: '', nth: 0 });
      const hue: Target = ctx.scope({ role: 'slider', name: '', nth: 1 });
      const press = ({ dim, sign }: Key): ReferenceStep =>
        ({ do: 'press', target: dim === 'h' ? hue : area, key: dim === 'v' ? (sign > 0 ? 'ArrowUp' : 'ArrowDown') : sign > 0 ? 'ArrowRight' : 'ArrowLeft' });
      solution = keys.map(press);
      pointerSolution = [
        ...(moves[0] ? [{ do: 'slide' as const, target: hue, value: to.h, tolerance: 1 }] : []),
        ...(moves[1] || moves[2] ? [{ do: 'click' as const, target: area, at: { x: to.s / 100, y: 1 - to.v / 100 } }] : []),
      ];
    }
    // Near misses: one lattice step off in each dimension that stays in range, outside the tolerance.
    const near = [{ ...to, h: to.h + HUE_STEP }, { ...to, h: to.h - HUE_STEP }, { ...to, s: to.s - 2 * SV_STEP }, { ...to, v: to.v - 2 * SV_STEP }]
      .map(hexOf).filter((c) => dE(c, target) > tolerance + 1);
    return {
      params: { label, initial },
      checks: [{ kind: 'color_within', field: 'color', target, tolerance }],
      goal: setColorGoal(what, target),
      solution,
      pointerSolution,
      tidy: library === 'antd' ? [{ do: 'keyboard_press', key: 'Escape' }] : undefined,
      wrong: [{ why: 'a neighbouring colour', fields: { color: near[0] ?? initial } }],
      axes: { precision_requirement: bucket === 'hard' ? 1 : 0, depth_layering: library === 'antd' ? 1 : 0 },
      why: `${moves.filter(Boolean).length} of hue, saturation and brightness to move, within ΔE ${tolerance}${library === 'antd' ? ' in a colour panel' : ''}`,
    };
  },
});
