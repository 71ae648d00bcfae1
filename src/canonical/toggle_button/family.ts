import { z } from 'zod';
import { booleanCore } from '../../generator/cores';
import { TOGGLE_ACTIONS } from '../../generator/cores/choiceSets';
import { defineFamily } from '../../generator/family';
import type { GlyphName } from '../../env/kit/glyphs';
import { model } from './model';

export const params = z.strictObject({
  label: z.string().min(1),
  glyph: z.enum(TOGGLE_ACTIONS.map((a) => a.glyph) as [GlyphName, ...GlyphName[]]),
  /** What the button face shows: its text, an icon with its text, or only the icon. */
  face: z.enum(['text', 'icon_text', 'icon']),
  initial: z.boolean(),
});
export type Params = z.infer<typeof params>;

export default defineFamily<Params>({
  type: 'toggle_button',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['toggle_state', 'clear_reset'],
  baseAxes: { target_acquisition: 2, semantic_observability: 2 },
  core(ctx) {
    const { label, glyph } = ctx.rng.pick(TOGGLE_ACTIONS);
    // Harder buckets drop the text from the button face: only the icon (and its accessible name) is left.
    const face = ctx.bucket === 'easy' ? 'text' : ctx.bucket === 'mid' ? ctx.rng.pick(['icon_text', 'icon'] as const) : 'icon';
    const core = booleanCore<Params>(ctx, {
      label, role: 'button', field: 'pressed', verbs: ['turn on', 'turn off'], noun: 'toggle button',
      params: (initial) => ({ label, glyph, face, initial }),
    });
    return face === 'icon'
      ? { ...core, axes: { semantic_observability: 1, target_acquisition: 1 }, why: `${core.why}, shown only as an icon` }
      : core;
  },
});
