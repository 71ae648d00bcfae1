import { describe, expect, it } from 'vitest';
import { placeLabels, type LabelPoint } from '../../src/site/charts/labelPlacement';
import { Rng } from '../../src/generator/rng';

const O = { width: 560, height: 380, fontSize: 12, pointRadius: 7 };
/** The label's box as the placer estimates it (0.62 em a character). */
const box = (l: { x: number; y: number; text: string; anchor: string }) => {
  const w = l.text.length * O.fontSize * 0.62;
  const x0 = l.anchor === 'start' ? l.x : l.anchor === 'end' ? l.x - w : l.x - w / 2;
  return { x0, x1: x0 + w, y0: l.y - O.fontSize, y1: l.y };
};
const overlap = (a: ReturnType<typeof box>, b: ReturnType<typeof box>) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

describe('label placement', () => {
  it('places labels of a dense cloud without overlapping each other, any point or the frame, and says which it could not place', () => {
    const rng = new Rng(7);
    const points: LabelPoint[] = Array.from({ length: 40 }, (_, i) => ({ x: 40 + rng.int(0, 480), y: 30 + rng.int(0, 320), text: `agent ${i} · AX-tree` }));
    const { placed, unplaced } = placeLabels(points, O);
    // Every point is named once, on a label or among those left out (points drawn over each other share one).
    const said = [...placed.map((p) => p.text), ...unplaced].join('; ');
    for (let i = 0; i < 40; i++) expect(said.match(new RegExp(`agent ${i}\\b`, 'g'))).toHaveLength(1);
    expect(placed.length).toBeGreaterThan(20);
    const boxes = placed.map(box);
    for (const [i, b] of boxes.entries()) {
      expect(b.x0 >= 0 && b.y0 >= 0 && b.x1 <= O.width && b.y1 <= O.height).toBe(true);
      for (const c of boxes.slice(i + 1)) expect(overlap(b, c)).toBe(false);
      for (const p of points) expect(overlap(b, { x0: p.x - O.pointRadius, x1: p.x + O.pointRadius, y0: p.y - O.pointRadius, y1: p.y + O.pointRadius })).toBe(false);
    }
    // Same input, same placement.
    expect(placeLabels(points, O)).toEqual({ placed, unplaced });
  });

  it('gives points drawn over each other one label, saying a shared name once, and ties far labels back', () => {
    const { placed } = placeLabels([
      { x: 500, y: 40, text: 'oracle · AX-tree' }, { x: 503, y: 41, text: 'oracle · SoM' }, { x: 100, y: 300, text: 'rule · AX-tree' },
      { x: 120, y: 300, text: 'random · Pixel' }, { x: 110, y: 300, text: 'random · SoM' },
    ], O);
    expect(placed.map((p) => p.text).sort()).toEqual(['oracle · AX-tree, SoM', 'random · Pixel', 'random · SoM', 'rule · AX-tree']);
    expect(placed.filter((p) => p.far).every((p) => Math.abs(p.y - p.of.y) > 19)).toBe(true);
    expect(placed.some((p) => p.far)).toBe(true);
  });
});
