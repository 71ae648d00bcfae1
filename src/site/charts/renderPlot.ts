/**
 * Observable Plot rendered to markup at build time: pages ship the chart as SVG/HTML, so the first
 * paint needs no script. Plot builds its DOM through the document it is given; linkedom provides
 * one in Node.
 */
import * as Plot from '@observablehq/plot';
import { parseHTML } from 'linkedom';
import { placeLabels } from './labelPlacement';

type ChartOptions = Plot.PlotOptions & { ariaLabel: string; width: number; height: number };

function build(options: Plot.PlotOptions) {
  const { document } = parseHTML('<!doctype html><html><body></body></html>');
  return Plot.plot({ ...options, document } as Plot.PlotOptions);
}

function serialize(chart: ReturnType<typeof Plot.plot>, ariaLabel: string): string {
  // Charts are images to assistive technology; the label says what they show.
  // With a legend Plot returns a <figure>: legend swatches first, the chart itself last.
  const svg = chart.tagName.toLowerCase() === 'svg' ? chart : [...chart.children].reverse().find((c) => c.tagName.toLowerCase() === 'svg');
  svg?.setAttribute('role', 'img');
  // Inside an image the marks are presentational; Plot's labels on its <g> groups are not allowed there.
  for (const g of svg?.querySelectorAll('[aria-label]') ?? []) g.removeAttribute('aria-label');
  svg?.setAttribute('aria-label', ariaLabel);
  return chart.outerHTML;
}

export function renderPlot(options: Plot.PlotOptions & { ariaLabel: string }): string {
  return serialize(build(options), options.ariaLabel);
}

/**
 * A chart whose points carry text labels (`labels`, in data coordinates) placed so that none
 * overlaps another or a point: the chart is laid out once to learn its scales, the labels are
 * placed in pixels (labelPlacement.ts), and the chart is drawn again with them.
 */
export function renderPlotWithLabels(options: ChartOptions, labels: readonly { x: number; y: number; text: string }[], o: { fontSize: number; pointRadius: number }): { html: string; unplaced: string[] } {
  const first = build(options);
  const sx = first.scale('x')!;
  const sy = first.scale('y')!;
  const px = labels.map((l) => ({ x: sx.apply(l.x) as number, y: sy.apply(l.y) as number, text: l.text }));
  const { placed, unplaced } = placeLabels(px, { width: options.width, height: options.height, fontSize: o.fontSize, pointRadius: o.pointRadius });
  const texts = (['start', 'middle', 'end'] as const).map((anchor) => Plot.text(
    placed.filter((p) => p.anchor === anchor).map((p) => ({ x: sx.invert!(p.x), y: sy.invert!(p.y), text: p.text })),
    { x: 'x', y: 'y', text: 'text', textAnchor: anchor, lineAnchor: 'bottom', fontSize: o.fontSize, fill: '#1b1f24', clip: false },
  ));
  // A label set apart from its point is tied back to it.
  const leaders = Plot.link(placed.filter((p) => p.far), {
    x1: (p: (typeof placed)[number]) => sx.invert!(p.of.x), y1: (p: (typeof placed)[number]) => sy.invert!(p.of.y),
    x2: (p: (typeof placed)[number]) => sx.invert!(p.x), y2: (p: (typeof placed)[number]) => sy.invert!(p.y < p.of.y ? p.y : p.y - o.fontSize),
    stroke: '#8c959f', strokeWidth: 0.75, clip: false,
  });
  return { html: serialize(build({ ...options, marks: [...(options.marks ?? []), leaders, ...texts] }), options.ariaLabel), unplaced };
}
