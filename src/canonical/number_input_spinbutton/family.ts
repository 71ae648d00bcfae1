import { z } from 'zod';
import type { ReferenceStep, Target } from '../../core/taskSpec';
import { defineFamily, type CoreContext } from '../../generator/family';
import type { Rng } from '../../generator/rng';
import { model } from './model';

export const params = z.strictObject({
  label: z.string().min(1),
  initial: z.number().nullable(),
  min: z.number(),
  max: z.number(),
  step: z.number().positive(),
  /** Digits after the decimal point the field accepts. */
  decimals: z.number().int().min(0),
  /** Help text under the field (the allowed range). */
  hint: z.string(),
});
export type Params = z.infer<typeof params>;

type Setting = Omit<Params, 'initial' | 'hint'>;

/** Whole-number settings (easy and mid tasks) and fractional ones (hard tasks). */
const WHOLE: Setting[] = [
  { label: 'Quantity', min: 1, max: 99, step: 1, decimals: 0 },
  { label: 'Seats', min: 1, max: 250, step: 1, decimals: 0 },
  { label: 'Discount (%)', min: 0, max: 90, step: 5, decimals: 0 },
  { label: 'Timeout (seconds)', min: 5, max: 300, step: 5, decimals: 0 },
  { label: 'Retry limit', min: 0, max: 10, step: 1, decimals: 0 },
  { label: 'Guests per table', min: 2, max: 12, step: 2, decimals: 0 },
];
const FRACTIONAL: Setting[] = [
  { label: 'Weight (kg)', min: 0, max: 50, step: 0.5, decimals: 1 },
  { label: 'Unit price (EUR)', min: 0, max: 500, step: 0.01, decimals: 2 },
  { label: 'Thermostat offset (°C)', min: -10, max: 10, step: 0.5, decimals: 1 },
  { label: 'Interest rate (%)', min: 0, max: 15, step: 0.25, decimals: 2 },
];

const round = (v: number, d: number) => Number(v.toFixed(d));
/** The k-th value of the setting's step grid. */
const at = (s: Setting, k: number) => round(s.min + k * s.step, s.decimals);
const gridSize = (s: Setting) => Math.round((s.max - s.min) / s.step);

/**
 * Steps from one grid value to another: antd's named spin buttons (they widen into view while the
 * pointer is over the field, so hover it first), arrow-key presses elsewhere (MUI's native spin
 * buttons and Mantine's controls are hidden from the accessibility tree).
 */
function stepper(ctx: CoreContext, s: Setting, from: number, to: number, field: Target): ReferenceStep[] {
  const n = Math.round(Math.abs(to - from) / s.step);
  const up = to > from;
  if (ctx.library !== 'antd') return Array.from({ length: n }, () => ({ do: 'press', target: field, key: up ? 'ArrowUp' : 'ArrowDown' }));
  const button = ctx.scope({ role: 'button', name: up ? 'Increase Value' : 'Decrease Value' });
  return [{ do: 'hover', target: field }, ...Array.from({ length: n }, (): ReferenceStep => ({ do: 'click', target: button }))];
}

function pickTarget(rng: Rng, s: Setting, initial: number | null, fractional: boolean): number {
  for (;;) {
    const v = at(s, rng.int(0, gridSize(s)));
    if (v !== initial && (!fractional || !Number.isInteger(v))) return v;
  }
}

export default defineFamily<Params>({
  type: 'number_input_spinbutton',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['set_scalar'],
  baseAxes: { precision_requirement: 3 },
  core(ctx) {
    const { rng } = ctx;
    const s = rng.pick(ctx.bucket === 'hard' ? FRACTIONAL : WHOLE);
    // Mantine's NumberInput is a formatted text input: Chromium exposes it as a textbox.
    const spin = ctx.scope({ role: ctx.library === 'mantine' ? 'textbox' : 'spinbutton', name: s.label });
    let initial: number | null;
    let target: number;
    let solution: ReferenceStep[];
    let extreme: 'highest' | 'lowest' | null = null;
    if (ctx.bucket === 'mid' || (ctx.bucket === 'hard' && rng.next() < 0.4)) {
      // Step from a set value: a few steps up or down.
      const most = ctx.bucket === 'mid' ? 4 : 6;
      const k = rng.int(2, gridSize(s) - 2);
      const d = rng.pick([-1, 1]) * rng.int(2, Math.min(most, k, gridSize(s) - k));
      initial = at(s, k);
      target = at(s, k + d);
      solution = stepper(ctx, s, initial, target, spin);
    } else {
      initial = rng.next() < 0.5 ? null : at(s, rng.int(1, gridSize(s) - 1));
      // Hard tasks sometimes ask for an end of the range, which only the help text tells.
      extreme = ctx.bucket === 'hard' && ctx.scene.guidance === 'text' && rng.next() < 0.45 ? rng.pick(['highest', 'lowest'] as const) : null;
      target = extreme === 'highest' ? s.max : extreme === 'lowest' ? s.min : pickTarget(rng, s, initial, ctx.bucket === 'hard');
      solution = [{ do: 'fill', target: spin, text: String(target) }];
    }
    const off = target + s.step <= s.max ? round(target + s.step, s.decimals) : round(target - s.step, s.decimals);
    const name = `"${s.label}"`;
    return {
      params: { ...s, initial, hint: `From ${s.min} to ${s.max}, in steps of ${s.step}` },
      checks: [{ kind: 'within_tolerance', field: 'value', target, tolerance: 0 }],
      goal: {
        text: extreme ? `set ${name} to the ${extreme} value it allows` : `set ${name} to ${target}`,
        reference: `set ${name} to the number shown in the reference picture`,
        mixed: `set ${name} to the number shown in the reference picture (between ${s.min} and ${s.max})`,
      },
      solution,
      wrong: [
        { why: 'one step off', fields: { value: off } },
        ...(Number.isInteger(target) ? [] : [{ why: 'fraction dropped', fields: { value: Math.trunc(target) } }]),
      ],
      axes: { precision_requirement: s.decimals > 0 ? 1 : 0 },
      why: extreme ? `the ${extreme} allowed value, read from the help text` : ctx.bucket === 'mid' ? `${Math.round(Math.abs(target - (initial ?? 0)) / s.step)} steps of ${s.step}` : s.decimals ? `a value with ${s.decimals} decimal place(s)${target < 0 ? ', negative' : ''}` : 'a whole number typed in',
    };
  },
});
