/**
 * Colour swatch picker: choose one preset colour out of a palette. antd keeps its presets in the
 * ColorPicker panel opened from a trigger button; the swatches are bare elements (no role, name or
 * focus), so an accessibility-tree agent cannot address them and the reference types the swatch's
 * hex code into the panel's hex field, the legal path every mode has (a pointer agent may click the
 * swatch). antd's panel clears with its "Clear color" button. Mantine's swatches are buttons named
 * by their hex code: inline (ColorPicker without the picker) on easy tasks, in a ColorInput's
 * dropdown further up, where the field also holds the colour as text and clears by emptying it
 * (committed on blur). MUI ships no swatch picker or colour picker (wave B lists a composition
 * only), so the type runs on antd and Mantine, as the official release splits it.
 * State: `color` as lower-case #rrggbb, empty when none is set. Harder buckets hold more swatches
 * with nearby shades of each hue (palette.ts); a pick is exact (ΔE*ab within 1), since a palette
 * offers the colour itself, and the near-miss negative is the swatch nearest to the goal.
 */
import { z } from 'zod';
import { antdHexFill } from '../../generator/cores/color';
import { inSentence } from '../../generator/cores/named';
import { defineFamily, type CoreTask } from '../../generator/family';
import { model } from './model';
import { nearest, palette } from './palette';

const HEX = z.string().regex(/^#[0-9a-f]{6}$/);
export const params = z.strictObject({
  label: z.string().min(1),
  swatches: z.array(HEX).min(4),
  /** Colour on load, or empty for none. */
  initial: z.union([HEX, z.literal('')]),
  /** Mantine: the swatches sit in a ColorInput's dropdown instead of inline (antd: always in a panel). */
  dropdown: z.boolean(),
});
export type Params = z.infer<typeof params>;

const LABELS = ['Accent colour', 'Tag colour', 'Label colour', 'Calendar colour', 'Badge colour', 'Series colour', 'Highlight colour', 'Banner colour'];
/** A swatch is the colour itself: picks are exact up to rounding. */
const TOLERANCE = 1;

export default defineFamily<Params>({
  type: 'color_swatch_picker',
  libraries: ['antd', 'mantine'],
  params,
  model,
  templates: ['open_and_select', 'clear_reset'],
  baseAxes: { target_acquisition: 2, density_choice_interference: 2, semantic_observability: 2 },
  core(ctx): CoreTask<Params> {
    const { rng, bucket, library, template } = ctx;
    const label = rng.pick(LABELS);
    const what = inSentence(label);
    const swatches = palette(rng, bucket);
    const antd = library === 'antd';
    // Mantine can clear only the ColorInput's text, so clearing always uses the dropdown.
    const dropdown = antd || bucket !== 'easy' || template === 'clear_reset';
    const trigger = ctx.scope(antd ? { role: 'button', name: label } : { role: 'textbox', name: label });
    // antd's panel stays open over what lies below the trigger; Mantine's dropdown closes on a pick.
    const tidy = antd ? [{ do: 'keyboard_press' as const, key: 'Escape' }] : undefined;
    const depth = { depth_layering: dropdown ? 1 : 0, density_choice_interference: swatches.length > 16 ? 1 : swatches.length <= 8 ? -1 : 0 };

    if (template === 'clear_reset') {
      const initial = rng.pick(swatches);
      return {
        params: { label, swatches, initial, dropdown },
        checks: [{ kind: 'equals', field: 'color', target: '' }],
        goal: { text: `clear the ${what} so that no colour is set`, reference: `clear the ${what} so it matches the reference swatch` },
        solution: antd
          ? [{ do: 'click', target: trigger }, { do: 'click', target: { role: 'button', name: 'Clear color' } }]
          : [{ do: 'fill', target: trigger, text: '' }, { do: 'press', target: trigger, key: 'Tab' }],
        tidy,
        wrong: [
          { why: 'left as it was', fields: { color: initial } },
          { why: 'another swatch picked instead', fields: { color: nearest(swatches, initial) } },
        ],
        axes: { ...depth, target_acquisition: -1, density_choice_interference: -1 },
        why: antd ? 'a clear button inside the colour panel' : 'the colour field emptied and left',
      };
    }

    const target = rng.pick(swatches);
    // antd's picker always holds a colour; Mantine's field may start empty on easy tasks.
    const initial = bucket === 'easy' && !antd && rng.next() < 0.5 ? '' : rng.pick(swatches.filter((c) => c !== target));
    const solution = antd
      ? [{ do: 'click' as const, target: trigger }, antdHexFill(initial, target)]
      : [
        ...(dropdown ? [{ do: 'click' as const, target: trigger }] : []),
        // The dropdown is a portal outside the instance; only the open one shows swatches.
        { do: 'click' as const, target: dropdown ? { role: 'button', name: target } : ctx.scope({ role: 'button', name: target }) },
      ];
    return {
      params: { label, swatches, initial, dropdown },
      checks: [{ kind: 'color_within', field: 'color', target, tolerance: TOLERANCE }],
      goal: {
        text: `pick the swatch ${target} for the ${what}`,
        reference: `pick the swatch for the ${what} that matches the reference swatch`,
        mixed: `pick the swatch for the ${what} that matches the reference swatch (its hex code starts with ${target.slice(0, 3)})`,
      },
      solution,
      tidy,
      wrong: [{ why: 'the nearest swatch', fields: { color: nearest(swatches, target) } }],
      axes: { ...depth, precision_requirement: bucket === 'hard' ? 1 : 0 },
      why: `${swatches.length} swatches${bucket === 'hard' ? ' with nearby shades' : ''}${dropdown ? ' in a popup' : ' in view'}`,
    };
  },
});
