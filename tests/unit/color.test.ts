import { describe, expect, it } from 'vitest';
import { PALETTE } from '../../src/canonical/color_text_input/family';
import { distance, nearest, palette } from '../../src/canonical/color_swatch_picker/palette';
import { deltaE, hsvToRgb, parseHex, readHexInput, toHex, toLab } from '../../src/core/color';
import { Rng } from '../../src/generator/rng';

describe('colour comparison', () => {
  it('converts sRGB to CIELAB (D65) as published for the primaries', () => {
    const [L, a, b] = toLab([255, 0, 0]);
    expect(L).toBeCloseTo(53.24, 1);
    expect(a).toBeCloseTo(80.09, 1);
    expect(b).toBeCloseTo(67.2, 1);
    expect(toLab([255, 255, 255])[0]).toBeCloseTo(100, 3);
    expect(toLab([0, 0, 0])[0]).toBeCloseTo(0, 6);
  });

  it('measures ΔE*ab: zero for a colour and itself, 100 from black to white, symmetric', () => {
    expect(deltaE([47, 84, 235], [47, 84, 235])).toBe(0);
    expect(deltaE([0, 0, 0], [255, 255, 255])).toBeCloseTo(100, 3);
    expect(deltaE([47, 84, 235], [47, 84, 236])).toBeLessThan(2);
    expect(deltaE([47, 84, 235], [13, 168, 168])).toBeCloseTo(deltaE([13, 168, 168], [47, 84, 235]), 12);
  });

  it('parses #rrggbb only, and reads what a hex field accepts as typed', () => {
    expect(parseHex('#2F54eb')).toEqual([47, 84, 235]);
    expect(parseHex('2f54eb')).toBeNull();
    expect(parseHex('#2f5')).toBeNull();
    expect(toHex([47, 84, 235])).toBe('#2f54eb');
    expect(readHexInput(' 2F54EB ')).toBe('#2f54eb');
    expect(readHexInput('#f60')).toBe('#ff6600');
    expect(readHexInput('#2f54e')).toBeNull();
    expect(readHexInput('rgb(47, 84, 235)')).toBeNull();
  });

  it('keeps the colour tasks\' palette clearly apart, so a neighbour is always a miss', () => {
    const close = PALETTE.flatMap((a, i) => PALETTE.slice(i + 1).filter((b) => deltaE(parseHex(a)!, parseHex(b)!) <= 20).map((b) => `${a}~${b}`));
    expect(close).toEqual([]);
  });

  it('converts HSV to sRGB at the primaries, a secondary and greys', () => {
    expect(toHex(hsvToRgb(0, 1, 1))).toBe('#ff0000');
    expect(toHex(hsvToRgb(120, 1, 1))).toBe('#00ff00');
    expect(toHex(hsvToRgb(240, 1, 0.5))).toBe('#000080');
    expect(toHex(hsvToRgb(60, 0.5, 1))).toBe('#ffff80');
    expect(toHex(hsvToRgb(300, 0, 0.2))).toBe('#333333');
  });

  it('builds swatch palettes whose nearest neighbours stay visibly apart and get closer with the bucket', () => {
    const closest = (colors: string[]) => Math.min(...colors.map((c) => distance(c, nearest(colors, c))));
    const sizes: Record<string, number> = {};
    for (const bucket of ['easy', 'mid', 'hard'] as const) {
      const runs = Array.from({ length: 20 }, (_, i) => palette(new Rng(i), bucket));
      for (const p of runs) expect(new Set(p).size).toBe(p.length);
      sizes[bucket] = runs[0].length;
      const worst = Math.min(...runs.map(closest));
      expect(worst).toBeGreaterThan(bucket === 'hard' ? 6 : 12);
      if (bucket === 'hard') expect(worst).toBeLessThan(10);
    }
    expect(sizes.easy).toBeLessThan(sizes.mid);
    expect(sizes.mid).toBeLessThan(sizes.hard);
    expect(palette(new Rng(7), 'hard')).toEqual(palette(new Rng(7), 'hard'));
  });
});
