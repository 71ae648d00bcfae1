/**
 * Colour text input: type a colour into the field that holds it. antd keeps its hex field inside
 * the ColorPicker panel, opened from a trigger button; the field is unnamed, takes six hex digits
 * after a "#" prefix, and antd completes the change as soon as they are valid. MUI has no colour
 * field: a TextField with a swatch takes a hex code and commits it on Enter or blur when it is
 * valid. Mantine's ColorInput is named, takes any CSS colour notation and reports each valid value
 * it holds (onChangeEnd). State: the colour as lower-case #rrggbb.
 * The predicate compares colours perceptually (ΔE*ab, src/core/color.ts): within 2 of a typed
 * goal, within 10 of a swatch read by eye. Harder buckets replace a colour already there, then
 * give the colour as rgb(r, g, b), which only Mantine's field takes as it is.
 */
import { z } from 'zod';
import { parseHex } from '../../core/color';
import { antdHexFill, setColorGoal } from '../../generator/cores/color';
import { inSentence } from '../../generator/cores/named';
import { defineFamily } from '../../generator/family';
import { model } from './model';

export const params = z.strictObject({
  label: z.string().min(1),
  /** Colour on load (#rrggbb), or empty where the field may start empty. */
  initial: z.union([z.string().regex(/^#[0-9a-f]{6}$/), z.literal('')]),
});
export type Params = z.infer<typeof params>;

const LABELS = ['Brand colour', 'Link colour', 'Accent colour', 'Header background', 'Chart colour', 'Badge colour'];
/** Distinct colours (ΔE*ab above 20 between any two), so a neighbour is always a clear miss. */
export const PALETTE = ['#2f54eb', '#13a8a8', '#d4380d', '#7cb305', '#c41d7f', '#faad14', '#531dab', '#595959', '#003a8c', '#d46b08', '#237804', '#ffadd2'];
/** ΔE*ab accepted: typed codes must land on the colour; a swatch is read to about 10. */
const TOLERANCE = { typed: 2, picture: 10 } as const;

export default defineFamily<Params>({
  type: 'color_text_input',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['enter_formatted'],
  baseAxes: { precision_requirement: 2, feedback_dynamics: 2 },
  core(ctx) {
    const { rng, bucket, library } = ctx;
    const label = rng.pick(LABELS);
    const [target, other] = rng.shuffle(PALETTE);
    // antd's picker always holds a colour; the others may start empty on the easiest tasks.
    const initial = bucket === 'easy' && library !== 'antd' ? '' : other;
    const rgb = parseHex(target)!;
    const say = bucket === 'hard' ? `rgb(${rgb.join(', ')})` : target;
    const tolerance = ctx.scene.guidance === 'text' ? TOLERANCE.typed : TOLERANCE.picture;
    const what = inSentence(label);
    const wrongColour = PALETTE.find((c) => c !== target && c !== initial)!;

    const field = ctx.scope({ role: 'textbox', name: label });
    const solution = library === 'antd'
      // Only the open panel shows its hex field.
      ? [{ do: 'click' as const, target: ctx.scope({ role: 'button', name: label }) }, antdHexFill(initial, target)]
      : [
        { do: 'fill' as const, target: field, text: target },
        ...(library === 'mui' ? [{ do: 'press' as const, target: field, key: 'Enter' }] : []),
      ];
    return {
      params: { label, initial },
      checks: [{ kind: 'color_within', field: 'color', target, tolerance }],
      goal: setColorGoal(what, target, say),
      solution,
      // The open panel covers what lies below the trigger, such as a commit button.
      tidy: library === 'antd' ? [{ do: 'keyboard_press', key: 'Escape' }] : undefined,
      wrong: [{ why: 'another colour of the palette', fields: { color: wrongColour } }],
      axes: { precision_requirement: bucket === 'hard' ? 1 : 0, depth_layering: library === 'antd' ? 1 : 0 },
      why: `${bucket === 'hard' ? 'rgb given, hex typed' : initial ? 'a colour replaced' : 'a hex code typed'}${library === 'antd' ? ' in a colour panel' : ''}`,
    };
  },
});
