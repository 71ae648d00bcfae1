import { describe, expect, it } from 'vitest';
import { CHIP_SIZES, FIGURE_HEIGHT, FIGURE_PADDING, FIGURE_WIDTH, layoutChips, layoutText, TEXT_SIZES } from '../../src/env/scene/figureLayout';

/** Half an em a character: exact, so boxes can be checked by hand. */
const measure = (s: string, px: number) => (s.length * px) / 2;
const [right, bottom] = [FIGURE_WIDTH - FIGURE_PADDING, FIGURE_HEIGHT - FIGURE_PADDING];

describe('reference picture layout', () => {
  it('keeps a short row of chips at the largest size on one centred row', () => {
    const { items, px, fits } = layoutChips(['Red', 'Blue'], false, measure);
    expect([px, fits]).toEqual([CHIP_SIZES[0], true]);
    // 3 × 7.5 + 20 inset, 4 × 7.5 + 20; a gap of 8 between; centred in the 236 px between paddings.
    expect(items.map((b) => b.w)).toEqual([42.5, 50]);
    expect(items[0].y).toBe(items[1].y);
    expect(items[0].x).toBe(FIGURE_PADDING + (236 - 100.5) / 2);
    expect(items[0].y + items[0].h / 2).toBe(FIGURE_HEIGHT / 2);
  });

  it('wraps chips into rows and steps the size down until every chip is inside the padding', () => {
    const labels = ['Verify email', 'Import contacts', 'Install the mobile app', 'Pick a plan', 'Set up billing', 'Create a profile', 'Invite teammates', 'Connect a calendar'];
    const { items, px, fits } = layoutChips(labels, true, measure);
    expect(fits).toBe(true);
    expect(px).toBeLessThan(CHIP_SIZES[0]);
    expect(items.map((b) => b.label)).toEqual(labels.map((t, i) => `${i + 1}. ${t}`));
    for (const b of items) {
      expect(b.x).toBeGreaterThanOrEqual(FIGURE_PADDING);
      expect(b.x + b.w).toBeLessThanOrEqual(right);
      expect(b.y).toBeGreaterThanOrEqual(FIGURE_PADDING);
      expect(b.y + b.h).toBeLessThanOrEqual(bottom);
    }
    expect(new Set(items.map((b) => b.y)).size).toBeGreaterThan(2);
    // Reading order: within a row left to right, and rows top to bottom.
    for (let i = 1; i < items.length; i++) {
      const [a, b] = [items[i - 1], items[i]];
      expect(b.y > a.y || (b.y === a.y && b.x > a.x)).toBe(true);
    }
  });

  it('says when even the smallest size cannot hold the goal', () => {
    const r = layoutChips(Array.from({ length: 40 }, (_, i) => `Item number ${i}`), false, measure);
    expect([r.px, r.fits]).toEqual([CHIP_SIZES[CHIP_SIZES.length - 1], false]);
  });

  it('gives a chip wider than a row the whole row', () => {
    const { items } = layoutChips(['x'.repeat(40), 'y'], false, measure);
    expect(items[0].w).toBe(FIGURE_WIDTH - 2 * FIGURE_PADDING);
    expect(items[1].y).toBeGreaterThan(items[0].y);
  });

  it('wraps text at spaces into lines that fit, centred vertically', () => {
    const text = '8 November 2026 at 15:30 – 8 November 2026 at 19:30';
    const { items, px, fits } = layoutText(text, measure);
    expect([px, fits]).toEqual([TEXT_SIZES[0], true]);
    expect(items.map((l) => l.text).join(' ')).toBe(text);
    for (const l of items) expect(measure(l.text, px)).toBeLessThanOrEqual(FIGURE_WIDTH - 2 * FIGURE_PADDING);
    expect(items.length).toBe(3);
    // Three lines of 26 px centred in the canvas.
    expect(items[0].y).toBe((FIGURE_HEIGHT - 78) / 2 + 13);
  });

  it('keeps one short line in the middle at the largest size', () => {
    expect(layoutText('Confirmed', measure)).toEqual({ items: [{ text: 'Confirmed', y: FIGURE_HEIGHT / 2 }], px: TEXT_SIZES[0], fits: true });
  });

  it('condenses a word longer than a line only at the smallest size', () => {
    const r = layoutText(`a ${'w'.repeat(60)}`, measure);
    expect([r.px, r.fits]).toEqual([TEXT_SIZES[TEXT_SIZES.length - 1], false]);
  });
});
