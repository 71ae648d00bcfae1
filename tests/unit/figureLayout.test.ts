import { describe, expect, it } from 'vitest';
import { FIGURE_MIN_HEIGHT, FIGURE_PADDING, FIGURE_WIDTH, layoutChips, layoutText, TEXT_LINE_HEIGHT } from '../../src/env/scene/figureLayout';

/** 8 px a character: close to the 15 px chip font, and exact, so boxes can be checked by hand. */
const measure = (s: string) => s.length * 8;
const right = FIGURE_WIDTH - FIGURE_PADDING;

describe('reference picture layout', () => {
  it('keeps a short row of chips on one centred row at the least height', () => {
    const { boxes, height } = layoutChips(['Red', 'Blue'], false, measure);
    expect(height).toBe(FIGURE_MIN_HEIGHT);
    expect(boxes.map((b) => b.w)).toEqual([44, 52]);
    expect(new Set(boxes.map((b) => b.y)).size).toBe(1);
    // 44 + 8 + 52 = 104 wide, centred in the 236 px between the paddings.
    expect(boxes[0].x).toBe(FIGURE_PADDING + (236 - 104) / 2);
  });

  it('wraps chips into rows that stay inside the padding, and grows the canvas to hold them', () => {
    const items = ['Open Road', 'Slow Rivers', 'Northern Line', 'Copper Sky', 'Low Tide', 'Paper Planes', 'Glass Houses', 'Last Train'];
    const { boxes, height } = layoutChips(items, true, measure);
    expect(boxes.map((b) => b.label)).toEqual(items.map((t, i) => `${i + 1}. ${t}`));
    for (const b of boxes) {
      expect(b.x).toBeGreaterThanOrEqual(FIGURE_PADDING);
      expect(b.x + b.w).toBeLessThanOrEqual(right);
      expect(b.y).toBeGreaterThanOrEqual(FIGURE_PADDING);
      expect(b.y + b.h).toBeLessThanOrEqual(height - FIGURE_PADDING);
    }
    const rows = [...new Set(boxes.map((b) => b.y))];
    expect(rows.length).toBeGreaterThan(2);
    expect(height).toBeGreaterThan(FIGURE_MIN_HEIGHT);
    // Reading order: within a row left to right, and rows top to bottom.
    for (let i = 1; i < boxes.length; i++) {
      const [a, b] = [boxes[i - 1], boxes[i]];
      expect(b.y > a.y || (b.y === a.y && b.x > a.x)).toBe(true);
    }
  });

  it('gives a chip wider than a row the whole row', () => {
    const { boxes } = layoutChips(['x'.repeat(60), 'y'], false, measure);
    expect(boxes[0].w).toBe(FIGURE_WIDTH - 2 * FIGURE_PADDING);
    expect(boxes[1].y).toBeGreaterThan(boxes[0].y);
  });

  it('wraps text at spaces into lines that fit, centred vertically', () => {
    const text = 'Northwind Tea · Customer since March, billed quarterly by invoice';
    const { lines, height } = layoutText(text, measure);
    expect(lines.map((l) => l.text).join(' ')).toBe(text);
    for (const l of lines) expect(measure(l.text)).toBeLessThanOrEqual(FIGURE_WIDTH - 2 * FIGURE_PADDING);
    expect(lines.length).toBe(3);
    expect(height).toBe(3 * TEXT_LINE_HEIGHT + 2 * FIGURE_PADDING);
    expect(lines[0].y - TEXT_LINE_HEIGHT / 2).toBe(FIGURE_PADDING);
  });

  it('keeps one short line at the least height, in the middle', () => {
    const { lines, height } = layoutText('Confirmed', measure);
    expect(height).toBe(FIGURE_MIN_HEIGHT);
    expect(lines).toEqual([{ text: 'Confirmed', y: FIGURE_MIN_HEIGHT / 2 }]);
  });
});
