import { describe, expect, it } from 'vitest';
import { PALETTE } from '../../src/canonical/color_text_input/family';
import { deltaE, parseHex, readHexInput, toHex, toLab } from '../../src/core/color';

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
});
