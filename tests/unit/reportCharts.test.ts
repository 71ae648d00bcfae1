import { describe, expect, it } from 'vitest';
import { parseHTML } from 'linkedom';
import { passRateBars } from '../../src/site/charts/reportCharts';

/** Each bar's width in the chart, by its position (the bars are drawn in row order). */
const barWidths = (svg: string) => {
  const { document } = parseHTML(`<!doctype html><html><body>${svg}</body></html>`);
  return [...document.querySelectorAll('rect')].map((r) => Number(r.getAttribute('width')));
};

describe('pass-rate bars', () => {
  it('draw each rate as its share of the 0–100% axis', () => {
    const widths = barWidths(passRateBars([{ label: 'a', rate: 1 }, { label: 'b', rate: 0.5 }, { label: 'c', rate: 0.25 }, { label: 'd', rate: 0 }], 'test'));
    expect(widths).toHaveLength(4);
    // A full bar spans the plot area: inside the 640 px chart, right of the 120 px of labels.
    expect(widths[0]).toBeGreaterThan(400);
    expect(widths[0]).toBeLessThanOrEqual(640 - 120);
    expect(widths[1] / widths[0]).toBeCloseTo(0.5, 2);
    expect(widths[2] / widths[0]).toBeCloseTo(0.25, 2);
    expect(widths[3]).toBe(0);
  });
});
