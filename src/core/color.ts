/**
 * Colours as the verifier compares them: `#rrggbb` (sRGB) converted to CIELAB under D65 and
 * compared by ΔE*ab (CIE 1976), the Euclidean distance in L*a*b*. About 2.3 is the smallest
 * difference people notice side by side; a colour read off a swatch by eye is good to about 10.
 */
export type Rgb = readonly [number, number, number];
type Lab = readonly [number, number, number];

const HEX6 = /^#[0-9a-f]{6}$/i;

/** `#rrggbb` (either case) to channels 0–255, or null for anything else. */
export function parseHex(s: string): Rgb | null {
  if (!HEX6.test(s)) return null;
  return [1, 3, 5].map((i) => parseInt(s.slice(i, i + 2), 16)) as unknown as Rgb;
}

export function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.max(0, Math.min(255, Math.round(c))).toString(16).padStart(2, '0')).join('')}`;
}

const linear = (c: number) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const WHITE = [0.95047, 1, 1.08883] as const;
const f = (t: number) => (t > (6 / 29) ** 3 ? Math.cbrt(t) : t / (3 * (6 / 29) ** 2) + 4 / 29);

export function toLab(rgb: Rgb): Lab {
  const [r, g, b] = rgb.map(linear);
  const xyz = [
    0.4124564 * r + 0.3575761 * g + 0.1804375 * b,
    0.2126729 * r + 0.7151522 * g + 0.072175 * b,
    0.0193339 * r + 0.119192 * g + 0.9503041 * b,
  ];
  const [fx, fy, fz] = xyz.map((v, i) => f(v / WHITE[i]));
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/** ΔE*ab (CIE 1976) between two sRGB colours. */
export function deltaE(a: Rgb, b: Rgb): number {
  const [p, q] = [toLab(a), toLab(b)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

/** What a hex field accepts as typed: #rrggbb or #rgb, "#" optional, either case; lower-case #rrggbb or null. */
export function readHexInput(s: string): string | null {
  const t = s.trim().toLowerCase().replace(/^#/, '');
  if (/^[0-9a-f]{6}$/.test(t)) return `#${t}`;
  if (/^[0-9a-f]{3}$/.test(t)) return `#${[...t].map((c) => c + c).join('')}`;
  return null;
}

/** HSV (hue in degrees, saturation and value 0–1) to sRGB channels 0–255, unrounded. */
export function hsvToRgb(h: number, s: number, v: number): Rgb {
  const k = (n: number) => (n + h / 60) % 6;
  const ch = (n: number) => 255 * (v - v * s * Math.max(0, Math.min(k(n), 4 - k(n), 1)));
  return [ch(5), ch(3), ch(1)];
}
