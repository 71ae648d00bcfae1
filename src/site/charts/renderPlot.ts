/**
 * Observable Plot rendered to markup at build time: pages ship the chart as SVG/HTML, so the first
 * paint needs no script. Plot builds its DOM through the document it is given; linkedom provides
 * one in Node.
 */
import * as Plot from '@observablehq/plot';
import { parseHTML } from 'linkedom';

export function renderPlot(options: Plot.PlotOptions & { ariaLabel: string }): string {
  const { document } = parseHTML('<!doctype html><html><body></body></html>');
  const chart = Plot.plot({ ...options, document } as Plot.PlotOptions);
  // Charts are images to assistive technology; the label says what they show.
  // With a legend Plot returns a <figure>: legend swatches first, the chart itself last.
  const svg = chart.tagName.toLowerCase() === 'svg' ? chart : [...chart.children].reverse().find((c) => c.tagName.toLowerCase() === 'svg');
  svg?.setAttribute('role', 'img');
  // Inside an image the marks are presentational; Plot's labels on its <g> groups are not allowed there.
  for (const g of svg?.querySelectorAll('[aria-label]') ?? []) g.removeAttribute('aria-label');
  svg?.setAttribute('aria-label', options.ariaLabel);
  return chart.outerHTML;
}
