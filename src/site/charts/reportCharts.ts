/** Charts of the report pages, rendered to SVG at build time through renderPlot. */
import * as Plot from '@observablehq/plot';
import { renderPlot } from './renderPlot';

export interface RateBar {
  label: string;
  rate: number;
  /** Interval ends, when the rate has one. */
  lo?: number;
  hi?: number;
}

/** Horizontal pass-rate bars on a fixed 0–100% axis, with interval whiskers when given. */
export function passRateBars(rows: RateBar[], ariaLabel: string): string {
  const withCi = rows.filter((r) => r.lo !== undefined && r.hi !== undefined);
  return renderPlot({
    ariaLabel,
    width: 640,
    height: 40 + 28 * rows.length,
    marginLeft: 120,
    // `percent` scales the data to 0–100 but not a given domain, which is in those units.
    x: { domain: [0, 100], percent: true, label: 'pass rate (%)', grid: true },
    y: { label: null, domain: rows.map((r) => r.label) },
    marks: [
      Plot.barX(rows, { x: 'rate', y: 'label', fill: '#0a5bd3' }),
      Plot.ruleY(withCi, { x1: 'lo', x2: 'hi', y: 'label', stroke: '#1b1f24', strokeWidth: 2 }),
      Plot.ruleX([0]),
    ],
  });
}

export interface AxisPoint {
  axis: string;
  kind: 'intended' | 'realized';
  value: number;
}

/**
 * Intended against realized mean rating per difficulty axis (1–5): grey circles intended, red
 * crosses realized. No Plot legend: it would add swatch SVGs ahead of the chart, and the page
 * names the marks in its caption instead.
 */
export function axisDots(points: AxisPoint[], ariaLabel: string): string {
  return renderPlot({
    ariaLabel,
    width: 640,
    height: 40 + 28 * new Set(points.map((p) => p.axis)).size,
    marginLeft: 190,
    x: { domain: [1, 5], label: 'mean rating (1–5)', grid: true },
    y: { label: null },
    color: { domain: ['intended', 'realized'], range: ['#57606a', '#b42318'] },
    symbol: { domain: ['intended', 'realized'], range: ['circle', 'cross'] },
    marks: [
      Plot.dot(points, { x: 'value', y: 'axis', fill: 'kind', r: 5, symbol: 'kind' }),
    ],
  });
}

export interface CountBar {
  label: string;
  count: number;
}

/** Horizontal count bars, most frequent first as given. */
export function countBars(rows: CountBar[], xLabel: string, ariaLabel: string): string {
  return renderPlot({
    ariaLabel,
    width: 640,
    height: 40 + 28 * rows.length,
    marginLeft: 190,
    x: { label: xLabel, grid: true },
    y: { label: null, domain: rows.map((r) => r.label) },
    marks: [Plot.barX(rows, { x: 'count', y: 'label', fill: '#8250df' }), Plot.ruleX([0])],
  });
}
