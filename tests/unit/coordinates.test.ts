import { describe, expect, it } from 'vitest';
import { CONVENTIONS, modelImageSize, smartResize, toModel, toScreen } from '../../pipeline/harness/coordinates';

const screen = { width: 1280, height: 720 };

describe('coordinate conventions', () => {
  it('maps each convention to screen pixels as its model family expects', () => {
    expect(toScreen('raw', { x: 640, y: 360 }, screen)).toEqual({ x: 640, y: 360 });
    expect(toScreen('norm1000', { x: 500, y: 250 }, screen)).toEqual({ x: 640, y: 180 });
    expect(toScreen('xga', { x: 512, y: 384 }, screen)).toEqual({ x: 640, y: 360 });
    expect(toScreen('xga', { x: 1024, y: 0 }, screen)).toEqual({ x: 1279, y: 0 });
    // smart_resize of 1280x720 with factor 28 gives 1288x728 (both rounded to multiples of 28).
    expect(smartResize(screen)).toEqual({ width: 1288, height: 728 });
    expect(toScreen('qwen_smart_resize', { x: 644, y: 364 }, screen)).toEqual({ x: 640, y: 360 });
  });

  it('keeps smart_resize within its pixel budget and aspect ratio', () => {
    const big = smartResize({ width: 7680, height: 4320 });
    expect(big.width % 28).toBe(0);
    expect(big.height % 28).toBe(0);
    expect(big.width * big.height).toBeLessThanOrEqual(16384 * 28 * 28);
    expect(Math.abs(big.width / big.height - 16 / 9)).toBeLessThan(0.02);
    const small = smartResize({ width: 100, height: 60 });
    expect(small.width * small.height).toBeGreaterThanOrEqual(100 * 28 * 28);
  });

  it('round-trips screen → model → screen within a pixel for every convention', () => {
    for (const c of CONVENTIONS) {
      const img = modelImageSize(c, screen);
      for (const p of [{ x: 0, y: 0 }, { x: 640, y: 360 }, { x: 1279, y: 719 }, { x: 123, y: 456 }]) {
        const back = toScreen(c, toModel(c, p, screen), screen);
        const tol = c === 'norm1000' ? 1.3 : (screen.width / img.width) + 0.5;
        expect(Math.abs(back.x - p.x), `${c} x`).toBeLessThanOrEqual(tol);
        expect(Math.abs(back.y - p.y), `${c} y`).toBeLessThanOrEqual(tol);
      }
    }
  });

  it('clamps answers outside the image into the viewport', () => {
    expect(toScreen('norm1000', { x: 1200, y: -5 }, screen)).toEqual({ x: 1279, y: 0 });
  });
});
