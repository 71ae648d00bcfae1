/**
 * Swatch palettes: rows of hues in a few shades, as design systems lay out their preset colours.
 * Easy palettes hold one shade per hue (neighbours far apart); harder ones add lighter, darker and
 * nearby shades, so the swatch next to the goal differs by a few ΔE*ab only.
 */
import { deltaE, hsvToRgb, parseHex, toHex } from '../../core/color';
import type { Rng } from '../../generator/rng';

const HUES = [0, 24, 40, 52, 96, 145, 175, 200, 218, 248, 280, 325];
/** Shades as (saturation, value). `near` sits close to `base`: the hard buckets' look-alike. */
const SHADE = { light: [0.42, 0.96], base: [0.78, 0.86], near: [0.7, 0.78], dark: [0.86, 0.56] } as const;
type Shade = keyof typeof SHADE;
const SHADES: Record<'easy' | 'mid' | 'hard', { hues: number; shades: Shade[] }> = {
  easy: { hues: 8, shades: ['base'] },
  mid: { hues: 7, shades: ['light', 'base'] },
  hard: { hues: 7, shades: ['light', 'base', 'near', 'dark'] },
};

const hexOf = (h: number, shade: Shade) => toHex(hsvToRgb(h, SHADE[shade][0], SHADE[shade][1]));

/** A palette for a bucket, hue by hue (a hue's shades side by side, as a row of presets reads). */
export function palette(rng: Rng, bucket: keyof typeof SHADES): string[] {
  const { hues, shades } = SHADES[bucket];
  const picked = rng.shuffle(HUES).slice(0, hues).sort((a, b) => a - b);
  return picked.flatMap((h) => shades.map((s) => hexOf(h, s)));
}

/** ΔE*ab between two palette colours. */
export const distance = (a: string, b: string) => deltaE(parseHex(a)!, parseHex(b)!);

/** The swatch of `colors` nearest to `c` (other than c). */
export function nearest(colors: readonly string[], c: string): string {
  return colors.filter((x) => x !== c).reduce((best, x) => (distance(x, c) < distance(best, c) ? x : best));
}
